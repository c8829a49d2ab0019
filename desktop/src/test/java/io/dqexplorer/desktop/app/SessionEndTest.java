package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What ending a session leaves behind: signing out or quitting stops the work under way (a running
 * export deletes its partial file), and nothing of the signed-in window stays reachable.
 */
@ExtendWith(ApplicationExtension.class)
class SessionEndTest {

    private static final String FLEET = "fleet-archive";
    private static final String CLIPS = "/api/quality/clips";
    private static final TestService service = TestService.shared();

    /** The app's snapshot and history folders. */
    private Map<String, String> folders;
    private Stage stage;
    private AppHarness app;
    private boolean closed;

    /**
     * The app gets a stage of its own: TestFX records every event fired in the primary stage, and
     * that record would hold the signed-out window's nodes (an event holds its target).
     */
    @Start
    void start(Stage primary) {
        stage = new Stage();
        folders = AppHarness.ownFolders();
        app = AppHarness.start(stage, service.sandbox, folders);
    }

    @AfterEach
    void stop() {
        service.sandbox.faults().clear();
        if (!closed) {
            app.close();
        }
        app.onFx(() -> {
            stage.hide();
            return null;
        });
    }

    @AfterAll
    static void closeClient() {
        service.close();
    }

    @Test
    void signingOutDuringASlowSnapshotFetchLeavesNeitherTheSnapshotNorAPartFile(FxRobot robot) throws Exception {
        startASlowFetch(robot);

        List<Thread> fetching = threadsFetching();
        assertFalse(fetching.isEmpty(), "the fetch runs on a thread of its own");

        fire("#sign-out");

        app.lookup("#sign-in-view");
        awaitReturnedFromTheFetch(fetching);
        assertEquals(List.of(), snapshotFiles(), "neither the snapshot nor a .part file is left");
    }

    @Test
    void quittingDuringASlowSnapshotFetchLeavesNoSnapshotOnceTheFetchHasStopped(FxRobot robot) throws Exception {
        startASlowFetch(robot);
        List<Thread> fetching = threadsFetching();

        app.close();
        closed = true;

        awaitReturnedFromTheFetch(fetching);
        assertEquals(List.of(), snapshotFiles(), "the fetch deleted its part file and left no snapshot");
    }

    @Test
    void afterSignOutNothingKeepsTheSignedInWindowAlive() throws InterruptedException {
        app.signInWithDemo().openDataset("kitchen-egocentric");
        waitForTheDefects();
        WeakReference<MainWindow> window = new WeakReference<>(app.mainWindow().orElseThrow());
        WeakReference<DatasetListViewModel> datasets = new WeakReference<>(app.context().datasets().orElseThrow());

        fire("#sign-out");
        app.lookup("#sign-in-view");

        long deadline = System.nanoTime() + Duration.ofSeconds(AppHarness.TIMEOUT_SECONDS).toNanos();
        while ((window.get() != null || datasets.get() != null) && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(50);
        }
        assertNull(window.get(), "the signed-out main window is still reachable");
        assertNull(datasets.get(), "the signed-out session's dataset list is still reachable");
    }

    /** Waits until the tab in front shows its figures; holds no node afterwards (it would keep the window alive). */
    private void waitForTheDefects() {
        Label coverage = app.lookup("#defects-coverage");
        app.waitUntil(() -> !coverage.getText().isEmpty());
    }

    /** Opens the 200,000-clip dataset in the clip table and fetches its snapshot over slow pages, until rows arrive. */
    private void startASlowFetch(FxRobot robot) {
        app.signInWithDemo().openDataset(FLEET).selectTab("Clips");
        Label range = app.lookup("#clip-range");
        app.waitUntil(() -> range.getText().equals("rows 1–100 of 200,000"));
        service.sandbox.faults().inject(CLIPS, Fault.delay(Duration.ofMillis(100)));

        robot.clickOn("#ws-start");
        Label progress = app.lookup("#ws-progress-text");
        app.waitUntil(() -> progress.getText().endsWith(" of 200,000 clips"));
    }

    /** The threads inside the snapshot's fetch right now: while one is, the fetch may still write. */
    private static List<Thread> threadsFetching() {
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(thread -> inTheFetch(thread.getValue()))
                .map(Map.Entry::getKey)
                .toList();
    }

    /**
     * Waits until each thread has returned from the fetch, which deletes its part file before it
     * returns: from then on nothing can write into the folder, so what is left there stays.
     */
    private static void awaitReturnedFromTheFetch(List<Thread> fetching) {
        try {
            WaitForAsyncUtils.waitFor(AppHarness.TIMEOUT_SECONDS, TimeUnit.SECONDS,
                    () -> fetching.stream().noneMatch(thread -> inTheFetch(thread.getStackTrace())));
        } catch (TimeoutException e) {
            throw new AssertionError("the fetch goes on after the session ended", e);
        }
    }

    private static boolean inTheFetch(StackTraceElement[] stack) {
        return Arrays.stream(stack).anyMatch(frame -> frame.getClassName().equals(SnapshotFetch.class.getName()));
    }

    /** The snapshot files and part files in the app's snapshot folder, at any depth. */
    private List<Path> snapshotFiles() throws IOException {
        Path cache = Path.of(folders.get(CacheFolder.VARIABLE));
        if (!Files.exists(cache)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(cache)) {
            return files.filter(Files::isRegularFile)
                    .filter(file -> file.getFileName().toString().contains(".part-")
                            || file.getFileName().toString().endsWith(".duckdb"))
                    .toList();
        }
    }

    private void fire(String button) {
        Button found = app.lookup(button);
        app.onFx(() -> {
            found.fire();
            return null;
        });
    }

}
