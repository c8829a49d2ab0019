package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.SharedDemoService;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * Drives the whole app in TestFX tests against an in-process sandbox. Typical use:
 * <pre>{@code
 * @ExtendWith(ApplicationExtension.class)
 * class DefectsTabTest {
 *     static final Sandbox SANDBOX = AppHarness.sharedSandbox();
 *     AppHarness app;
 *
 *     @Start
 *     void start(Stage stage) {
 *         app = AppHarness.start(stage, SANDBOX);          // on the FX thread: shows the sign-in
 *     }
 *
 *     @Test
 *     void showsTheDefectsOfTheDataset() {
 *         app.signInWithDemo().openDataset("kitchen-egocentric").selectTab("Video defects");
 *         Label black = app.lookup("#defect-black-percent"); // waits until the node exists
 *         app.waitUntil(() -> !black.getText().isEmpty());
 *     }
 *
 *     @AfterEach
 *     void stop() {
 *         app.close();
 *     }
 * }
 * }</pre>
 * Every method but {@link #start} is called from the test thread; each waits (up to {@link #TIMEOUT_SECONDS})
 * for what it started and fails the test with a {@link TimeoutException} message otherwise.
 * Settings live in memory, so tests never touch the user's preferences.
 */
public final class AppHarness {

    /**
     * Long enough for a snapshot fetch on a CI machine under load (one took over 10 s there); a condition
     * met sooner returns at once, so only a failing test waits this long.
     */
    public static final long TIMEOUT_SECONDS = 30;

    private final AppContext context;
    private final AppWindow window;
    private final InMemoryPreferences preferences;

    private AppHarness(AppContext context, AppWindow window, InMemoryPreferences preferences) {
        this.context = context;
        this.window = window;
        this.preferences = preferences;
    }

    /**
     * One sandbox for the whole test JVM, started on first use and stopped when the JVM exits.
     * Tests that inject faults or re-measure on it must undo faults in {@code @AfterEach}
     * ({@code sandbox.faults().clear()}) and must read expected figures from the API, not assume them.
     */
    public static Sandbox sharedSandbox() {
        return TestService.sharedSandbox();
    }

    /** Builds the app on {@code stage} with in-memory settings; "Use the demo service" signs in to {@code sandbox}. Call on the FX thread (in {@code @Start}). */
    public static AppHarness start(Stage stage, Sandbox sandbox) {
        return start(stage, sandbox, ownFolders());
    }

    /**
     * As {@link #start(Stage, Sandbox)}, with every file written (an export, a report, a view) going where
     * {@code targets} says instead of a save dialog; the test opens no file.
     */
    public static AppHarness start(Stage stage, Sandbox sandbox, ExportTargetChooser targets) {
        return startWith(stage, sandbox, savingOnly(targets), ownFolders());
    }

    /** As {@link #start(Stage, Sandbox)}, the files written and read being those {@code files} answers. */
    public static AppHarness start(Stage stage, Sandbox sandbox, FileDialogs files) {
        return startWith(stage, sandbox, files, ownFolders());
    }

    /** As {@link #start(Stage, Sandbox, FileDialogs)}, keeping snapshots and history in {@code folders}. */
    public static AppHarness start(Stage stage, Sandbox sandbox, FileDialogs files, Map<String, String> folders) {
        return startWith(stage, sandbox, files, folders);
    }

    /** As {@link #start(Stage, Sandbox)}, keeping snapshots and history in {@code folders} (see {@link #ownFolders}). */
    public static AppHarness start(Stage stage, Sandbox sandbox, Map<String, String> folders) {
        return startWith(stage, sandbox, savingOnly(suggested -> {
            throw new AssertionError("this test did not expect an export");
        }), folders);
    }

    private static FileDialogs savingOnly(ExportTargetChooser targets) {
        return new FileDialogs() {
            @Override
            public Optional<Path> save(Kind kind, String suggestedName) {
                return targets.choose(suggestedName);
            }

            @Override
            public Optional<Path> open(Kind kind) {
                throw new AssertionError("this test did not expect a file to be opened");
            }
        };
    }

    private static AppHarness startWith(Stage stage, Sandbox sandbox, FileDialogs files, Map<String, String> folders) {
        InMemoryPreferences preferences = new InMemoryPreferences();
        Settings settings = new Settings(preferences);
        // these tests drive the service's clip table; WorkspaceViewTest drives the snapshot's
        settings.rememberSnapshotOnOpen(false);
        // light, whatever the machine the tests run on prefers: the tests that compare colours start from it
        AppContext context = new AppContext(stage, settings, () -> SharedDemoService.of(sandbox), files, folders,
                SystemTheme.NONE);
        context.show();
        return new AppHarness(context, new AppWindow(stage), preferences);
    }

    /**
     * A snapshot folder and a history folder of an app's own, under target/, as the variables that name
     * them: a snapshot an earlier test left would otherwise open in the Clips tab in the place of the
     * service's pages. Two apps given the same folders share them, as two sessions of one user do.
     */
    public static Map<String, String> ownFolders() {
        try {
            Path own = Files.createTempDirectory(Files.createDirectories(Path.of("target", "app-harness")), "app-");
            return Map.of(CacheFolder.VARIABLE, own.resolve("cache").toAbsolutePath().toString(),
                    HistoryFolder.VARIABLE, own.resolve("data").toAbsolutePath().toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Presses "Use the demo service" and waits until the main window lists the datasets. */
    public AppHarness signInWithDemo() {
        Button demo = lookup("#use-demo");
        onFx(() -> {
            demo.fire();
            return null;
        });
        waitUntil(() -> context.datasets().map(d -> !d.visibleDatasets().isEmpty()).orElse(false));
        // the window comes in pulses (MainWindow), the tabs last: whole, as a user sees it before reaching for it
        waitUntil(() -> scene().lookup("#feature-tabs") != null);
        return this;
    }

    /** Selects a dataset in the list, which opens it in every tab. */
    public AppHarness openDataset(String dataset) {
        waitUntil(() -> context.datasets().flatMap(d -> d.find(dataset)).isPresent());
        onFx(() -> {
            DatasetListViewModel datasets = context.datasets().orElseThrow();
            datasets.select(datasets.find(dataset).orElseThrow());
            return null;
        });
        return this;
    }

    /** Brings the tab with this title forward; fails when there is no such tab. */
    public AppHarness selectTab(String title) {
        boolean found = onFx(() -> window.mainWindow().orElseThrow().selectTab(title));
        if (!found) {
            throw new AssertionError("No tab titled \"" + title + "\"; tabs are "
                    + onFx(() -> window.mainWindow().orElseThrow().tabTitles()));
        }
        return this;
    }

    /** The first node matching a CSS query (e.g. {@code "#dataset-list"}), waiting until one exists. */
    @SuppressWarnings("unchecked")
    public <T extends Node> T lookup(String query) {
        waitUntil(() -> scene().lookup(query) != null);
        return (T) onFx(() -> scene().lookup(query));
    }

    /** Waits until the condition, evaluated on the FX thread, holds. */
    public void waitUntil(BooleanSupplier condition) {
        try {
            // one round trip per poll: flushing pending events first (as onFx does) costs tens of ms each time
            WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> WaitForAsyncUtils.waitForAsyncFx(
                    TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS), condition::getAsBoolean));
        } catch (TimeoutException e) {
            throw new AssertionError("Condition not met within " + TIMEOUT_SECONDS + " s", e);
        }
    }

    /** Runs {@code action} on the FX thread and returns its result, after pending UI events. */
    public <T> T onFx(Callable<T> action) {
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.waitForAsyncFx(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS), action);
    }

    public AppContext context() {
        return context;
    }

    /** The main window, once signed in. */
    public Optional<MainWindow> mainWindow() {
        return window.mainWindow();
    }

    /** The app's window, the stage it was started on. */
    public Stage stage() {
        return window.stage();
    }

    /** The window's scene, whose root is the sign-in or the main window. */
    public Scene scene() {
        return window.scene();
    }

    /** The app's window as the tests see it, with its theme. */
    public AppWindow window() {
        return window;
    }

    /** What the app remembered, e.g. to check that no secret was stored. */
    public InMemoryPreferences preferences() {
        return preferences;
    }

    /** Signs out and stops the app's background threads; the shared sandbox keeps running. */
    public void close() {
        onFx(() -> {
            context.close();
            return null;
        });
    }
}
