package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.clips.grid.ColumnDefinitions;
import io.dqexplorer.desktop.clips.grid.GridActions;
import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import javafx.animation.Animation;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.property.Property;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.SelectionMode;
import javafx.css.PseudoClass;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;

import java.util.ArrayList;
import java.util.List;

/**
 * The snapshot's clips as a table virtualised over the query, under a scroll bar of our own. The view
 * model's list has the view's full size and reads its rows in blocks as they are asked for; the table
 * holds only a {@link RowWindow} of it, and the bar beside it spans the whole view (its value is the
 * first row shown). Wheel and keys scroll the table within its window as usual; as the rows shown near
 * the window's edge, the window moves under them, so JavaFX's table never sees more than a few
 * hundred items, whatever the count. Sent past the window (the bar, Ctrl+End, a jump to a clip), the table waits a
 * moment for the rows of its place ({@link #ROWS_WAIT}) before it shows them loading. Clicking a header sorts by it and
 * Shift-click adds it as a further key: the table's sort order becomes the view's {@link Sort}, run by
 * the database, never in memory. An unreadable clip's row is marked and says why.
 */
final class ClipsTable extends HBox {

    static final PseudoClass UNREADABLE = PseudoClass.getPseudoClass("unreadable");
    private static final double ROW_HEIGHT = 24;
    /** Rows kept above and below those shown before the window moves. */
    private static final int MARGIN = RowWindow.SIZE / 4;
    /**
     * How long a move past the window keeps the rows shown while those of its place are read: the rows come laid out
     * once rather than as placeholders first and again when they come. A move of the bar this soon after the last is
     * a drag's, and shows its place at once: waiting, a drag's frames laid out real rows in larger steps, and more of
     * them took over 50 ms.
     */
    private static final Duration ROWS_WAIT = Duration.millis(100);
    private static final long ROWS_WAIT_NANOS = (long) ROWS_WAIT.toMillis() * 1_000_000;

    private final TableView<ClipsRow> table = new TableView<>();
    private final ScrollBar bar = new ScrollBar();
    private final RowWindow window = new RowWindow();
    private VirtualFlow<?> flow;
    /** True while the rows of a new query come in: the sort order the table clears then is not the user's. */
    private boolean swapping;
    /** True while the window, the table and the bar are being set to one row: their listeners keep still. */
    private boolean moving;
    /** True while the bar waits for the pulse that lays out where the table scrolled to. */
    private boolean following;
    /** True while a saved view's columns are put in place: the view model set them. */
    private boolean arranging;
    /** A restored view's top row, waiting for the table to be laid out; -1 for none. */
    private int placing = -1;
    /** The view's rows that came while the table was out of the window; null when it shows the latest. */
    private ObservableList<ClipsRow> outOfSight;
    /** Where the table goes once the rows of its place are read; null for nowhere. */
    private Destination awaited;
    /** When the bar last moved, in {@link System#nanoTime()}. */
    private long barMovedAt = System.nanoTime() - ROWS_WAIT_NANOS;
    private final PauseTransition rowsWait = new PauseTransition(ROWS_WAIT);

