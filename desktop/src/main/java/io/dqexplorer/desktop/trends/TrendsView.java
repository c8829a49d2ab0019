package io.dqexplorer.desktop.trends;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.VBox;

import java.time.ZoneId;
import java.util.List;
import java.util.function.BiConsumer;

/** The Trends of a dataset: its four charts two by two, or the note that stands in for them. */
public final class TrendsView extends BorderPane {

    private final GridPane grid = new GridPane();
    private final TrendsViewModel model;
    private final ZoneId zone;
    private final BiConsumer<String, String> open;

    /** @param open told the tab and the token of a clicked point */
    public TrendsView(TrendsViewModel model, ZoneId zone, BiConsumer<String, String> open) {
        this.model = model;
        this.zone = zone;
        this.open = open;
        setId("trends-view");
        Label heading = new Label();
        heading.setMnemonicParsing(false);
        heading.getStyleClass().add(Styles.TITLE_3);
        heading.textProperty().bind(model.datasetProperty().map(dataset -> "Trends of " + dataset));
        Label hint = new Label("Every measurement kept on this machine, the first seen first."
                + " Hover a point for its measurement; click it to open that measurement in its tab."
                + " Your bars are the dashed lines, with when each broke.");
        hint.getStyleClass().add(Styles.TEXT_MUTED);
        hint.setWrapText(true);
        Label note = new Label();
        note.setId("trends-note");
        note.setMnemonicParsing(false);
        note.setWrapText(true);
        note.getStyleClass().add(Styles.TEXT_MUTED);
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        ErrorBanner error = new ErrorBanner(action -> { });
        error.reportProperty().bind(model.errorProperty());
        VBox top = new VBox(6, heading, hint, error, note);
        top.setPadding(new Insets(12, 16, 8, 16));
        setTop(top);

        grid.setHgap(16);
        grid.setVgap(16);
        grid.setPadding(new Insets(0, 16, 16, 16));
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(50);
        half.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(half, half);
        // the charts share the window's height, down to their least, then the view scrolls
        RowConstraints row = new RowConstraints();
        row.setVgrow(Priority.ALWAYS);
        grid.getRowConstraints().setAll(row, row);
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setId("trends-charts");
        setCenter(scroll);
        show(model.chartsProperty().get());
        model.chartsProperty().addListener((obs, old, charts) -> show(charts));
    }

    private void show(List<TrendChart> charts) {
        grid.getChildren().clear();
        for (int i = 0; i < charts.size(); i++) {
            grid.add(new TrendChartPane(i, charts.get(i), model.bars(), zone, open), i % 2, i / 2);
        }
    }
}
