package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.MeasurementStampView;
import io.dqexplorer.desktop.common.StatusPane;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** Lays out the duplicates tab; every figure and word comes from {@link DuplicatesViewModel}. */
final class DuplicatesView extends StackPane {

    private final DuplicatesViewModel model;

    DuplicatesView(DuplicatesViewModel model) {
        this.model = model;
        setId("duplicates-view");
        Label notMeasured = new Label("Duplicates: not measured yet for this dataset");
        notMeasured.setId("duplicates-not-measured");
        notMeasured.getStyleClass().addAll("placeholder", "title-4", "text-muted");

        Label notCompared = new Label();
        notCompared.setId("duplicates-not-compared");
        notCompared.getStyleClass().addAll("placeholder", "title-4", "text-muted");
        notCompared.setWrapText(true);
        notCompared.setText(DuplicatesViewModel.NOT_COMPARED);

        TableView<GroupRow> table = groupsTable();
        Button showClips = new Button("Show clips");
        showClips.setId("duplicates-show-clips");
        showClips.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        showClips.setOnAction(e -> model.showClips(table.getSelectionModel().getSelectedItem()));
        Label summary = new Label();
        summary.setId("duplicates-groups-summary");
        summary.textProperty().bind(model.groupsSummaryProperty());
        HBox groupsBar = new HBox(12, summary, showClips);
        groupsBar.setAlignment(Pos.CENTER_LEFT);
        Label explanation = new Label(DuplicatesViewModel.REDUNDANT_EXPLAINED);
        explanation.setId("duplicates-redundant-explained");
        explanation.setWrapText(true);
        explanation.getStyleClass().add("note");
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox compared = new VBox(12, figures(), explanation, groupsBar, table);
        compared.setPadding(new Insets(12));
        compared.setId("duplicates-compared");

        BorderPane content = new BorderPane(new StackPane(compared, notCompared));
        MeasurementStampView stamp = new MeasurementStampView(model.stamp(), model::checkForNewer, model::loadLatest);
        BorderPane.setMargin(stamp, new Insets(8, 12, 0, 12));
        content.setTop(stamp);

        compared.visibleProperty().bind(model.availabilityProperty().isEqualTo(DuplicatesViewModel.Availability.SHOWN));
        notCompared.visibleProperty().bind(
                model.availabilityProperty().isEqualTo(DuplicatesViewModel.Availability.NOT_COMPARED));
        content.visibleProperty().bind(compared.visibleProperty().or(notCompared.visibleProperty()));
        notMeasured.visibleProperty().bind(
                model.availabilityProperty().isEqualTo(DuplicatesViewModel.Availability.NOT_MEASURED));
        getChildren().add(new StatusPane(new StackPane(content, notMeasured), model.loadState(), model::onErrorAction));
    }

    private GridPane figures() {
        GridPane grid = new GridPane();
        grid.setHgap(24);
        grid.setVgap(6);
        figure(grid, 0, "Compared clips", "duplicates-compared-clips", model.comparedClipsProperty());
        figure(grid, 1, "Redundant clips", "duplicates-redundant-count", model.redundantClipsProperty());
        figure(grid, 2, "Redundant share", "duplicates-redundant-percent", model.redundantPercentProperty());
        return grid;
    }

    private static void figure(GridPane grid, int row, String caption, String id, ReadOnlyStringProperty value) {
        Label figure = new Label();
        figure.setId(id);
        figure.getStyleClass().add("figure");
        figure.textProperty().bind(value);
        grid.addRow(row, new Label(caption), figure);
    }

    private TableView<GroupRow> groupsTable() {
        TableView<GroupRow> table = new TableView<>(model.groups());
        table.setId("duplicates-groups-table");
        table.setPlaceholder(new Label("No exact-duplicate groups"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<GroupRow, Integer> number = new TableColumn<>("Group");
        number.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().number()));
        TableColumn<GroupRow, Integer> size = new TableColumn<>("Size");
        size.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().size()));
        size.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Integer item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : Formats.count(item));
            }
        });
        TableColumn<GroupRow, String> clips = new TableColumn<>("Clips");
        clips.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().firstClips()));
        table.getColumns().add(number);
        table.getColumns().add(size);
        table.getColumns().add(clips);
        table.setRowFactory(t -> {
            TableRow<GroupRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    model.showClips(row.getItem());
                }
            });
            return row;
        });
        return table;
    }
}
