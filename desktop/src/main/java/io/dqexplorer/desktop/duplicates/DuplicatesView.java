package io.dqexplorer.desktop.duplicates;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.FigureGrid;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.NoteLabel;
import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.desktop.common.tab.MeasurementPane;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.List;

/** Lays out the duplicates tab; every figure and word comes from {@link DuplicatesViewModel}. */
final class DuplicatesView extends StackPane {

    private static final double NARROW_COLUMN_WIDTH = 90;

    DuplicatesView(DuplicatesViewModel model) {
        setId("duplicates-view");
        Label notCompared = new Label(DuplicatesViewModel.NOT_COMPARED);
        notCompared.setId("duplicates-not-compared");
        notCompared.getStyleClass().addAll("placeholder", Styles.TITLE_4, Styles.TEXT_MUTED);
        notCompared.setWrapText(true);

        TableView<GroupRow> table = groupsTable(model);
        Button showClips = Tables.opener(table, "Show clips", "duplicates-show-clips", model::showClips);
        Label summary = new Label();
        summary.setId("duplicates-groups-summary");
        summary.textProperty().bind(model.groupsSummaryProperty());
        summary.setMinWidth(Region.USE_PREF_SIZE);
        HBox groupsBar = new HBox(12, summary, showClips);
        groupsBar.setAlignment(Pos.CENTER_LEFT);
        Label explanation = new NoteLabel("duplicates-redundant-explained", DuplicatesViewModel.REDUNDANT_EXPLAINED);
        FigureGrid figures = new FigureGrid(1)
                .figure("Compared clips", "duplicates-compared-clips", model.comparedClipsProperty())
                .figure("Redundant clips", "duplicates-redundant-count", model.redundantClipsProperty())
                .figure("Redundant share", "duplicates-redundant-percent", model.redundantPercentProperty());
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox compared = new VBox(12, figures, explanation, groupsBar, table);
        compared.setPadding(new Insets(12));
        compared.setId("duplicates-compared");

        compared.visibleProperty().bind(model.stateProperty().isEqualTo(DuplicatesViewModel.State.SHOWN));
        notCompared.visibleProperty().bind(model.stateProperty().isEqualTo(DuplicatesViewModel.State.NOT_COMPARED));
        getChildren().add(new MeasurementPane(model.loader(), new StackPane(compared, notCompared), "duplicates",
                "Duplicates: not measured yet for this dataset"));
    }

    private static TableView<GroupRow> groupsTable(DuplicatesViewModel model) {
        TableView<GroupRow> table = new TableView<>(model.groups());
        table.setId("duplicates-groups-table");
        table.setAccessibleText("Groups of duplicate clips");
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
        // a group's number and size are a few digits: the clips take the rest of the width
        for (TableColumn<GroupRow, Integer> narrow : List.of(number, size)) {
            narrow.setMinWidth(NARROW_COLUMN_WIDTH);
            narrow.setPrefWidth(NARROW_COLUMN_WIDTH);
            narrow.setMaxWidth(NARROW_COLUMN_WIDTH);
            narrow.setStyle("-fx-alignment: CENTER-RIGHT;");
        }
        table.getColumns().add(number);
        table.getColumns().add(size);
        table.getColumns().add(Tables.textColumn("Clips", GroupRow::firstClips));
        return table;
    }
}
