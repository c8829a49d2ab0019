package io.dqexplorer.bench;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.skin.VirtualFlow;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;

/**
 * The app's own {@code main} in this JVM, signed in through its form ({@link WorkspaceProbe#signIn}), with the
 * dataset's snapshot already on disk, and a thread beside it that works the clip table as a user would: opens
 * the Clips tab ({@value #OPEN}), then {@value #CYCLES} times applies a filter ({@value #FILTER}), clears it
 * ({@value #CLEAR}), sorts by a column ({@value #SORT}), jumps to the last row ({@value #JUMP}), and applies the
 * filter with the Charts tab in front ({@value #SUMMARY}). Each step is timed from the action on the FX thread
 * to the end of the first layout pulse after which its result is on screen: the table's window holds the new
 * view, the scroll bar and the count label say its count, and every row on screen holds its clip (for the
 * summary step: the summary's cards, the histogram and the group-by replaced by the new subset's).
 *
 * <p>Beside each, its floor ({@link TableFloor}): the same queries through the workspace's own query API on
 * the same file in this JVM, while the app is idle; before the app's step in one cycle and after it in the
 * other, so that neither side always finds DuckDB's buffers warmed by the other. The open's floor comes
 * first (the file then is not yet open in this process). The figures go to {@code RESULTS}, one line a step
 * ({@link #record}).
 *
 * <pre>DQ_CLIENT_SECRET=... DQ_CACHE_DIR=... java -XX:StartFlightRecording=... -cp dq-bench.jar:dq-explorer.jar
 *     io.dqexplorer.bench.TableProbe SERVICE_URL TOKEN_URL CLIENT_ID DATASET CLIPS RESULTS</pre>
 */
public final class TableProbe {

    static final String OPEN = "open the Clips tab, snapshot on disk → rows shown";
    static final String FILTER = "a filter applied → count and rows shown";
    static final String CLEAR = "clear the filter → rows shown";
    static final String SORT = "sort by a column → rows shown";
    static final String JUMP = "jump to the last row (sorted) → rows shown";
    static final String SUMMARY = "a filter applied → summary, histogram, group-by shown";
    /** A term the sandbox's datasets publish among their objects, so the app's vocabulary maps it to itself. */
    static final String FILTER_TEXT = "objects has \"knife\"";
    /**
     * The filter of each cycle's filter step: another term in the second, as the app shows a view it showed a moment
     * ago without a query, and the step is a filter not applied before.
     */
    static final String SECOND_FILTER_TEXT = "objects has \"spoon\"";
    static final List<String> CYCLE_FILTERS = List.of(FILTER_TEXT, SECOND_FILTER_TEXT);
    /** The column the sort step sorts by; a name, so that the harness, which runs without the workspace, prints it. */
    static final String SORTED_BY = "distorted_share";
    /** The second cycle's sort column, a sort not shown before, as its filter is. */
    static final String SECOND_SORTED_BY = "jerky_share";
    static final List<Column> CYCLE_SORTS = List.of(Column.named(SORTED_BY).orElseThrow(),
            Column.named(SECOND_SORTED_BY).orElseThrow());
    static final int CYCLES = 2;
    /** The results' line that gives the table's width and height on screen rather than a step's figures. */
    static final String TABLE_SIZE = "#table size";
    private static final long OPEN_WAIT_MILLIS = 5 * 60_000;
    private static final long STEP_WAIT_MILLIS = 60_000;
    private static final String FIELD = "#ws-filter-field";

    private final Scene scene;
    /** The nodes the checks look at, by selector. */
    private final SceneNodes nodes;
    private final int clips;
    private final TableFloor floor;
    private final Path results;
    private final SqlCondition filtered = Filter.parse(FILTER_TEXT).sql(TermResolver.exact());

