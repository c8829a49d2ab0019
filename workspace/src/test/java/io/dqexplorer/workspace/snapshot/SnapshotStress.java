package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.workspace.store.DatabaseFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Several threads on the same snapshots at once for a bounded time, as the app's tabs, its Snapshots
 * dialog, a comparison and a refresh would: readers open a snapshot (current or earlier), count its rows
 * and check them against its metadata; a lister lists; one keeper refreshes onto a new measurement (the
 * sandbox re-measures in process), fetches again, deletes and evicts. Every operation must end in an
 * answer or a {@link SnapshotException}, never another exception; afterwards every snapshot the keeper
 * left in place opens with the measurement it fetched, no file is left in use and no part file remains.
 * <p>{@code SnapshotStressTest} runs it for a few seconds in the build; {@code bench/workspace.sh
 * SnapshotStress [seconds]} for as long as asked.
 */
public final class SnapshotStress {

    private static final List<String> DATASETS = List.of(SandboxDatasets.WAREHOUSE_PICKING,
            SandboxDatasets.ASSEMBLY_LINE, SandboxDatasets.FIELD_ROBOTICS);
    private static final int READERS = 3;

    /** What a run did, and what went wrong: a run holds when {@link #wrong()} is empty. */
    public record Outcome(Map<String, Long> counts, List<String> wrong) {
    }

    private final Path folder;
    private final Map<String, AtomicLong> counts = new ConcurrentHashMap<>();
    private final List<String> wrong = Collections.synchronizedList(new ArrayList<>());
    /** The measurement each snapshot in place was fetched on, as the keeper (the only thread that writes) left it. */
    private final Map<SnapshotKey, String> kept = new ConcurrentHashMap<>();

    public SnapshotStress(Path folder) {
        this.folder = folder;
    }

    public static void main(String[] args) throws Exception {
        Duration length = Duration.ofSeconds(args.length > 0 ? Long.parseLong(args[0]) : 60);
        Path folder = Files.createTempDirectory("snapshot-stress");
        Outcome outcome = new SnapshotStress(folder).run(length);
        outcome.counts().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(count -> System.out.printf("%-34s %,10d%n", count.getKey(), count.getValue()));
        outcome.wrong().forEach(problem -> System.out.println("WRONG: " + problem));
        System.out.println(outcome.wrong().isEmpty() ? "held for " + length.toSeconds() + " s"
                : outcome.wrong().size() + " problems");
        System.exit(outcome.wrong().isEmpty() ? 0 : 1);
    }

