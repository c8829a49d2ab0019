package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.table.Column;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * What a data grid's user expects of the clip table, on the table itself: a cell's menu (right-click,
 * the context-menu key or Shift+F10 on the focused cell) that adds "Only clips with this value" or
 * "Leave out this value" to the filter as a chip ({@link CellFilters}), and copies the selected rows
 * with the columns shown ({@link SelectionCopy}): Ctrl+C as TSV, as spreadsheets do, and Ctrl+Shift+C
 * for a menu of the formats. Each table column's user data is its {@link Column}.
 *
 * @param <R> the table's row
 */
public final class GridActions<R> {

    /** How the table's rows give their values. */
    public record Cells<R>(Predicate<R> loaded, BiFunction<R, Column, Object> value) {
    }

    private final TableView<R> table;
    private final ObjectProperty<Filter> filter;
    private final SelectionCopy copy;
    private final Supplier<List<Integer>> selected;
    private final ObservableValue<List<Column>> columns;
    private final Cells<R> cells;
    private ContextMenu shown;

    private GridActions(TableView<R> table, ObjectProperty<Filter> filter, SelectionCopy copy,
                        Supplier<List<Integer>> selected, ObservableValue<List<Column>> columns, Cells<R> cells) {
        this.table = table;
        this.filter = filter;
        this.copy = copy;
        this.selected = selected;
        this.columns = columns;
        this.cells = cells;
    }

    /**
     * Puts the cell menu and the copy keys on the table.
     *
     * @param filter   the view's filter, which a chosen item adds its chip to
     * @param selected the selected rows' places in the whole view (the table may hold a window of it)
     * @param columns  the columns shown, in order: what a copy holds
     */
    public static <R> void install(TableView<R> table, ObjectProperty<Filter> filter, SelectionCopy copy,
                                   Supplier<List<Integer>> selected, ObservableValue<List<Column>> columns,
                                   Cells<R> cells) {
        GridActions<R> actions = new GridActions<>(table, filter, copy, selected, columns, cells);
        table.addEventHandler(ContextMenuEvent.CONTEXT_MENU_REQUESTED, actions::menuRequested);
        table.addEventFilter(KeyEvent.KEY_PRESSED, actions::keyPressed);
    }

    private void menuRequested(ContextMenuEvent event) {
        Optional<TableCell<?, ?>> clicked = event.isKeyboardTrigger() ? Optional.empty()
                : cellAt(event.getPickResult().getIntersectedNode());
        clicked.ifPresentOrElse(
                cell -> show(cellMenu(cell.getIndex(), cell.getTableColumn()), event.getScreenX(), event.getScreenY()),
                this::showCellMenuAtFocus);
        event.consume();
    }

    private void keyPressed(KeyEvent event) {
        if (Shortcut.COPY_ROWS.keys().match(event)) {
            copyRows(CopyFormat.TSV);
        } else if (Shortcut.COPY_ROWS_AS.keys().match(event)) {
            showAtFocus(copyMenu());
        } else if (Shortcut.CELL_MENU.matches(event) || event.getCode() == KeyCode.CONTEXT_MENU) {
            showCellMenuAtFocus();
        } else {
            return;
        }
        event.consume();
    }

    private void showCellMenuAtFocus() {
        TablePosition<R, ?> focused = table.getFocusModel().getFocusedCell();
        if (focused == null || focused.getRow() < 0 || focused.getTableColumn() == null) {
            showAtFocus(copyMenu());
        } else {
            showAtFocus(cellMenu(focused.getRow(), focused.getTableColumn()));
        }
    }

