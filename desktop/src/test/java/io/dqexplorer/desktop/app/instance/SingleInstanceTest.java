package io.dqexplorer.desktop.app.instance;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Two launches in one JVM, each as the launcher runs it, on a folder of their own. */
class SingleInstanceTest {

    private static final Optional<String> VIEW = Optional.of("/home/ana/views/kitchen defects.dqview");

    @TempDir
    Path folder;

    private final List<AutoCloseable> running = new ArrayList<>();
    /** What the first app was handed, in order; the server hands over before it answers, so no waiting. */
    private final List<Optional<String>> received = new ArrayList<>();
    /** The first app's; each later launch that becomes an app gets one of its own. */
    private final ViewInbox inbox = new ViewInbox();

    @AfterEach
    void stopApps() throws Exception {
        for (AutoCloseable app : running) {
            app.close();
        }
    }

    @Test
    void aSecondLaunchHandsItsViewToTheRunningAppAndEnds() throws IOException {
        first();
        inbox.deliverTo(received::add);

        Optional<InstanceServer> second = SingleInstance.handOverOrListen(folder, VIEW, new ViewInbox());

        assertTrue(second.isEmpty(), "the second launch became an app of its own");
        assertEquals(List.of(VIEW), received);
    }

    @Test
    void aSecondLaunchWithoutAViewAsksForTheWindow() throws IOException {
        first();
        inbox.deliverTo(received::add);

        assertTrue(SingleInstance.handOverOrListen(folder, Optional.empty(), new ViewInbox()).isEmpty());

        assertEquals(List.of(Optional.<String>empty()), received);
    }

    @Test
    void launchesBeforeTheAppIsReadyWaitAndArriveInOrder() throws IOException {
        first();
        SingleInstance.handOverOrListen(folder, Optional.of("dqexplorer:view?v=1&a"), new ViewInbox());
        SingleInstance.handOverOrListen(folder, Optional.of("dqexplorer:view?v=1&b"), new ViewInbox());

        inbox.deliverTo(received::add);

        assertEquals(List.of(Optional.of("dqexplorer:view?v=1&a"), Optional.of("dqexplorer:view?v=1&b")), received);
    }

    @Test
    void theFileOfACrashedAppIsReplacedAndTheNextLaunchFindsTheNewApp() throws IOException {
        int deadPort;
        try (ServerSocket crashed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            deadPort = crashed.getLocalPort();
        }
        InstanceFile.fresh(deadPort).write(folder);

        first();
        inbox.deliverTo(received::add);

        assertNotEquals(deadPort, InstanceFile.read(folder).orElseThrow().port());
        assertTrue(SingleInstance.handOverOrListen(folder, VIEW, new ViewInbox()).isEmpty());
        assertEquals(List.of(VIEW), received);
    }

    @Test
    void aPortTakenOverByAnotherProgramCountsAsStale() throws IOException {
        try (ServerSocket stranger = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread hangsUp = new Thread(() -> {
                try (Socket ignored = stranger.accept()) {
                    // says nothing, hangs up
                } catch (IOException ignored) {
                }
            });
            hangsUp.start();
            InstanceFile.fresh(stranger.getLocalPort()).write(folder);

            assertTrue(SingleInstance.handOverOrListen(folder, VIEW, new ViewInbox()).map(running::add).isPresent(),
                    "the launch did not become the app");
        }
        assertNotEquals(Optional.empty(), InstanceFile.read(folder));
    }

    @Test
    void aLaunchThatDoesNotKnowTheSecretIsRefusedAndHandsNothingOver() throws IOException {
        first();
        inbox.deliverTo(received::add);
        InstanceFile real = InstanceFile.read(folder).orElseThrow();

        boolean taken = SingleInstance.handOver(InstanceFile.fresh(real.port()), VIEW);

        assertFalse(taken);
        assertEquals(List.of(), received);
        assertTrue(SingleInstance.handOver(real, VIEW), "the app stopped serving after a refusal");
        assertEquals(List.of(VIEW), received);
    }

    @Test
    void onlyTheUserCanReadTheSecret() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path own = folder.resolve("runtime").resolve("dq-explorer");

        running.add(SingleInstance.handOverOrListen(own, Optional.empty(), inbox).orElseThrow());

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(own.resolve(InstanceFile.NAME))));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(own)));
    }

    @Test
    void closingTheAppDeletesItsFileButNotALaterAppsOne() throws IOException {
        InstanceServer app = first();
        app.close();
        assertFalse(Files.exists(folder.resolve(InstanceFile.NAME)));

        InstanceServer older = SingleInstance.handOverOrListen(folder, Optional.empty(), new ViewInbox()).orElseThrow();
        InstanceFile.fresh(1234).write(folder);
        older.close();

        assertEquals(1234, InstanceFile.read(folder).orElseThrow().port());
    }

    private InstanceServer first() throws IOException {
        InstanceServer app = SingleInstance.handOverOrListen(folder, Optional.empty(), inbox)
                .orElseThrow(() -> new AssertionError("the first launch found an app running"));
        running.add(app);
        return app;
    }
}