    private TableProbe(Scene scene, int clips, TableFloor floor, Path results) {
        this.scene = scene;
        this.nodes = new SceneNodes(scene);
        this.clips = clips;
        this.floor = floor;
        this.results = results;
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: TableProbe SERVICE_URL TOKEN_URL CLIENT_ID DATASET CLIPS RESULTS");
            System.exit(2);
        }
        String secret = System.getenv("DQ_CLIENT_SECRET");
        ProbeThread.start(() -> drive(args[0], args[1], args[2], secret, args[3], Integer.parseInt(args[4]),
                Path.of(args[5])));
        Class.forName(AppProbe.APP_MAIN).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
    }

    private static void drive(String serviceUrl, String tokenUrl, String clientId, String secret, String dataset,
                              int clips, Path results) throws Exception {
        Scene scene = WorkspaceProbe.signIn(serviceUrl, tokenUrl, clientId, secret);
        ListView<?> datasets = WorkspaceProbe.datasetList(scene);
        try (TableFloor floor = TableFloor.of(dataset)) {
            new TableProbe(scene, clips, floor, results).run(datasets, dataset);
        }
    }

    private void run(ListView<?> datasets, String dataset) throws Exception {
        Thread.sleep(AppProbe.SETTLE_MILLIS);
        TableFloor.Timed openFloor = floor.open();
        Thread.sleep(AppProbe.SETTLE_MILLIS);
        StepTimer.Shown open = timed(OPEN, () -> WorkspaceProbe.openClips(scene, datasets, dataset), () -> {
            if (WorkspaceProbe.fetching(scene)) {
                throw new IllegalStateException("the app fetches the snapshot: the one on disk is not current");
            }
            return viewShown(String.format(Locale.US, "%,d clips", clips));
        }, OPEN_WAIT_MILLIS);
        record(OPEN, open, openFloor);
        floor.keepOpen();
        // the rows a screen holds, for the floor of the jump: the table's own height decides it
        int screenRows = AppProbe.onFx(() -> {
            VirtualFlow<?> flow = flow();
            return flow.getLastVisibleCell().getIndex() - flow.getFirstVisibleCell().getIndex() + 1;
        });
        // the table's size on screen, for JavaFX's table alone (BareTableProbe) to show as many cells
        String size = AppProbe.onFx(() -> String.format(Locale.US, "%s\t%.0f\t%.0f%n", TABLE_SIZE, table().getWidth(),
                table().getHeight()));
        Files.writeString(results, size, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);

        for (int cycle = 0; cycle < CYCLES; cycle++) {
            boolean floorFirst = cycle % 2 == 1;
            String cycleFilter = CYCLE_FILTERS.get(cycle);
            SqlCondition cycleCondition = Filter.parse(cycleFilter).sql(TermResolver.exact());
            typeFilter(cycleFilter);
            TableFloor.Timed filterFloor = step(FILTER, floorFirst, () -> floor.view(cycleCondition, Sort.SERVICE_ORDER),
                    () -> timedView(FILTER, this::applyFilter));
            String count = AppProbe.onFx(() -> countLabel().getText());
            if (!count.startsWith(String.format(Locale.US, "%,d of ", filterFloor.count()))) {
                throw new IllegalStateException("the floor counts " + filterFloor.count() + " clips for " + cycleFilter
                        + ", the app shows \"" + count + "\": not the same condition");
            }
            step(CLEAR, floorFirst, () -> floor.view(SqlCondition.ALL, Sort.SERVICE_ORDER),
                    () -> timedView(CLEAR, this::removeChip));
            Column sortColumn = CYCLE_SORTS.get(cycle);
            Sort sorted = Sort.by(sortColumn, false);
            step(SORT, floorFirst, () -> floor.view(SqlCondition.ALL, sorted),
                    () -> timedView(SORT, () -> sortByColumn(sortColumn)));
            step(JUMP, floorFirst, () -> floor.lastRows(SqlCondition.ALL, sorted, clips, screenRows),
                    () -> timed(JUMP, () -> bar().setValue(bar().getMax()), this::lastRowsShown,
                            STEP_WAIT_MILLIS));
            // back to the service's order at the top, untimed
            Thread.sleep(AppProbe.SETTLE_MILLIS);
            timedView("untimed: the service's order again", () -> table().getSortOrder().clear());

            showCharts(true);
            typeFilter(FILTER_TEXT);
            step(SUMMARY, floorFirst, () -> floor.summaries(filtered), this::timedSummaries);
            Thread.sleep(AppProbe.SETTLE_MILLIS);
            removeChipUntimed();
            showCharts(false);
        }
    }

    /** Settles, then the step in the app and its floor, in the order asked; records both. */
    private TableFloor.Timed step(String name, boolean floorFirst, Callable<TableFloor.Timed> floorQueries,
                                  Callable<StepTimer.Shown> app) throws Exception {
        Thread.sleep(AppProbe.SETTLE_MILLIS);
        TableFloor.Timed floorTimed = null;
        if (floorFirst) {
            floorTimed = floorQueries.call();
            Thread.sleep(AppProbe.SETTLE_MILLIS);
        }
        StepTimer.Shown shown = app.call();
        if (!floorFirst) {
            Thread.sleep(AppProbe.SETTLE_MILLIS);
            floorTimed = floorQueries.call();
        }
        record(name, shown, floorTimed);
        return floorTimed;
    }

    /**
     * One line of the results: the step; the app's time, its CPU and its FX thread's; the floor's time, its CPU,
     * its parts; where the app's CPU went.
     */
    private void record(String name, StepTimer.Shown app, TableFloor.Timed floorTimed) throws IOException {
        String line = String.format(Locale.US, "%s\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%s\t%s%n", name, app.millis(),
                app.cpuMillis(), app.fxCpuMillis(), floorTimed.millis(), floorTimed.cpuMillis(), floorTimed.parts(),
                app.threads());
        System.out.print("dq-bench probe: " + line);
        Files.writeString(results, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** The filter's text in the field, as typed before Enter; untimed, and a moment for the completion to settle. */
    private void typeFilter(String text) throws Exception {
        AppProbe.onFx(() -> {
            ((TextInputControl) scene.lookup(FIELD)).setText(text);
            return null;
        });
        Thread.sleep(AppProbe.SETTLE_MILLIS);
    }

    /** Enter in the filter field. */
    private void applyFilter() {
        Node field = scene.lookup(FIELD);
        field.fireEvent(new ActionEvent(field, field));
    }

    /** The × of the filter's one chip. */
    private void removeChip() {
        ((ButtonBase) scene.lookup(".ws-chip-remove")).fire();
    }

    /** A click on the column's header: the table sorts by it alone, ascending. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void sortByColumn(Column sortColumn) {
        TableView table = table();
        TableColumn<?, ?> column = table().getColumns().stream()
                .filter(c -> ("ws-col-" + sortColumn.sqlName()).equals(c.getId())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no column " + sortColumn.sqlName()));
        column.setSortType(TableColumn.SortType.ASCENDING);
        table.getSortOrder().setAll(column);
    }

    private void removeChipUntimed() throws Exception {
        timed("untimed: the filter cleared", this::removeChip, () -> countLabel().getText().equals(String.format(Locale.US, "%,d clips", clips)),
                STEP_WAIT_MILLIS);
        Thread.sleep(AppProbe.SETTLE_MILLIS);
    }

    /** The Charts tab in front (true) or the Table tab, untimed, until what it shows is there. */
    private void showCharts(boolean charts) throws Exception {
        Thread.sleep(AppProbe.SETTLE_MILLIS);
        timed(charts ? "untimed: the Charts tab" : "untimed: the Table tab", () -> {
            TabPane views = (TabPane) scene.lookup("#ws-views");
            views.getSelectionModel().select(charts ? 1 : 0);
        }, () -> charts ? hasChildren("#histogram-plot") && hasItems("#group-by-table")
                : WorkspaceProbe.visibleRowsLoaded(flow()), STEP_WAIT_MILLIS);
    }

    /**
     * The action, until the table shows a new view: its window's rows all changed at once since the action (the
     * window tells a new view of its size as an update of every place; a block's rows arriving update only some of
     * them, or come after the new view), then the count label, the bar and the rows on screen as {@link #viewShown}.
     */
    private StepTimer.Shown timedView(String name, Runnable action) throws Exception {
        Watch replaced = new Watch(true);
        return timed(name, () -> {
            replaced.watch(table().getItems());
            action.run();
        }, () -> replaced.seen && viewShown(null), STEP_WAIT_MILLIS);
    }

    /** The action (a filter applied with the charts in front), until the summary, the histogram and the group-by are replaced. */
    private StepTimer.Shown timedSummaries() throws Exception {
        Watch summary = new Watch(false);
        Watch histogram = new Watch(false);
        Watch groups = new Watch(false);
        return timed(SUMMARY, () -> {
            summary.watch(((Parent) scene.lookup("#ws-summary")).getChildrenUnmodifiable());
            histogram.watch(((Parent) scene.lookup("#histogram-plot")).getChildrenUnmodifiable());
            groups.watch(((TableView<?>) scene.lookup("#group-by-table")).getItems());
            applyFilter();
        }, () -> summary.seen && histogram.seen && groups.seen && countLabel().getText().contains(" of "),
                STEP_WAIT_MILLIS);
    }

    /**
     * Whether the table shows a view whole: the bar spans as many rows as the count label says (or, when
     * {@code countText} is given, the label says that), and every row on screen holds its clip.
     */
    private boolean viewShown(String countText) {
        TableView<?> table = table();
        ScrollBar bar = bar();
        if (table == null || bar == null || !WorkspaceProbe.shown(table)) {
            return false;
        }
        Labeled count = countLabel();
        if (count == null) {
            return false;
        }
        long rows = Math.round(bar.getMax() + bar.getVisibleAmount());
        String label = count.getText();
        boolean counted = countText != null ? label.equals(countText)
                : label.startsWith(String.format(Locale.US, "%,d ", rows));
        return counted && WorkspaceProbe.visibleRowsLoaded(flow());
    }

    /** Whether the table shows the view's last row, and every row on screen is loaded. */
    private boolean lastRowsShown() {
        VirtualFlow<?> flow = flow();
        IndexedCell<?> last = flow == null ? null : flow.getLastVisibleCell();
        Object row = last == null ? null : last.getItem();
        return row != null && WorkspaceProbe.isLoaded(row) && indexOf(row) == clips - 1L
                && WorkspaceProbe.visibleRowsLoaded(flow);
    }

    /** {@code ClipsRow.index()}: the row's place in the view. */
    private static long indexOf(Object row) {
        try {
            return (Long) row.getClass().getMethod("index").invoke(row);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a clip row without index(): " + row, e);
        }
    }

    private StepTimer.Shown timed(String name, Runnable action, BooleanSupplier onScreen, long waitMillis) throws Exception {
        return StepTimer.timed(scene, name, action, onScreen, waitMillis);
    }

    private TableView<?> table() {
        return (TableView<?>) nodes.found("#clip-table", () -> scene.lookup("#clip-table"));
    }

    private ScrollBar bar() {
        return (ScrollBar) nodes.found("#clip-scroll", () -> WorkspaceProbe.bar(scene));
    }

    private Labeled countLabel() {
        return (Labeled) nodes.found("#ws-count", () -> scene.lookup("#ws-count"));
    }

    private VirtualFlow<?> flow() {
        TableView<?> table = table();
        return table == null ? null : (VirtualFlow<?>) nodes.found(".virtual-flow", () -> WorkspaceProbe.flow(table));
    }

    private boolean hasChildren(String selector) {
        return scene.lookup(selector) instanceof Parent parent && !parent.getChildrenUnmodifiable().isEmpty();
    }

    private boolean hasItems(String selector) {
        return scene.lookup(selector) instanceof TableView<?> table && !table.getItems().isEmpty();
    }

    /**
     * Whether a list changed other than by updates since {@link #watch} (or, if asked, by an update of every element
     * at once): a table's window showing a new view or moved (the rows of a block that arrive are updates of some
     * of its places), a pane's nodes made anew. Lives on the FX thread; stops watching at its first change.
     */
    private static final class Watch implements ListChangeListener<Object> {
        private final boolean wholeUpdates;
        private ObservableList<Object> list;
        private boolean seen;

        Watch(boolean wholeUpdates) {
            this.wholeUpdates = wholeUpdates;
        }

        @SuppressWarnings("unchecked")
        void watch(ObservableList<?> watched) {
            list = (ObservableList<Object>) watched;
            list.addListener(this);
        }

        @Override
        public void onChanged(Change<?> change) {
            int updated = 0;
            while (change.next()) {
                if (change.wasUpdated()) {
                    updated += change.getTo() - change.getFrom();
                } else {
                    seen = true;
                }
            }
            if (wholeUpdates && updated > 0 && updated == change.getList().size()) {
                seen = true;
            }
            if (seen) {
                // after the change has been told to every listener: a list does not take listeners off mid-change
                Platform.runLater(() -> list.removeListener(this));
            }
        }
    }
}