    /** The menu of one cell: its chips to add, then the copies of the selection. */
    private ContextMenu cellMenu(int index, TableColumn<?, ?> tableColumn) {
        List<MenuItem> items = new ArrayList<>();
        R row = index >= 0 && index < table.getItems().size() ? table.getItems().get(index) : null;
        if (row != null && tableColumn.getUserData() instanceof Column column) {
            if (cells.loaded().test(row)) {
                Object value = cells.value().apply(row, column);
                items.add(choices("cell-only", "Only clips with this value", CellFilters.only(column, value), column, value));
                items.add(choices("cell-leave-out", "Leave out this value", CellFilters.leaveOut(column, value), column, value));
            } else {
                MenuItem reading = new MenuItem("This row is still being read");
                reading.setDisable(true);
                items.add(reading);
            }
            items.add(new SeparatorMenuItem());
        }
        items.addAll(copyItems());
        ContextMenu menu = new ContextMenu(items.toArray(MenuItem[]::new));
        menu.setId("cell-menu");
        return menu;
    }

    /** A submenu of the choices, each adding its chip; a disabled item saying why when there is none. */
    private MenuItem choices(String id, String title, List<CellFilters.Choice> choices, Column column, Object value) {
        if (choices.isEmpty()) {
            MenuItem none = new MenuItem(title + " (" + CellFilters.nothingOffered(column, value) + ")");
            none.setId(id);
            none.setMnemonicParsing(false);
            none.setDisable(true);
            return none;
        }
        Menu menu = new Menu(title);
        menu.setId(id);
        menu.setMnemonicParsing(false);
        for (CellFilters.Choice choice : choices) {
            MenuItem item = new MenuItem(choice.label());
            // the label holds terms and ids: data, never mnemonics
            item.setMnemonicParsing(false);
            item.getStyleClass().add("cell-filter-choice");
            item.setOnAction(e -> filter.set(CellFilters.adding(filter.get(), choice.clause())));
            menu.getItems().add(item);
        }
        return menu;
    }

    private ContextMenu copyMenu() {
        ContextMenu menu = new ContextMenu(copyItems().toArray(MenuItem[]::new));
        menu.setId("copy-menu");
        return menu;
    }

    private List<MenuItem> copyItems() {
        List<MenuItem> items = new ArrayList<>();
        for (CopyFormat format : CopyFormat.values()) {
            MenuItem item = new MenuItem("Copy selected rows as " + format.label());
            item.setId("copy-" + format.name().toLowerCase(Locale.ROOT));
            item.setDisable(table.getSelectionModel().isEmpty());
            item.setOnAction(e -> copyRows(format));
            items.add(item);
        }
        return items;
    }

    private void copyRows(CopyFormat format) {
        copy.copy(selected.get(), columns.getValue(), format, text -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        });
    }

    /** Shows the menu under the focused cell when it is on screen, else at the table's top left. */
    private void showAtFocus(ContextMenu menu) {
        TablePosition<R, ?> focused = table.getFocusModel().getFocusedCell();
        Node anchor = focused == null ? null : table.lookupAll(".table-cell").stream()
                .filter(node -> node instanceof TableCell<?, ?> cell && cell.isVisible() && !cell.isEmpty()
                        && cell.getIndex() == focused.getRow() && cell.getTableColumn() == focused.getTableColumn())
                .findFirst().orElse(null);
        Node at = anchor != null ? anchor : table;
        Bounds bounds = at.localToScreen(at.getBoundsInLocal());
        if (bounds == null) {
            return;
        }
        Point2D corner = anchor != null ? new Point2D(bounds.getMinX(), bounds.getMaxY())
                : new Point2D(bounds.getMinX() + 24, bounds.getMinY() + 24);
        show(menu, corner.getX(), corner.getY());
    }

    private void show(ContextMenu menu, double screenX, double screenY) {
        if (shown != null) {
            shown.hide();
        }
        shown = menu;
        menu.show(table, screenX, screenY);
    }

    private static Optional<TableCell<?, ?>> cellAt(Node picked) {
        for (Node node = picked; node != null; node = node.getParent()) {
            if (node instanceof TableCell<?, ?> cell) {
                return cell.isEmpty() ? Optional.empty() : Optional.of(cell);
            }
        }
        return Optional.empty();
    }
}