    ClipsTable(ClipsViewModel model) {
        this(model.rowsProperty(), model.sortProperty(), model.revealedProperty());
        bar.valueProperty().addListener((obs, old, value) -> model.shownFrom(Math.round(value.doubleValue())));
        model.placedProperty().addListener((obs, old, placement) -> {
            if (placement != null) {
                place((int) Math.min(Integer.MAX_VALUE, placement.row()));
            }
        });
        sceneProperty().addListener((obs, old, scene) -> placeAfterLayout());
        arrange(model.columnsProperty().get());
        model.columnsProperty().addListener((obs, old, shown) -> arrange(shown));
        GridActions.install(table, model.filterProperty(), model.selectionCopy(), this::selectedRows,
                model.columnsProperty(), new GridActions.Cells<>(ClipsRow::isLoaded, (row, c) -> row.value(c).orElse(null)));
        table.getColumns().addListener((ListChangeListener<TableColumn<ClipsRow, ?>>) change -> {
            if (!arranging) {
                model.columnsProperty().set(shownColumns());
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) ->
                model.selected(row == null ? null : row.clipId().orElse(null)));
        table.setPlaceholder(new EmptyTable(model));
        // on the service's pages the page keys turn the pages
        ShortcutTargets.runs(Shortcut.PREVIOUS_PAGE, this, () -> pageOrScroll(model, -1));
        ShortcutTargets.runs(Shortcut.NEXT_PAGE, this, () -> pageOrScroll(model, 1));
    }

    private void pageOrScroll(ClipsViewModel model, int screens) {
        if (model.snapshotProperty().get() != null) {
            goTo(new Destination(firstShown() + screens * visibleRows(), -1));
        } else if (screens < 0) {
            model.pages().previous();
        } else {
            model.pages().next();
        }
    }

    /**
     * Shows the row at the top, and again once the table is in the scene and laid out: a restored view's
     * rows come while the view is still being built, and the table's flow scrolls only among cells it has laid out.
     */
    private void place(int row) {
        showFrom(row);
        placing = row;
        placeAfterLayout();
    }

    private void placeAfterLayout() {
        Scene scene = getScene();
        if (scene == null || placing < 0) {
            return;
        }
        Runnable[] again = new Runnable[1];
        again[0] = () -> {
            scene.removePostLayoutPulseListener(again[0]);
            Platform.runLater(() -> {
                int row = placing;
                if (flow == null || row < 0) {
                    return;
                }
                placing = -1;
                // unless the user moved the table meanwhile
                if (firstShown() == row) {
                    showFrom(row);
                }
            });
        };
        scene.addPostLayoutPulseListener(again[0]);
        Platform.requestNextPulse();
    }

    private void keepTopRowWhole() {
        IndexedCell<?> first = flow == null || moving ? null : flow.getFirstVisibleCell();
        if (first != null && first.getLayoutY() < -0.5 && window.first() + first.getIndex() == firstShown()) {
            moving = true;
            try {
                flow.scrollToTop(first.getIndex());
            } finally {
                moving = false;
            }
        }
    }

    /** Shows these columns in this order, the others hidden after them: a saved view's columns. */
    private void arrange(List<Column> shown) {
        if (shown.equals(shownColumns())) {
            return;
        }
        List<TableColumn<ClipsRow, ?>> ordered = new ArrayList<>();
        for (Column column : shown) {
            table.getColumns().stream().filter(c -> column.equals(c.getUserData())).findFirst().ifPresent(ordered::add);
        }
        List<TableColumn<ClipsRow, ?>> hidden = table.getColumns().stream().filter(c -> !ordered.contains(c)).toList();
        arranging = true;
        try {
            ordered.forEach(c -> c.setVisible(true));
            hidden.forEach(c -> c.setVisible(false));
            List<TableColumn<ClipsRow, ?>> all = new ArrayList<>(ordered);
            all.addAll(hidden);
            table.getColumns().setAll(all);
        } finally {
            arranging = false;
        }
    }

    private List<Column> shownColumns() {
        return table.getColumns().stream().filter(TableColumn::isVisible).map(c -> (Column) c.getUserData()).toList();
    }

    /** Shows the view's sort in the headers when it was set other than by a click (a restored view). */
    private void showSort(Sort now) {
        if (now.equals(sortOf(table.getSortOrder()))) {
            return;
        }
        List<TableColumn<ClipsRow, ?>> order = new ArrayList<>();
        for (Sort.Key key : now.keys()) {
            table.getColumns().stream().filter(c -> key.column().equals(c.getUserData())).findFirst().ifPresent(c -> {
                c.setSortType(key.descending() ? TableColumn.SortType.DESCENDING : TableColumn.SortType.ASCENDING);
                order.add(c);
            });
        }
        table.getSortOrder().setAll(order);
    }

    ClipsTable(ObservableValue<ObservableList<ClipsRow>> rows, Property<Sort> sort,
                   ObservableValue<Long> revealed) {
        table.setId("clip-table");
        table.setAccessibleText("Clips of the dataset");
        table.setFixedCellSize(ROW_HEIGHT);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setRowFactory(shown -> new FlaggedRow());
        for (Column column : ViewColumns.DEFAULTS) {
            table.getColumns().add(column(column));
        }
        window.show(rows.getValue());
        table.setItems(window);
        // out of sight (behind the charts), the table's focus would read the new view's first row: it shows the view
        // once it is back in the window
        rows.addListener((obs, old, view) -> {
            if (getScene() == null) {
                outOfSight = view;
            } else {
                show(view);
            }
        });
        sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null && outOfSight != null) {
                ObservableList<ClipsRow> view = outOfSight;
                outOfSight = null;
                show(view);
            }
        });
        table.setSortPolicy(shown -> {
            if (!swapping) {
                sort.setValue(sortOf(shown.getSortOrder()));
            }
            return true;
        });
        sort.addListener((obs, old, now) -> {
            boolean was = swapping;
            swapping = true;
            try {
                showSort(now);
            } finally {
                swapping = was;
            }
        });
        revealed.addListener((obs, old, row) -> {
            if (row != null) {
                int index = row.intValue();
                // a few rows of context above the clip, not the clip glued to the top edge
                goTo(new Destination(Math.max(0, index - 3), index));
            }
        });
        table.skinProperty().addListener((obs, old, skin) -> attach());
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::toEnds);
        // the snapshot's table has no pages: the pages' keys move it a screen of rows
        ShortcutTargets.runs(Shortcut.PREVIOUS_PAGE, this, () -> goTo(new Destination(firstShown() - visibleRows(), -1)));
        ShortcutTargets.runs(Shortcut.NEXT_PAGE, this, () -> goTo(new Destination(firstShown() + visibleRows(), -1)));

        bar.setId("clip-scroll");
        bar.setOrientation(Orientation.VERTICAL);
        bar.setUnitIncrement(1);
        bar.managedProperty().bind(bar.visibleProperty());
        // the table's columns are wider than the window: shrunk beside it to its minimum, the bar was none at all
        bar.setMinWidth(Region.USE_PREF_SIZE);
        bar.valueProperty().addListener((obs, old, value) -> {
            if (!moving) {
                barMoved((int) Math.round(value.doubleValue()));
            }
        });
        window.onArrival(() -> {
            if (awaited != null && window.loaded(screenTop(awaited.top()), visibleRows())) {
                arrive(awaited);
            }
        });
        rowsWait.setOnFinished(event -> {
            if (awaited != null) {
                arrive(awaited);
            }
        });
        HBox.setHgrow(table, Priority.ALWAYS);
        getChildren().addAll(table, bar);
        span();
    }

    /** The view's row shown first. */
    int firstShown() {
        return (int) Math.round(bar.getValue());
    }

    /** The view's number of rows. */
    int rowCount() {
        return window.total();
    }

    /** The view's rows selected, by their place in the view. */
    List<Integer> selectedRows() {
        return table.getSelectionModel().getSelectedIndices().stream().map(i -> i + window.first()).toList();
    }

    /** Shows the rows of a new query from its top, keeping the sort order that asked for them. */
    private void show(ObservableList<ClipsRow> rows) {
        stopWaiting();
        List<TableColumn<ClipsRow, ?>> order = new ArrayList<>(table.getSortOrder());
        swapping = true;
        moving = true;
        try {
            window.show(rows);
            table.getSortOrder().setAll(order);
            table.getSelectionModel().clearSelection();
            bar.setValue(0);
            if (flow != null) {
                flow.scrollToTop(0);
            }
        } finally {
            swapping = false;
            moving = false;
        }
        span();
    }

    /** Takes over the table's own scrolling: its bar is hidden, and its position follows into ours. */
    private void attach() {
        flow = (VirtualFlow<?>) table.lookup(".virtual-flow");
        if (flow == null) {
            return;
        }
        for (Node node : flow.lookupAll(".scroll-bar")) {
            if (node instanceof ScrollBar own && own.getOrientation() == Orientation.VERTICAL) {
                // the table's bar spans only the window; ours spans the view
                own.setMinWidth(0);
                own.setPrefWidth(0);
                own.setMaxWidth(0);
                own.setOpacity(0);
                own.setMouseTransparent(true);
            }
        }
        flow.positionProperty().addListener((obs, old, position) -> followTable());
        flow.heightProperty().addListener((obs, old, height) -> {
            span();
            // the flow keeps its position as a fraction, so a new height showed the top row cut: keep it whole
            Platform.runLater(this::keepTopRowWhole);
        });
        placeAfterLayout();
    }

    /** After the table scrolled by wheel or keys: once it is laid out, the bar says where it is. */
    private void followTable() {
        Scene scene = getScene();
        if (moving || following || scene == null) {
            return;
        }
        // the rows on screen are known once the pulse has laid them out
        following = true;
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            scene.removePostLayoutPulseListener(listener[0]);
            following = false;
            follow();
        };
        scene.addPostLayoutPulseListener(listener[0]);
        Platform.requestNextPulse();
    }

    /** Sets the bar to the first row shown, and moves the window under the rows before its edge shows. */
    private void follow() {
        IndexedCell<?> top = flow == null ? null : firstOnScreen(flow);
        if (top == null) {
            return;
        }
        // the table scrolled itself: where the bar had moved to is no longer asked for
        stopWaiting();
        int inWindow = top.getIndex();
        int shown = window.first() + inWindow;
        moving = true;
        try {
            bar.setValue(Math.min(shown, bar.getMax()));
        } finally {
            moving = false;
        }
        boolean nearTop = inWindow < MARGIN && window.first() > 0;
        boolean nearBottom = inWindow + visibleRows() > window.size() - MARGIN
                && window.first() + window.size() < window.total();
        if (nearTop || nearBottom) {
            // out of the pulse, and unless something else moved the table meanwhile
            int first = window.first();
            Platform.runLater(() -> {
                IndexedCell<?> still = firstOnScreen(flow);
                if (window.first() == first && still != null && still.getIndex() == inWindow) {
                    showFrom(shown);
                }
            });
        }
    }

    /**
     * The first row on screen. The flow's first cell can lie wholly above its top edge (at some heights,
     * after a jump), and taken for the top row it put the bar one row before what shows.
     */
    private static IndexedCell<?> firstOnScreen(VirtualFlow<?> flow) {
        IndexedCell<?> first = flow.getFirstVisibleCell();
        if (first != null && first.getLayoutY() + first.getHeight() <= 0.5) {
            IndexedCell<?> next = flow.getVisibleCell(first.getIndex() + 1);
            return next != null ? next : first;
        }
        return first;
    }

    /** The bar moved to the view's row {@code row}: during a drag the table shows it at once, else as {@link #goTo}. */
    private void barMoved(int row) {
        long now = System.nanoTime();
        boolean dragged = now - barMovedAt < ROWS_WAIT_NANOS;
        barMovedAt = now;
        if (dragged) {
            showFrom(row);
        } else {
            goTo(new Destination(row, -1));
        }
    }

    /**
     * Where the table is sent: the view's row to show at the top, and the view's row to select then (-1 for none).
     */
    private record Destination(int top, int selected) {
    }

    /**
     * Sends the table to {@code to}. Past the window, where its rows are still to be read, the table keeps the rows it
     * shows until they are, for at most {@link #ROWS_WAIT}; otherwise it goes at once.
     */
    private void goTo(Destination to) {
        int shown = screenTop(to.top());
        int inWindow = shown - window.first();
        if ((inWindow >= 0 && inWindow + visibleRows() <= window.size()) || window.loaded(shown, visibleRows())) {
            arrive(to);
            return;
        }
        awaited = to;
        if (rowsWait.getStatus() != Animation.Status.RUNNING) {
            rowsWait.playFromStart();
        }
    }

    /** The view's row at the top of the screen when the table is sent to {@code top}: at the view's end, an earlier one. */
    private int screenTop(int top) {
        return Math.max(0, Math.min(top, window.total() - visibleRows()));
    }

    private void arrive(Destination at) {
        showFrom(at.top());
        if (at.selected() >= 0) {
            table.getSelectionModel().clearAndSelect(at.selected() - window.first());
        }
    }

    /** How long a move of the bar past the window waits for its rows ({@link #ROWS_WAIT} unless a test says). */
    void waitForRowsAtMost(Duration most) {
        rowsWait.setDuration(most);
    }

    private void stopWaiting() {
        awaited = null;
        rowsWait.stop();
    }

    /** Shows the view's row {@code row} at the top, moving the window around it when it is near its edge. */
    private void showFrom(int row) {
        stopWaiting();
        int target = Math.max(0, Math.min(row, window.total() - 1));
        moving = true;
        try {
            int inWindow = target - window.first();
            if (inWindow < MARGIN || inWindow + visibleRows() > window.size() - MARGIN) {
                List<Integer> selected = selectedRows();
                window.moveTo(target - RowWindow.SIZE / 2);
                reselect(selected);
            }
            if (flow != null) {
                flow.scrollToTop(target - window.first());
                if (target >= window.total() - visibleRows()) {
                    // at the view's end the flow could stop a row short of the last (seen at a 620 px stage)
                    flow.scrollTo(window.size() - 1);
                }
            }
            bar.setValue(Math.min(target, bar.getMax()));
        } finally {
            moving = false;
        }
    }

    /** Selects again the rows selected before the window moved, those it still holds. */
    private void reselect(List<Integer> rows) {
        table.getSelectionModel().clearSelection();
        int[] inWindow = rows.stream().mapToInt(row -> row - window.first())
                .filter(i -> i >= 0 && i < window.size()).toArray();
        if (inWindow.length > 0) {
            table.getSelectionModel().selectIndices(inWindow[0], inWindow);
        }
    }

    /** Ctrl+Home and Ctrl+End go to the view's ends, not the window's. */
    private void toEnds(KeyEvent event) {
        if (!event.isShortcutDown() || (event.getCode() != KeyCode.HOME && event.getCode() != KeyCode.END)) {
            return;
        }
        int row = event.getCode() == KeyCode.HOME ? 0 : window.total() - 1;
        if (row < 0) {
            return;
        }
        goTo(new Destination(row, row));
        event.consume();
    }

    /** The bar spans the view: one step a row, one page the rows that fit. */
    private void span() {
        int visible = Math.max(1, Math.min(visibleRows(), window.total()));
        moving = true;
        try {
            bar.setMax(Math.max(0, window.total() - visible));
            bar.setVisibleAmount(visible);
            bar.setBlockIncrement(visible);
        } finally {
            moving = false;
        }
        bar.setVisible(window.total() > visible);
    }

    private int visibleRows() {
        return flow == null || flow.getHeight() <= 0 ? 1 : (int) (flow.getHeight() / ROW_HEIGHT);
    }

    private static TableColumn<ClipsRow, String> column(Column column) {
        TableColumn<ClipsRow, String> shown = new TableColumn<>();
        shown.setId("ws-col-" + column.sqlName());
        Label heading = new Label(ClipColumns.heading(column));
        heading.setTooltip(new Tooltip(ColumnDefinitions.tooltip(column)));
        shown.setGraphic(heading);
        shown.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().text(column)));
        shown.setCellFactory(c -> {
            Tables.TextCell<ClipsRow> cell = new Tables.TextCell<>();
            if (column.kind().isNumeric()) {
                cell.getStyleClass().add("number-column");
            }
            return cell;
        });
        shown.setUserData(column);
        // wide enough for the heading and its sort arrow, so that no heading is cut short
        double headingWidth = 9 * ClipColumns.heading(column).length() + 40;
        shown.setPrefWidth(Math.max(headingWidth, switch (column.kind()) {
            case TEXT -> 140;
            case TERMS -> 170;
            default -> 80;
        }));
        return shown;
    }

    private static Sort sortOf(List<TableColumn<ClipsRow, ?>> order) {
        List<Sort.Key> keys = new ArrayList<>();
        for (TableColumn<ClipsRow, ?> column : order) {
            keys.add(new Sort.Key((Column) column.getUserData(), column.getSortType() == TableColumn.SortType.DESCENDING));
        }
        return new Sort(keys);
    }

    /** A row marked {@code :unreadable}, saying why, when nothing of its clip could be measured. */
    private static final class FlaggedRow extends TableRow<ClipsRow> {
        /** Made for the first unreadable clip the row shows: a tooltip is a popup window with a scene of its own. */
        private Tooltip why;

        @Override
        protected void updateItem(ClipsRow row, boolean empty) {
            super.updateItem(row, empty);
            String reason = empty || row == null ? null : row.unreadable().orElse(null);
            pseudoClassStateChanged(UNREADABLE, reason != null);
            if (reason != null && why == null) {
                why = new Tooltip();
            }
            if (why != null) {
                why.setText(reason);
            }
            setTooltip(reason == null ? null : why);
        }
    }
}
