package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.ChoiceWords;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import io.dqexplorer.desktop.common.tab.StatusPane;
import io.dqexplorer.desktop.common.export.ExportRunView;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.sdk.measurement.Family;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * The compare view: each side's dataset and measurement, its label, the difference table (sortable; a
 * figure a side lacks reads "not assessed yet", never 0), for video defects the two histograms of a chosen
 * defect on one axis under it, and "Export differences…".
 */
final class CompareView extends VBox {

    CompareView(CompareViewModel model, ExportTargetChooser targets) {
        setId("compare-view");
        setSpacing(8);
        setPadding(new Insets(8, 12, 12, 12));

        GridPane sides = new GridPane();
        sides.setHgap(8);
        sides.setVgap(6);
        side(sides, 0, "Left", "compare-left", model.left(), model);
        side(sides, 1, "Right", "compare-right", model.right(), model);

        Label note = new Label();
        note.setId("compare-note");
        note.setWrapText(true);
        note.setMnemonicParsing(false);
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());

        Button compare = new Button("Show differences");
        compare.setId("compare-run");
        compare.setDefaultButton(true);
        compare.setOnAction(e -> model.compare());
        Button export = new Button("Export differences…");
        export.setId("compare-export");
        export.disableProperty().bind(model.comparisonProperty().isNull().or(model.exportRun().runningProperty()));
        export.setOnAction(e -> targets.choose(model.suggestedFileName()).ifPresent(model::export));
        ShortcutTargets.fires(Shortcut.EXPORT, export);
        HBox actions = new HBox(8, compare, export);
        actions.setAlignment(Pos.CENTER_LEFT);

        TableView<List<Object>> table = table(model);
        Node differences = table;
        if (model.family() == Family.VIDEO) {
            SplitPane split = new SplitPane(table);
            split.setOrientation(Orientation.VERTICAL);
            HistogramComparison histograms = new HistogramComparison(model);
            // the chart joins a pulse after the rest of the view: styled together they made one long frame
            AfterPulse.inTurnOnceShown(split, List.of(() -> {
                split.getItems().add(histograms);
                split.setDividerPositions(0.6);
            }));
            differences = split;
        }
        VBox.setVgrow(differences, Priority.ALWAYS);
        VBox body = new VBox(8, sides, note, actions, differences);
        body.getChildren().addAll(ExportRunView.of(model.exportRun(), "compare-export", action -> model.exportRun().dismissFailure()));
        VBox.setVgrow(body, Priority.ALWAYS);
        StatusPane status = new StatusPane(body, model.loadState(), model::onErrorAction);
        VBox.setVgrow(status, Priority.ALWAYS);
        getChildren().add(status);
    }

    private static void side(GridPane grid, int row, String title, String id, CompareViewModel.Side side,
                             CompareViewModel model) {
        Label name = new Label(title);
        name.getStyleClass().add("text-bold");
        ComboBox<String> dataset = new ComboBox<>(model.datasets());
        dataset.setId(id + "-dataset");
        dataset.setAccessibleText(title + " side: dataset");
        // the model sets the defaults, the user picks: a picked dataset brings its own measurements
        side.datasetProperty().addListener((obs, was, now) -> dataset.setValue(now));
        dataset.valueProperty().addListener((obs, was, picked) -> {
            if (picked != null && !picked.equals(side.datasetProperty().get())) {
                side.pickDataset(picked);
            }
        });
        ComboBox<SideChoice> measurement = new ComboBox<>(side.choices());
        measurement.setId(id + "-measurement");
        measurement.setAccessibleText(title + " side: measurement");
        measurement.valueProperty().bindBidirectional(side.choiceProperty());
        ChoiceWords.show(measurement, choice -> choice.label(model.zone()));
        Label label = new Label();
        label.setId(id + "-label");
        label.setMnemonicParsing(false);
        label.textProperty().bind(side.labelProperty());
        name.setMinWidth(Region.USE_PREF_SIZE);
        dataset.setPrefWidth(220);
        measurement.setPrefWidth(300);
        label.getStyleClass().add("text-muted");
        // the label names the whole token: a line of its own, under the side's pickers
        grid.addRow(row * 2, name, dataset, measurement);
        grid.add(label, 1, row * 2 + 1, 2, 1);
    }


    private static final double[] PREFERRED_WIDTHS = {120, 170, 190, 95, 95, 105, 90};

    private static TableView<List<Object>> table(CompareViewModel model) {
        TableView<List<Object>> table = new TableView<>(model.rows());
        table.setId("compare-table");
        table.setAccessibleText("Differences between the two sides");
        table.setPlaceholder(new Label("Nothing compared yet"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.getColumns().setAll(DifferenceColumns.of());
        for (int i = 0; i < PREFERRED_WIDTHS.length; i++) {
            // shared out in these proportions: the names of part, item and measure are the long cells
            table.getColumns().get(i).setPrefWidth(PREFERRED_WIDTHS[i]);
        }
        return table;
    }
}
