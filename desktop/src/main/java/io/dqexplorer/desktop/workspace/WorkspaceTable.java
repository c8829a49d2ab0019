package io.dqexplorer.desktop.workspace;

import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import java.util.ArrayList;
import java.util.List;

/**
 * The snapshot's clips as a table virtualised over the query: its items are the view model's list of
 * the view's full size, read in blocks as rows come into view; rows have one fixed height, so the
 * table never measures a row it does not show. Clicking a header sorts by it and Shift-click adds it
 * as a further key: the table's sort order becomes the view's {@link Sort}, run by the database, never
 * in memory.
 */
final class WorkspaceTable extends TableView<WorkspaceRow> {

    private static final double ROW_HEIGHT = 26;

    /** True while the rows of a new query come in: the sort order the table clears then is not the user's. */
    private boolean swapping;

    WorkspaceTable(WorkspaceViewModel model) {
        setId("workspace-table");
        setFixedCellSize(ROW_HEIGHT);
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        setPlaceholder(new Label("No clip meets the filter"));
        for (Column column : WorkspaceColumns.SHOWN) {
            getColumns().add(column(column));
        }
        setItems(model.rowsProperty().get());
        model.rowsProperty().addListener((obs, old, rows) -> show(rows));
        setSortPolicy(table -> {
            if (!swapping) {
                model.sortProperty().set(sortOf(table.getSortOrder()));
            }
            return true;
        });
        model.revealedProperty().addListener((obs, old, row) -> {
            if (row != null) {
                int index = row.intValue();
                getSelectionModel().clearAndSelect(index);
                // a few rows of context above the clip, not the clip glued to the top edge
                scrollTo(Math.max(0, index - 3));
            }
        });
    }

    /** Shows the rows of a new query, keeping the sort order that asked for them (a new item list clears it). */
    private void show(ObservableList<WorkspaceRow> rows) {
        List<TableColumn<WorkspaceRow, ?>> order = new ArrayList<>(getSortOrder());
        swapping = true;
        try {
            setItems(rows);
            getSortOrder().setAll(order);
        } finally {
            swapping = false;
        }
    }

    private static TableColumn<WorkspaceRow, String> column(Column column) {
        TableColumn<WorkspaceRow, String> shown = new TableColumn<>();
        shown.setId("ws-col-" + column.sqlName());
        Label heading = new Label(WorkspaceColumns.heading(column));
        heading.setTooltip(new Tooltip(column.sqlName() + " (the name in filter text)"));
        shown.setGraphic(heading);
        shown.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().text(column)));
        shown.setCellFactory(c -> {
            Tables.TextCell<WorkspaceRow> cell = new Tables.TextCell<>();
            if (column.kind().isNumeric()) {
                cell.getStyleClass().add("number-column");
            }
            return cell;
        });
        shown.setUserData(column);
        // wide enough for the heading and its sort arrow, so that no heading is cut short
        double headingWidth = 9 * WorkspaceColumns.heading(column).length() + 40;
        shown.setPrefWidth(Math.max(headingWidth, switch (column.kind()) {
            case TEXT -> 140;
            case TERMS -> 170;
            default -> 80;
        }));
        return shown;
    }

    private static Sort sortOf(List<TableColumn<WorkspaceRow, ?>> order) {
        List<Sort.Key> keys = new ArrayList<>();
        for (TableColumn<WorkspaceRow, ?> column : order) {
            keys.add(new Sort.Key((Column) column.getUserData(), column.getSortType() == TableColumn.SortType.DESCENDING));
        }
        return new Sort(keys);
    }
}
