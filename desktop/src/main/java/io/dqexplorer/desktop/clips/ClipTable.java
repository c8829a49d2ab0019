package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipRow;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

import java.util.List;

/** The page of clips: one table column per shown {@link ClipColumn}; Ctrl+C copies the selected rows. */
final class ClipTable extends TableView<ClipRow> {

    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);

    private final ClipsViewModel model;

    ClipTable(ClipsViewModel model) {
        super(model.rows());
        this.model = model;
        setId("clip-table");
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);

        Label none = new Label("No clips match");
        none.setId("clip-empty");
        none.visibleProperty().bind(model.paging().emptyProperty());
        none.setAlignment(Pos.CENTER);
        setPlaceholder(none);

        model.columns().addListener((ListChangeListener<ClipColumn>) change -> showColumns(model.columns()));
        showColumns(model.columns());
        setOnKeyPressed(event -> {
            if (COPY.match(event)) {
                copySelection();
                event.consume();
            }
        });
    }

    /** Puts the selected rows on the clipboard as tab-separated text; nothing when none is selected. */
    void copySelection() {
        List<ClipRow> selected = List.copyOf(getSelectionModel().getSelectedItems());
        if (selected.isEmpty()) {
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(model.copyText(selected));
        Clipboard.getSystemClipboard().setContent(content);
    }

    private void showColumns(List<ClipColumn> shown) {
        getColumns().setAll(shown.stream().map(ClipTable::column).toList());
        // the default columns share the width; with the measurement columns the table scrolls sideways
        setColumnResizePolicy(shown.size() > ClipColumn.defaults().size()
                ? TableView.UNCONSTRAINED_RESIZE_POLICY
                : TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    }

    private static TableColumn<ClipRow, String> column(ClipColumn clipColumn) {
        TableColumn<ClipRow, String> column = new TableColumn<>(ClipCells.title(clipColumn));
        column.setId("clip-column-" + clipColumn.header());
        // a page is a slice of the service's order: sorting it alone would mislead
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(ClipCells.display(clipColumn, cell.getValue())));
        column.setStyle("-fx-alignment: CENTER-LEFT;");
        if (clipColumn == ClipColumn.CLIP) {
            column.setMinWidth(100);
        } else if (isTermList(clipColumn)) {
            column.setMinWidth(120);
            column.setPrefWidth(200);
        } else {
            column.setMinWidth(clipColumn == ClipColumn.EPISODE_INDEX ? 70 : 80);
            column.setPrefWidth(clipColumn.needsHandActivity() ? 110 : 90);
            column.setStyle("-fx-alignment: CENTER-RIGHT;");
        }
        return column;
    }

    private static boolean isTermList(ClipColumn column) {
        return column == ClipColumn.ENVIRONMENTS || column == ClipColumn.OBJECTS || column == ClipColumn.ACTIONS;
    }
}