    public Outcome run(Duration length) throws Exception {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults());
             DqClient client = SandboxClients.demo(sandbox)) {
            SandboxSnapshots snapshots = new SandboxSnapshots(folder);
            SnapshotFetch fetch = snapshots.fetch(client, 2);
            for (String dataset : DATASETS) {
                SnapshotKey key = key(dataset);
                kept.put(key, fetch.fetch(key, (rows, total) -> { }, () -> false).vocabulary());
            }
            AtomicBoolean stop = new AtomicBoolean();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < READERS; i++) {
                threads.add(new Thread(() -> repeat(stop, () -> read(snapshots.store)), "reader-" + i));
            }
            threads.add(new Thread(() -> repeat(stop, () -> list(snapshots.store)), "lister"));
            threads.add(new Thread(() -> repeat(stop, () -> keep(sandbox, fetch, snapshots)), "keeper"));
            threads.forEach(Thread::start);
            Thread.sleep(length.toMillis());
            stop.set(true);
            for (Thread thread : threads) {
                thread.join();
            }
            checkKept(snapshots);
        }
        Map<String, Long> counted = new TreeMap<>();
        counts.forEach((name, count) -> counted.put(name, count.get()));
        return new Outcome(counted, List.copyOf(wrong));
    }

    @FunctionalInterface
    private interface Step {
        void run() throws Exception;
    }

    private void repeat(AtomicBoolean stop, Step step) {
        while (!stop.get()) {
            try {
                step.run();
            } catch (SnapshotException typed) {
                if (typed.reason() == SnapshotException.Reason.DISCARDED) {
                    wrong.add(Thread.currentThread().getName() + ": a good snapshot was discarded: " + typed.getMessage());
                }
                count("refused: " + typed.reason());
            } catch (Throwable untyped) {
                wrong.add(Thread.currentThread().getName() + ": " + untyped);
            }
        }
    }

    private void read(SnapshotStore store) throws SQLException {
        SnapshotKey key = key(DATASETS.get(ThreadLocalRandom.current().nextInt(DATASETS.size())));
        boolean earlier = ThreadLocalRandom.current().nextInt(4) == 0;
        Optional<Snapshot> opened = earlier ? store.openEarlier(key) : store.open(key);
        if (opened.isEmpty()) {
            count("opened none");
            return;
        }
        try (Snapshot snapshot = opened.get()) {
            for (int query = 0; query < 3; query++) {
                long rows = rows(snapshot);
                if (rows != snapshot.metadata().rows()) {
                    wrong.add(key + ": " + rows + " rows read, its metadata says " + snapshot.metadata().rows());
                }
                count("queried");
            }
        }
    }

    private static long rows(Snapshot snapshot) throws SQLException {
        try (Statement statement = snapshot.connection().createStatement();
             ResultSet result = statement.executeQuery("SELECT count(*), sum(analyzed_seconds) FROM clip_view")) {
            result.next();
            return result.getLong(1);
        }
    }

    private void list(SnapshotStore store) {
        for (SnapshotInfo info : store.list()) {
            if (info.metadata().isEmpty() && info.problem().isEmpty()) {
                wrong.add(info.file() + " listed with neither metadata nor a problem");
            }
        }
        count("listed");
    }

    private void keep(Sandbox sandbox, SnapshotFetch fetch, SandboxSnapshots snapshots) {
        SnapshotKey key = key(DATASETS.get(ThreadLocalRandom.current().nextInt(DATASETS.size())));
        switch (ThreadLocalRandom.current().nextInt(5)) {
            case 0 -> {
                sandbox.remeasure(key.organization(), key.dataset());
                kept.put(key, fetch.fetch(key, (rows, total) -> { }, () -> false).vocabulary());
                count("refreshed onto a new measurement");
            }
            case 1 -> {
                kept.put(key, fetch.fetch(key, (rows, total) -> { }, () -> false).vocabulary());
                count("fetched again");
            }
            case 2 -> {
                kept.remove(key);
                snapshots.store.delete(key);
                count("deleted");
            }
            case 3 -> {
                snapshots.store.deleteEarlier(key);
                count("deleted an earlier one");
            }
            default -> {
                long all = snapshots.store.list().stream().mapToLong(SnapshotInfo::bytes).sum();
                snapshots.store.evict(all / 2);
                kept.keySet().removeIf(gone -> !Files.exists(snapshots.folder.fileOf(gone)));
                count("evicted");
            }
        }
    }

    /** Every snapshot the keeper left is there with its measurement; no user is left counted, no part file left. */
    private void checkKept(SandboxSnapshots snapshots) throws IOException, SQLException {
        for (Map.Entry<SnapshotKey, String> left : kept.entrySet()) {
            Optional<Snapshot> opened = snapshots.store.open(left.getKey());
            if (opened.isEmpty()) {
                wrong.add("the snapshot of " + left.getKey() + " was lost");
                continue;
            }
            try (Snapshot snapshot = opened.get()) {
                if (!snapshot.metadata().vocabulary().equals(left.getValue())) {
                    wrong.add("the snapshot of " + left.getKey() + " is of " + snapshot.metadata().vocabulary()
                            + ", it was fetched on " + left.getValue());
                }
            }
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (file.getFileName().toString().contains(".part-")) {
                    wrong.add("a part file was left: " + file.getFileName());
                }
                try {
                    DatabaseFiles.process().delete(file, Duration.ZERO);
                } catch (RuntimeException held) {
                    wrong.add("still held after the run: " + held.getMessage());
                }
            }
        }
    }

    private void count(String what) {
        counts.computeIfAbsent(what, name -> new AtomicLong()).incrementAndGet();
    }

    private static SnapshotKey key(String dataset) {
        return new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, dataset);
    }
}
