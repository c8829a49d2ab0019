package io.dqexplorer.bench;

import javafx.animation.AnimationTimer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The app's own {@code main} in this JVM (no {@code --demo}: the sign-in form is filled in, as a user
 * would, with the service, token URL and client given here and the secret from {@code DQ_CLIENT_SECRET}),
 * and a thread beside it that opens a dataset's Clips tab ({@value #OPEN}: until the snapshot's fetch
 * shows its progress, or its rows show), waits while the fetch runs ({@value #FETCH}, when the cache
 * folder has no snapshot) and until the snapshot's rows show ({@value #SHOW}), then scrolls the
 * snapshot's table through its whole range:
 * <ul>
 *   <li>{@value #SWEEP}: our scroll bar beside the table from top to bottom in {@value #SWEEP_FRAMES} even steps,
 *       one a frame, as a drag of the scroll bar's thumb would; it does not wait for rows to load;</li>
 *   <li>{@value #WHEEL}: {@value #WHEEL_ROWS} rows up a frame for {@value #WHEEL_FRAMES} frames, as a
 *       mouse wheel would;</li>
 *   <li>{@value #JUMPS}: to fixed places (middle, near each end, quarters, the top), each once the rows
 *       of the previous one are loaded, as "jump to clip" does.</li>
 * </ul>
 * Each is an {@link AppProbe.Step} JFR event, which also holds the process's resident set then.
 *
 * <pre>DQ_CLIENT_SECRET=... java -XX:StartFlightRecording=... -cp dq-bench.jar:dq-explorer.jar
 *     io.dqexplorer.bench.WorkspaceProbe SERVICE_URL TOKEN_URL CLIENT_ID DATASET CLIPS</pre>
 */
public final class WorkspaceProbe {

    static final String OPEN = "Clips tab opened";
    static final String FETCH = "snapshot fetch, until its progress goes";
    static final String SHOW = "snapshot's rows shown";
    static final String SWEEP = "drag through every row";
    static final String WHEEL = "wheel";
    static final String JUMPS = "jumps";
    static final int SWEEP_FRAMES = 600;
    static final int WHEEL_FRAMES = 300;
    static final int WHEEL_ROWS = 3;
    private static final double[] JUMP_TO = {0.5, 0.02, 0.98, 0.25, 0.75, 0.1, 0.9, 0};
    /** A million-clip fetch takes minutes on a busy two-core machine. */
    private static final long FETCH_WAIT_MILLIS = 15 * 60_000;
    private static final long SCROLL_WAIT_MILLIS = 5 * 60_000;

    private WorkspaceProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: WorkspaceProbe SERVICE_URL TOKEN_URL CLIENT_ID DATASET CLIPS");
            System.exit(2);
        }
        String secret = System.getenv("DQ_CLIENT_SECRET");
        ProbeThread.start(() -> drive(args[0], args[1], args[2], secret, args[3], Integer.parseInt(args[4])));
        Class.forName(AppProbe.APP_MAIN).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
    }

    private static void drive(String serviceUrl, String tokenUrl, String clientId, String secret, String dataset,
                              int clips) throws Exception {
        Scene scene = signIn(serviceUrl, tokenUrl, clientId, secret);
        ListView<?> datasets = datasetList(scene);
        Thread.sleep(AppProbe.SETTLE_MILLIS);

        TableView<?>[] table = new TableView<?>[1];
        AppProbe.step(OPEN, () -> openClips(scene, datasets, dataset),
                () -> fetching(scene) || rowsShown(scene, clips, table), FETCH_WAIT_MILLIS);
        AppProbe.step(FETCH, () -> { }, () -> !fetching(scene), FETCH_WAIT_MILLIS);
        AppProbe.step(SHOW, () -> { }, () -> rowsShown(scene, clips, table), FETCH_WAIT_MILLIS);
        VirtualFlow<?> flow = AppProbe.onFx(() -> flow(table[0]));
        ScrollBar bar = AppProbe.onFx(() -> bar(scene));

        Thread.sleep(AppProbe.SETTLE_MILLIS);
        List<Move> sweep = new ArrayList<>();
        for (int frame = 1; frame <= SWEEP_FRAMES; frame++) {
            double position = (double) frame / SWEEP_FRAMES;
            sweep.add(new Move(() -> bar.setValue(position * bar.getMax()), () -> true));
        }
        sweep.add(new Move(() -> { }, () -> visibleRowsLoaded(flow)));
        scroll(SWEEP, sweep);

        Thread.sleep(AppProbe.SETTLE_MILLIS);
        double rowHeight = AppProbe.onFx(table[0]::getFixedCellSize);
        List<Move> wheel = new ArrayList<>();
        for (int frame = 0; frame < WHEEL_FRAMES; frame++) {
            wheel.add(new Move(() -> flow.scrollPixels(-WHEEL_ROWS * rowHeight), () -> true));
        }
        wheel.add(new Move(() -> { }, () -> visibleRowsLoaded(flow)));
        scroll(WHEEL, wheel);

        Thread.sleep(AppProbe.SETTLE_MILLIS);
        List<Move> jumps = new ArrayList<>();
        for (double to : JUMP_TO) {
            int row = (int) Math.round(to * (clips - 1));
            jumps.add(new Move(() -> bar.setValue(row), () -> visibleRowsLoaded(flow)));
        }
        scroll(JUMPS, jumps);
    }

    /** One frame's change of the table's position, and when the next may follow. */
    private record Move(Runnable apply, BooleanSupplier settled) {
    }

    /**
     * Plays the moves one a frame, each at the start of a pulse (an animation timer runs there, before
     * CSS and layout), so that every pulse lays out and paints a new position; a move waits for the
     * previous one to be settled.
     */
    private static void scroll(String name, List<Move> moves) throws Exception {
        boolean[] finished = new boolean[1];
        AnimationTimer timer = new AnimationTimer() {
            private int next;

            @Override
            public void handle(long now) {
                if (next > 0 && !moves.get(next - 1).settled().getAsBoolean()) {
                    return;
                }
                if (next == moves.size()) {
                    stop();
                    finished[0] = true;
                    return;
                }
                moves.get(next++).apply().run();
            }
        };
        AppProbe.step(name, timer::start, () -> finished[0], SCROLL_WAIT_MILLIS);
    }

    /**
     * Fills the sign-in form as a user would (the secret too, from the caller) and signs in.
     *
     * @return the signed-in window's scene
     */
    static Scene signIn(String serviceUrl, String tokenUrl, String clientId, String secret) throws Exception {
        AppProbe.awaitToolkit();
        Scene signIn = AppProbe.await("the sign-in form", () -> showingScene("#sign-in-view"));
        AppProbe.onFx(() -> {
            ((TextInputControl) signIn.lookup("#service-url")).setText(serviceUrl);
            ((TextInputControl) signIn.lookup("#token-url")).setText(tokenUrl);
            ((TextInputControl) signIn.lookup("#client-id")).setText(clientId);
            ((TextInputControl) signIn.lookup("#client-secret")).setText(secret);
            ((ButtonBase) signIn.lookup("#sign-in")).fire();
            return null;
        });
        return AppProbe.await("the signed-in window", () -> showingScene("#main-window"));
    }

    /** The signed-in window's dataset list, once it lists the organization's datasets. */
    static ListView<?> datasetList(Scene scene) throws Exception {
        return (ListView<?>) AppProbe.await("the dataset list", () -> AppProbe.find(scene, "#dataset-list")
                .filter(list -> !((ListView<?>) list).getItems().isEmpty()));
    }

    /** Selects the dataset and its Clips tab, as two clicks would; on the FX thread. */
    static void openClips(Scene scene, ListView<?> datasets, String dataset) {
        Object entry = datasets.getItems().stream().filter(item -> dataset.equals(AppProbe.datasetId(item)))
                .findFirst().orElseThrow(() -> new IllegalStateException("no dataset " + dataset));
        datasets.getSelectionModel().select(datasets.getItems().indexOf(entry));
        TabPane tabs = (TabPane) scene.lookup("#feature-tabs");
        Tab clipsTab = tabs.getTabs().stream().filter(tab -> "tab-clips".equals(tab.getId())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no tab-clips"));
        tabs.getSelectionModel().select(clipsTab);
    }

    /** Whether the fetch's progress is on screen. */
    static boolean fetching(Scene scene) {
        return shown(scene.lookup("#ws-progress"));
    }

    /** Whether the node and every node above it are visible: the app hides the progress bar's row, not the bar. */
    static boolean shown(Node node) {
        if (node == null) {
            return false;
        }
        for (Node above = node; above != null; above = above.getParent()) {
            if (!above.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** Whether the snapshot's table shows all its clips and its rows on screen are loaded; keeps the table. */
    static boolean rowsShown(Scene scene, int clips, TableView<?>[] table) {
        table[0] = (TableView<?>) scene.lookup("#clip-table");
        ScrollBar bar = bar(scene);
        return shown(table[0]) && bar != null && Math.round(bar.getMax() + bar.getVisibleAmount()) == clips
                && visibleRowsLoaded(flow(table[0]));
    }

    /**
     * The bar beside the table: it spans the view (its value the first row shown, its maximum plus its
     * visible amount the count), while the table holds only a window of the rows.
     */
    static ScrollBar bar(Scene scene) {
        return (ScrollBar) scene.lookup("#clip-scroll");
    }

    static VirtualFlow<?> flow(TableView<?> table) {
        return (VirtualFlow<?>) table.lookup(".virtual-flow");
    }

    /** Whether every row on screen holds its clip rather than the placeholder shown while its block is read. */
    static boolean visibleRowsLoaded(VirtualFlow<?> flow) {
        if (flow == null) {
            return false;
        }
        IndexedCell<?> first = flow.getFirstVisibleCell();
        IndexedCell<?> last = flow.getLastVisibleCell();
        if (first == null || last == null) {
            return false;
        }
        for (int index = first.getIndex(); index <= last.getIndex(); index++) {
            IndexedCell<?> cell = flow.getVisibleCell(index);
            Object row = cell == null ? null : cell.getItem();
            if (row != null && !isLoaded(row)) {
                return false;
            }
        }
        return true;
    }

    /** {@code ClipsRow.isLoaded()}: the bench does not compile against the app. */
    static boolean isLoaded(Object row) {
        try {
            return (Boolean) row.getClass().getMethod("isLoaded").invoke(row);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a workspace row without isLoaded(): " + row, e);
        }
    }

    private static Optional<Scene> showingScene(String rootSelector) {
        return Window.getWindows().stream().filter(Window::isShowing).map(Window::getScene)
                .filter(scene -> scene != null && scene.lookup(rootSelector) != null).findFirst();
    }
}
