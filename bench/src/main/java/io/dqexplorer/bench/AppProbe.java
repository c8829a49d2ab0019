package io.dqexplorer.bench;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Window;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The app's own {@code main} in this JVM, with a thread beside it that works the signed-in window
 * through its scene graph as a user would with the mouse: opens {@value #DATASET}'s clip table on its
 * snapshot (fetched as the tab opens), turns the frame-quality columns on, then switches the theme (and twice more), then turns
 * Video defects' compare mode on and opens the Trends window. Each action is a
 * JFR event {@value #STEP_EVENT} from the moment it is taken (on the FX thread, like a click) until
 * its result is on screen (the page with the new columns arrived, or the new theme, and two pulses
 * after); the event also holds how long the action itself kept the FX thread (the click's handler,
 * outside any pulse). {@link FrameReport} reads the frames in that span. The app is not changed for
 * this: the probe finds the controls by their ids, as the app's UI tests do.
 *
 * <pre>java -XX:StartFlightRecording=... -cp dq-bench.jar:dq-explorer.jar io.dqexplorer.bench.AppProbe --demo</pre>
 */
public final class AppProbe {

    static final String STEP_EVENT = "dq.bench.ProbeStep";
    static final String FLAG_COLUMN = "flag columns on, the snapshot's table";
    /** The clip table's frame-quality columns, whose showing is the flag-column step. */
    private static final List<String> FRAME_COLUMNS = List.of("ws-col-frames", "ws-col-usable", "ws-col-distorted",
            "ws-col-jerky");
    static final String THEME_SWITCH = "theme switch";
    static final String THEME_SWITCH_BACK = "theme switch back";
    static final String THEME_SWITCH_AGAIN = "theme switch, third";
    static final String COMPARE = "compare mode on, video defects";
    static final String TRENDS = "Trends window opened";
    static final String APP_MAIN = "io.dqexplorer.desktop.app.Launcher";
    private static final String DATASET = "kitchen-egocentric";
    /** Time for the window to settle before an action, so that its frames are the action's alone. */
    static final long SETTLE_MILLIS = 2000;
    private static final long WAIT_MILLIS = 60_000;
    private static final String FX_THREAD = "JavaFX Application Thread";
    private static final String RENDER_THREAD = "QuantumRenderer-0";

    /** One probe action, from the click until its result is on screen. */
    @Name(STEP_EVENT)
    @Label("Probe step")
    static final class Step extends Event {
        @Label("Step")
        String step;
        @Label("Handler milliseconds")
        double handlerMillis;
        @Label("FX thread CPU milliseconds")
        double fxCpuMillis;
        @Label("Render thread CPU milliseconds")
        double renderCpuMillis;
        @Label("Resident set at the end, KB")
        long rssKb;
        @Label("Peak resident set so far, KB")
        long peakRssKb;
        @Label("Java heap committed at the end, KB")
        long heapCommittedKb;
        @Label("Java heap used after the last collection, KB")
        long heapAfterGcKb;
    }

    private AppProbe() {
    }

    public static void main(String[] args) throws Exception {
        ProbeThread.start(AppProbe::drive);
        Class.forName(APP_MAIN).getMethod("main", String[].class).invoke(null, (Object) args);
    }

    private static void drive() throws Exception {
        awaitToolkit();
        Scene scene = await("the signed-in window", () -> Window.getWindows().stream()
                .filter(Window::isShowing).map(Window::getScene)
                .filter(s -> s != null && s.lookup("#main-window") != null).findFirst());
        ListView<?> datasets = (ListView<?>) await("the dataset list", () -> find(scene, "#dataset-list")
                .filter(list -> !((ListView<?>) list).getItems().isEmpty()));
        // the signed-in window comes in turns, one a pulse: the tabs after the dataset rows
        TabPane tabs = (TabPane) await("the feature tabs", () -> find(scene, "#feature-tabs"));
        onFx(() -> {
            Object entry = datasets.getItems().stream().filter(item -> DATASET.equals(datasetId(item)))
                    .findFirst().orElseThrow(() -> new IllegalStateException("no dataset " + DATASET));
            datasets.getSelectionModel().select(datasets.getItems().indexOf(entry));
            Tab clips = tabs.getTabs().stream().filter(tab -> "tab-clips".equals(tab.getId())).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no tab-clips"));
            tabs.getSelectionModel().select(clips);
            return null;
        });
        // the one clip table on the dataset's snapshot, once the tab has fetched it: the service's pager hides then
        TableView<?> table = (TableView<?>) await("the clip table on the snapshot", () -> find(scene, "#clip-table")
                .filter(node -> !((TableView<?>) node).getItems().isEmpty()
                        && find(scene, "#clip-page-size").map(pager -> !shown(pager)).orElse(true)));
        // the one clip table shows every column: the frame-quality ones are hidden first, then shown again
        List<TableColumn<?, ?>> frameColumns = onFx(() -> table.getColumns().stream()
                .filter(column -> FRAME_COLUMNS.contains(column.getId())).<TableColumn<?, ?>>map(column -> column).toList());
        onFx(() -> {
            frameColumns.forEach(column -> column.setVisible(false));
            return null;
        });
        long shownBefore = onFx(() -> table.getVisibleLeafColumns().size());

        Thread.sleep(SETTLE_MILLIS);
        step(FLAG_COLUMN, () -> frameColumns.forEach(column -> column.setVisible(true)),
                () -> table.getVisibleLeafColumns().size() > shownBefore);

        Thread.sleep(SETTLE_MILLIS);
        // the theme is a style class on the window's root (ThemeSwitch)
        switchTheme(scene, THEME_SWITCH);
        // back and forth again: what a switch costs once the JIT has compiled the style code it runs
        for (String again : List.of(THEME_SWITCH_BACK, THEME_SWITCH_AGAIN)) {
            Thread.sleep(SETTLE_MILLIS);
            switchTheme(scene, again);
        }
        Thread.sleep(SETTLE_MILLIS);
        compareAndTrends(scene, tabs);
    }

    /**
     * Re-measures the dataset and loads the newer measurement into Video defects, so that its compare mode
     * has a previous measurement to show against (untimed); then times the compare mode coming up with its
     * table, and the Trends window (two measurements of every figure) with its charts.
     */
    private static void compareAndTrends(Scene scene, TabPane tabs) throws Exception {
        onFx(() -> {
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(tab -> "tab-video-defects".equals(tab.getId()))
                    .findFirst().orElseThrow(() -> new IllegalStateException("no tab-video-defects")));
            return null;
        });
        Node defects = await("the video defects", () -> find(scene, "#defects-view"));
        javafx.scene.control.Labeled token = (javafx.scene.control.Labeled) await("the measurement stamp",
                () -> Optional.ofNullable(defects.lookup("#measurement-token"))
                        .filter(label -> !((javafx.scene.control.Labeled) label).getText().isBlank()));
        String first = onFx(token::getText);
        onFx(() -> {
            ((ButtonBase) scene.lookup("#demo-remeasure")).fire();
            return null;
        });
        // the re-measure is the demo's own call: check for newer until the service has it
        await("a newer measurement", () -> {
            Node loadLatest = defects.lookup("#measurement-load-latest");
            if (loadLatest != null && loadLatest.isVisible()) {
                return Optional.of(loadLatest);
            }
            ((ButtonBase) defects.lookup("#measurement-check")).fire();
            return Optional.empty();
        });
        onFx(() -> {
            ((ButtonBase) defects.lookup("#measurement-load-latest")).fire();
            return null;
        });
        await("the newer measurement", () -> Optional.of(token).filter(label -> !label.getText().equals(first)));

        Thread.sleep(SETTLE_MILLIS);
        step(COMPARE, () -> ((ButtonBase) defects.lookup("#measurement-compare")).fire(),
                () -> defects.lookup("#compare-table") instanceof TableView<?> table && !table.getItems().isEmpty());
        Thread.sleep(SETTLE_MILLIS);
        step(TRENDS, () -> ((ButtonBase) scene.lookup("#show-trends")).fire(),
                () -> Window.getWindows().stream().filter(Window::isShowing).map(Window::getScene)
                        .anyMatch(trends -> trends != null && trends.lookup("#trend-chart-0") != null));
    }

    private static void switchTheme(Scene scene, String step) throws Exception {
        boolean darkBefore = onFx(() -> isDark(scene));
        step(step, () -> ((ButtonBase) scene.lookup("#theme-toggle")).fire(), () -> isDark(scene) != darkBefore);
    }

    private static boolean isDark(Scene scene) {
        return scene.getRoot().getPseudoClassStates().stream().anyMatch(state -> state.getPseudoClassName().equals("dark"));
    }

    /**
     * Takes the action on the FX thread as an event handler would run it, then waits for the result to
     * be on screen: the condition holds and two pulses have passed (the one that styled it and the one after).
     */
    private static void step(String name, Runnable action, BooleanSupplier done) throws Exception {
        step(name, action, done, WAIT_MILLIS);
    }

    /** As {@link #step(String, Runnable, BooleanSupplier)}, waiting up to {@code waitMillis} for the result. */
    static void step(String name, Runnable action, BooleanSupplier done, long waitMillis) throws Exception {
        Step event = new Step();
        event.step = name;
        long fxCpu = cpuNanos(FX_THREAD);
        long renderCpu = cpuNanos(RENDER_THREAD);
        onFx(() -> {
            event.begin();
            long handler = System.nanoTime();
            action.run();
            event.handlerMillis = (System.nanoTime() - handler) / 1e6;
            return null;
        });
        long start = System.nanoTime();
        await(name, () -> done.getAsBoolean() ? Optional.of(true) : Optional.empty(), waitMillis);
        for (int pulse = 0; pulse < 2; pulse++) {
            CompletableFuture<Void> pulsed = new CompletableFuture<>();
            onFx(() -> {
                Scene scene = Window.getWindows().get(0).getScene();
                Runnable[] once = new Runnable[1];
                once[0] = () -> {
                    scene.removePostLayoutPulseListener(once[0]);
                    pulsed.complete(null);
                };
                scene.addPostLayoutPulseListener(once[0]);
                Platform.requestNextPulse();
                return null;
            });
            pulsed.get();
        }
        event.fxCpuMillis = (cpuNanos(FX_THREAD) - fxCpu) / 1e6;
        event.renderCpuMillis = (cpuNanos(RENDER_THREAD) - renderCpu) / 1e6;
        event.rssKb = ownStatusKb("VmRSS:");
        event.peakRssKb = ownStatusKb("VmHWM:");
        event.heapCommittedKb = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted() / 1024;
        // what the last collection of each heap pool left: the live set, near enough, unlike what is committed
        event.heapAfterGcKb = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP && pool.getCollectionUsage() != null)
                .mapToLong(pool -> pool.getCollectionUsage().getUsed()).sum() / 1024;
        event.commit();
        System.out.printf("dq-bench probe: %s on screen after %d ms; CPU of the FX thread %.0f ms, of the render thread %.0f ms%n",
                name, (System.nanoTime() - start) / 1_000_000, event.fxCpuMillis, event.renderCpuMillis);
    }

    /** A figure of this process's /proc/self/status, in KB; -1 where there is none (not Linux). */
    private static long ownStatusKb(String field) {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(line -> line.startsWith(field)).findFirst()
                    .map(line -> Long.parseLong(line.replaceAll("[^0-9]", ""))).orElse(-1L);
        } catch (IOException e) {
            return -1;
        }
    }

    /**
     * The CPU time a thread of the toolkit has used so far: unlike wall time, it does not grow when
     * other processes share the cores.
     */
    private static long cpuNanos(String threadName) {
        long id = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals(threadName))
                .mapToLong(Thread::getId).findFirst()
                .orElseThrow(() -> new IllegalStateException("no thread " + threadName));
        return ManagementFactory.getThreadMXBean().getThreadCpuTime(id);
    }

    static String datasetId(Object entry) {
        try {
            return String.valueOf(entry.getClass().getMethod("dataset").invoke(entry));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a dataset entry without dataset(): " + entry, e);
        }
    }

    /** Whether the node and every parent of it are visible. */
    private static boolean shown(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    static Optional<Node> find(Scene scene, String selector) {
        return Optional.ofNullable(scene.lookup(selector));
    }

    /** Until the app's main has started JavaFX, the probe has no thread to act on. */
    static void awaitToolkit() throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        while (true) {
            try {
                Platform.runLater(() -> { });
                return;
            } catch (IllegalStateException notYet) {
                if (System.currentTimeMillis() > deadline) {
                    throw notYet;
                }
                Thread.sleep(20);
            }
        }
    }

    static <T> T await(String what, Supplier<Optional<T>> probe) throws Exception {
        return await(what, probe, WAIT_MILLIS);
    }

    static <T> T await(String what, Supplier<Optional<T>> probe, long waitMillis) throws Exception {
        long deadline = System.currentTimeMillis() + waitMillis;
        while (System.currentTimeMillis() < deadline) {
            Optional<T> found = onFx(probe::get);
            if (found.isPresent()) {
                return found.get();
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("no " + what + " within " + waitMillis / 1000 + " s");
    }

    static <T> T onFx(Callable<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        try {
            return result.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
