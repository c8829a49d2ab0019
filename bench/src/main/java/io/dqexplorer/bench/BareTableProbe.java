package io.dqexplorer.bench;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import javafx.application.Application;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableListBase;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * JavaFX's table alone, the second reference beside {@link TableProbe}'s steps: what the table itself costs on
 * this machine, with nothing of the app. A JVM of its own, as cold as the app's when it opens the Clips tab: a
 * window of the app's size in the app's theme (AtlantaFX's Primer Light) with two tabs; the second, built when it
 * is selected, holds a {@link TableView} of the clip table's shape (its columns, headings and widths, its fixed
 * row height, the size it has on the app's screen, a window of {@value #WINDOW} rows) with JavaFX's own cells.
 * Its rows are the texts the app shows for the same views of the same snapshot, read before the steps and not
 * timed: no query, no thread hop. Each step is timed as the app's ({@link StepTimer}): the open, the tab selected
 * and its table built until its rows are laid out; a filter, its clearing and a sort, the window's rows replaced
 * by the new view's, each place told as updated as the app's window does; the jump, the view's last rows shown.
 *
 * <pre>DQ_CACHE_DIR=... java -cp dq-bench.jar:dq-explorer.jar io.dqexplorer.bench.BareTableProbe DATASET WIDTH HEIGHT RESULTS</pre>
 */
public final class BareTableProbe {

    /** The app's window of rows ({@code RowWindow.SIZE}). */
    static final int WINDOW = 400;
    private static final double ROW_HEIGHT = 24;
    private static final long STEP_WAIT_MILLIS = 60_000;
    /** The app's theme and its columns' texts, from its jar beside this one: the bench builds without the desktop module. */
    private static final String THEME = "atlantafx.base.theme.PrimerLight";
    private static final String CLIP_COLUMNS = "io.dqexplorer.desktop.clips.ClipColumns";

    /** The rows of one view, as the table's cells show them: one text a column. */
    private record View(List<String[]> rows) {
    }

    private final Scene scene;
    private final TabPane tabs;
    private TableView<String[]> table;
    private final SceneNodes nodes;
    private final Rows window = new Rows();

    private BareTableProbe(Scene scene, TabPane tabs) {
        this.scene = scene;
        this.nodes = new SceneNodes(scene);
        this.tabs = tabs;
    }

    /** Not an {@link Application} itself: Java's launcher would then ask for JavaFX as modules. */
    public static void main(String[] args) {
        Application.launch(Window.class, args);
    }

    /** The window; it starts the probe's thread once shown. */
    public static final class Window extends Application {
        @Override
        public void start(Stage stage) throws ReflectiveOperationException {
            Object theme = Class.forName(THEME).getConstructor().newInstance();
            Application.setUserAgentStylesheet((String) theme.getClass().getMethod("getUserAgentStylesheet").invoke(theme));
            TabPane tabs = new TabPane(new Tab("Datasets", new Label("the clip table is on the next tab")), new Tab("Clips"));
            Scene scene = new Scene(tabs, 1360, 860);
            stage.setScene(scene);
            stage.show();
            List<String> args = getParameters().getRaw();
            if (args.size() != 4) {
                System.err.println("usage: BareTableProbe DATASET WIDTH HEIGHT RESULTS");
                System.exit(2);
            }
            BareTableProbe probe = new BareTableProbe(scene, tabs);
            ProbeThread.start(() -> probe.drive(args.get(0), Double.parseDouble(args.get(1)),
                    Double.parseDouble(args.get(2)), Path.of(args.get(3))));
        }
    }

    private void drive(String dataset, double width, double height, Path results) throws Exception {
        Thread.sleep(AppProbe.SETTLE_MILLIS);
        List<List<View>> cycles = new ArrayList<>();
        View whole;
        try (TableFloor floor = TableFloor.of(dataset)) {
            floor.keepOpen();
            long clips = floor.count(SqlCondition.ALL);
            whole = view(floor, SqlCondition.ALL, Sort.SERVICE_ORDER, 0, clips);
            for (int cycle = 0; cycle < TableProbe.CYCLES; cycle++) {
                SqlCondition filtered = Filter.parse(TableProbe.CYCLE_FILTERS.get(cycle)).sql(TermResolver.exact());
                Sort sorted = Sort.by(TableProbe.CYCLE_SORTS.get(cycle), false);
                cycles.add(List.of(view(floor, filtered, Sort.SERVICE_ORDER, 0, floor.count(filtered)), whole,
                        view(floor, SqlCondition.ALL, sorted, 0, clips),
                        view(floor, SqlCondition.ALL, sorted, Math.max(0, clips - WINDOW), clips)));
            }
        }
        Thread.sleep(AppProbe.SETTLE_MILLIS);
        record(results, TableProbe.OPEN, StepTimer.timed(scene, TableProbe.OPEN, () -> open(whole, width, height),
                () -> shown(whole, false), STEP_WAIT_MILLIS));
        List<String> steps = List.of(TableProbe.FILTER, TableProbe.CLEAR, TableProbe.SORT, TableProbe.JUMP);
        for (List<View> views : cycles) {
            for (int step = 0; step < steps.size(); step++) {
                View view = views.get(step);
                boolean toTheEnd = steps.get(step).equals(TableProbe.JUMP);
                Thread.sleep(AppProbe.SETTLE_MILLIS);
                record(results, steps.get(step), StepTimer.timed(scene, steps.get(step), () -> show(view, toTheEnd),
                        () -> shown(view, toTheEnd), STEP_WAIT_MILLIS));
            }
        }
    }

    /** The first {@value #WINDOW} rows of the view from {@code offset}, in the texts the app's cells show. */
    private static View view(TableFloor floor, SqlCondition condition, Sort sort, long offset, long count)
            throws SQLException, ReflectiveOperationException {
        Method text = Class.forName(CLIP_COLUMNS).getMethod("text", Column.class, Object.class);
        RowBlock block = floor.rows(condition, sort, offset, (int) Math.min(WINDOW, count - offset), count);
        List<String[]> rows = new ArrayList<>();
        for (RowBlock.Row row : block.rows()) {
            String[] texts = new String[ViewColumns.DEFAULTS.size()];
            for (int i = 0; i < texts.length; i++) {
                texts[i] = (String) text.invoke(null, ViewColumns.DEFAULTS.get(i), row.values().get(i));
            }
            rows.add(texts);
        }
        return new View(rows);
    }

    /** The Clips tab selected, its table built with the view's rows: the app builds its tab on the first click too. */
    private void open(View view, double width, double height) {
        table = new TableView<>();
        table.setFixedCellSize(ROW_HEIGHT);
        for (int i = 0; i < ViewColumns.DEFAULTS.size(); i++) {
            table.getColumns().add(column(ViewColumns.DEFAULTS.get(i), i));
        }
        window.show(view.rows());
        table.setItems(window);
        table.setPrefSize(width, height);
        tabs.getTabs().get(1).setContent(new Pane(table));
        tabs.getSelectionModel().select(1);
    }

    /** The table's flow, kept as the app's probe keeps its nodes: a lookup walks every cell. */
    private VirtualFlow<?> flow() {
        return (VirtualFlow<?>) nodes.found(".virtual-flow", () -> WorkspaceProbe.flow(table));
    }

    /** The window's rows replaced by the view's; with {@code toTheEnd}, its last rows scrolled to. */
    private void show(View view, boolean toTheEnd) {
        window.show(view.rows());
        VirtualFlow<?> flow = flow();
        if (toTheEnd) {
            flow.scrollTo(window.size() - 1);
        } else {
            flow.scrollToTop(0);
        }
    }

    /** Whether every row on screen holds the view's row of its place, and (with {@code toTheEnd}) its last row shows. */
    private boolean shown(View view, boolean toTheEnd) {
        VirtualFlow<?> flow = table == null ? null : flow();
        IndexedCell<?> first = flow == null ? null : flow.getFirstVisibleCell();
        IndexedCell<?> last = flow == null ? null : flow.getLastVisibleCell();
        if (first == null || last == null || (toTheEnd && last.getIndex() != view.rows().size() - 1)) {
            return false;
        }
        for (int index = first.getIndex(); index <= last.getIndex(); index++) {
            IndexedCell<?> cell = flow.getVisibleCell(index);
            if (cell == null || cell.getItem() != view.rows().get(index)) {
                return false;
            }
        }
        return true;
    }

    /** The app's column ({@code ClipsTable.column}): its heading, and a width that shows it whole. */
    private static TableColumn<String[], String> column(Column column, int index) {
        String heading;
        try {
            heading = (String) Class.forName(CLIP_COLUMNS).getMethod("heading", Column.class).invoke(null, column);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no " + CLIP_COLUMNS + ".heading in the app's jar", e);
        }
        TableColumn<String[], String> shown = new TableColumn<>(heading);
        shown.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue()[index]));
        shown.setPrefWidth(Math.max(9 * heading.length() + 40, switch (column.kind()) {
            case TEXT -> 140;
            case TERMS -> 170;
            default -> 80;
        }));
        return shown;
    }

    /** One line of the results: the step; its time, the process's CPU and the FX thread's; where the CPU went. */
    private static void record(Path results, String name, StepTimer.Shown shown) throws IOException {
        String line = String.format(Locale.US, "%s\t%.1f\t%.1f\t%.1f\t%s%n", name, shown.millis(), shown.cpuMillis(),
                shown.fxCpuMillis(), shown.threads());
        System.out.print("dq-bench probe: " + line);
        Files.writeString(results, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** The table's rows; a new view's rows in the same places are told as updated, as the app's {@code RowWindow} does. */
    private static final class Rows extends ObservableListBase<String[]> {
        private List<String[]> rows = List.of();

        void show(List<String[]> next) {
            List<String[]> old = rows;
            rows = next;
            beginChange();
            if (old.size() == next.size()) {
                for (int i = 0; i < next.size(); i++) {
                    nextUpdate(i);
                }
            } else {
                nextReplace(0, next.size(), old);
            }
            endChange();
        }

        @Override
        public String[] get(int index) {
            return rows.get(index);
        }

        @Override
        public int size() {
            return rows.size();
        }
    }
}
