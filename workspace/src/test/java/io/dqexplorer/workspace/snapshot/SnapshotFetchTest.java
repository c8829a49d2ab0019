package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Optional;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A fetch against the sandbox: cancelled, failed or re-measured under it, and how fresh it is after. */
@Timeout(60)
@ExtendWith(SandboxExtension.class)
class SnapshotFetchTest {

    private static final SnapshotKey KITCHEN =
            new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.KITCHEN_EGOCENTRIC);

    @TempDir
    Path folder;

    private Sandbox sandbox;
    private DqClient client;
    private SandboxSnapshots snapshots;

    @BeforeEach
    void start(Sandbox running, DqClient demo) {
        sandbox = running;
        client = demo;
        snapshots = new SandboxSnapshots(folder);
    }

    private List<String> files() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(Files::isRegularFile).map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aCancelMidFetchLeavesThePreviousSnapshotAndNoOtherFile() throws Exception {
        SnapshotMetadata previous = snapshots.fetch(client, 2).fetch(KITCHEN, (rows, total) -> { }, () -> false);
        List<String> before = files();
        AtomicBoolean cancel = new AtomicBoolean();
        List<Long> progress = new ArrayList<>();

        assertThrows(CancellationException.class, () -> snapshots.fetch(client, 2).fetch(KITCHEN, (rows, total) -> {
            progress.add(rows);
            cancel.set(true);
        }, cancel::get));

        assertEquals(List.of(1_000L), progress, "cancelled after the first page");
        assertEquals(before, files(), "no part file left, the snapshot untouched");
        try (Snapshot snapshot = snapshots.store.open(KITCHEN).orElseThrow()) {
            assertEquals(previous, snapshot.metadata());
        }
    }

    @Test
    void aFailedFetchLeavesThePreviousSnapshot() throws Exception {
        SnapshotMetadata previous = snapshots.fetch(client, 2).fetch(KITCHEN, (rows, total) -> { }, () -> false);
        List<String> before = files();

        assertThrows(IllegalStateException.class, () -> snapshots.fetch(client, 2).fetch(KITCHEN, (rows, total) -> {
            throw new IllegalStateException("the disk is full");
        }, () -> false));

        assertEquals(before, files());
        try (Snapshot snapshot = snapshots.store.open(KITCHEN).orElseThrow()) {
            assertEquals(previous, snapshot.metadata());
        }
    }

    @Test
    void aRemeasureThatDropsThePinnedTokenMidFetchRestartsOnTheNewMeasurement() throws Exception {
        String before = client.unversioned().clips(ClipQuery.of(KITCHEN.dataset()).withLimit(0)).vocabulary();
        List<Long> progress = new ArrayList<>();

        // One page ahead at most: the third page is asked for only after the first is handled,
        // so after the two re-measures that drop the token it was pinned to (a 409).
        SnapshotMetadata metadata = snapshots.fetch(client, 1).fetch(KITCHEN, (rows, total) -> {
            if (progress.isEmpty()) {
                sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
                sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
            }
            progress.add(rows);
        }, () -> false);

        String now = client.unversioned().clips(ClipQuery.of(KITCHEN.dataset()).withLimit(0)).vocabulary();
        assertNotEquals(before, now);
        assertEquals(now, metadata.vocabulary(), "the snapshot is of the new measurement");
        // the page after the first may or may not have been fetched before the re-measure; the third never was
        assertEquals(2, Collections.frequency(progress, 1_000L), "the fetch started again once: " + progress);
        assertEquals(List.of(1_000L, 2_000L, 2_734L), progress.subList(progress.size() - 3, progress.size()));
        assertEquals(2_734L, metadata.rows());
        try (Snapshot snapshot = snapshots.store.open(KITCHEN).orElseThrow()) {
            assertEquals(metadata, snapshot.metadata());
        }
    }

    @Test
    void aSecondRemeasureDuringTheRestartFailsTheFetchAndLeavesNoFile() throws Exception {
        List<Long> progress = new ArrayList<>();

        assertThrows(StaleException.class, () -> snapshots.fetch(client, 1).fetch(KITCHEN, (rows, total) -> {
            if (rows == 1_000L) {
                sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
                sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
            }
            progress.add(rows);
        }, () -> false));

        assertEquals(2, Collections.frequency(progress, 1_000L), "one restart, then the failure: " + progress);
        assertFalse(progress.contains(2_734L), progress.toString());
        assertEquals(List.of(), files());
    }

    @Test
    void freshnessFollowsTheTokensAndAClosedServiceIsOffline() throws Exception {
        SnapshotMetadata metadata = snapshots.fetch(client, 2).fetch(KITCHEN, (rows, total) -> { }, () -> false);
        assertEquals(Freshness.CURRENT, Freshness.of(client, metadata, Freshness.KnownTokens.none()));
        Freshness.KnownTokens same = new Freshness.KnownTokens(metadata.handActivityAnalysis(),
                metadata.videoCharacteristics(), metadata.mediaDigest());
        assertEquals(Freshness.CURRENT, Freshness.of(client, metadata, same));
        Freshness.KnownTokens otherHands = new Freshness.KnownTokens(Optional.of("ha-000000000000"),
                metadata.videoCharacteristics(), metadata.mediaDigest());
        assertEquals(Freshness.STALE, Freshness.of(client, metadata, otherHands), "a known token that moved");

        sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
        assertEquals(Freshness.STALE, Freshness.of(client, metadata, Freshness.KnownTokens.none()));

        sandbox.close();
        assertEquals(Freshness.OFFLINE, Freshness.of(client, metadata, Freshness.KnownTokens.none()));
        try (Snapshot offline = snapshots.store.open(KITCHEN).orElseThrow();
             var statement = offline.connection().createStatement();
             var count = statement.executeQuery("SELECT count(*) FROM clip_view")) {
            count.next();
            assertEquals(metadata.rows(), count.getLong(1), "the snapshot opens with the service gone");
        }
    }

    @Test
    void theNextFetchRemovesThePartFilesOfStoppedProcessesAndKeepsThoseOfLiveOnes() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process stopped = new ProcessBuilder(java, "-version").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertEquals(0, stopped.waitFor());
        long live = ProcessHandle.current().parent().orElseThrow().pid();
        long ours = ProcessHandle.current().pid();
        Path target = snapshots.folder.fileOf(KITCHEN);
        Path killed = part(target, stopped.pid());
        Path killedLog = killed.resolveSibling(killed.getFileName() + ".wal");
        Path otherProcess = part(target, live);
        Path thisProcess = part(target, ours);
        for (Path file : List.of(killed, killedLog, otherProcess, thisProcess)) {
            Files.writeString(file, "left by a fetch");
        }
        List<String> writing = new ArrayList<>();

        snapshots.fetch(client, 2).fetch(KITCHEN, (rows, total) -> {
            if (writing.isEmpty()) {
                writing.addAll(names().filter(name -> name.contains(".part-" + ours + "-")
                        && !name.equals(thisProcess.getFileName().toString())).toList());
            }
        }, () -> false);

        assertFalse(Files.exists(killed), "a killed fetch's part file is removed");
        assertFalse(Files.exists(killedLog));
        assertTrue(Files.exists(otherProcess), "a live process's is kept");
        assertTrue(Files.exists(thisProcess), "this process's own are its fetches' to remove");
        assertFalse(writing.isEmpty(), "the fetch writes under a name of this process");
        assertTrue(Files.exists(target));
    }

    private Stream<String> names() {
        try {
            return files().stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path part(Path target, long pid) {
        return target.resolveSibling("." + target.getFileName() + ".part-" + pid + "-" + UUID.randomUUID());
    }
}
