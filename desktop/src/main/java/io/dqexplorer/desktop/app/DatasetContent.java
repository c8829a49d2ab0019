package io.dqexplorer.desktop.app;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The right of the window: the selected dataset's title with its Trends and "Report…" beside it and the feature
 * tabs under it, or the hint to choose a dataset; what shows while a view is on its way lies over both.
 */
final class DatasetContent {

    private final DatasetListViewModel datasets;
    private final Label datasetTitle = new Label();
    private final Button trends = new Button("Trends", new FontIcon(Material2MZ.SHOW_CHART));
    private final HBox titleRow = new HBox(12);
    private final VBox withTitle = new VBox();
    /** Holds the tabs, or the hint to choose a dataset; empty until the window's last pulse. */
    private final StackPane pane = new StackPane();
    private List<Node> children;

    DatasetContent(DatasetListViewModel datasets, Node tabs) {
        this.datasets = datasets;
        datasetTitle.setId("dataset-title");
        datasetTitle.getStyleClass().add("dataset-title");
        datasetTitle.setMnemonicParsing(false);
        trends.setId("show-trends");
        trends.setTooltip(new Tooltip("This dataset's figures over every measurement kept on this machine"));
        trends.setAccessibleHelp(trends.getTooltip().getText());
        trends.setVisible(false);
        trends.managedProperty().bind(trends.visibleProperty());
        titleRow.getChildren().setAll(datasetTitle, trends);
        titleRow.setAlignment(Pos.BASELINE_LEFT);
        titleRow.setPadding(new Insets(12, 16, 4, 16));
        withTitle.getChildren().setAll(titleRow, tabs);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        withTitle.visibleProperty().bind(datasets.selectedProperty().isNotNull());

        Label choose = new Label("Choose a dataset on the left to see what was measured",
                new FontIcon(Material2AL.ARROW_BACK));
        choose.setId("choose-dataset");
        choose.getStyleClass().add(Styles.TEXT_MUTED);
        choose.visibleProperty().bind(datasets.selectedProperty().isNull());
        StackPane.setAlignment(choose, Pos.CENTER);
        children = List.of(withTitle, choose);
    }

    Node node() {
        return pane;
    }

    /** Fills the pane: the window's last pulse. */
    void show() {
        pane.getChildren().setAll(children);
    }

    void title(DatasetEntry dataset) {
        datasetTitle.setText(dataset.dataset());
    }

    /** Lays {@code cover} over the tabs (and the hint to choose a dataset). */
    void showOver(Node cover) {
        children = Stream.concat(children.stream(), Stream.of(cover)).toList();
        if (!pane.getChildren().isEmpty()) {
            pane.getChildren().add(cover);
        }
    }

    /** @param show told the dataset whose trends to show */
    void offerTrends(Consumer<DatasetEntry> show) {
        trends.setOnAction(e -> Optional.ofNullable(datasets.selectedProperty().get()).ifPresent(show));
        trends.setVisible(true);
    }

    /** The report's button beside the title, what it came to under it. */
    void offerReport(Node button, Node outcome) {
        titleRow.getChildren().add(button);
        withTitle.getChildren().add(1, outcome);
    }
}
