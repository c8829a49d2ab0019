package io.dqexplorer.bench;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import io.dqexplorer.workspace.store.DatabaseFiles;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;

import java.net.URI;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The snapshot's two halves apart, in one JVM of its own ({@link CliMillionRow}'s info rows): first the SDK's
 * walk of every page as {@code SnapshotFetch} asks for them (both flags, two in flight), the rows parsed and
 * checked and dropped, nothing stored; then (after an untimed second walk that keeps them) the same rows stored
 * as {@code SnapshotFetch} stores them
 * (one transaction, {@link ClipAppender}, {@link ClipTable#complete}, commit, checkpoint) in a new file of the
 * scratch folder, with the write limits of a snapshot, no network. Each half's wall time and the process's CPU
 * during it (DuckDB's threads, the collector and the JIT included) go to stdout as {@code walk WALL CPU} and
 * {@code store WALL CPU}, in seconds.
 *
 * <pre>DQ_CLIENT_SECRET=... java -cp dq-bench.jar:dq-explorer.jar io.dqexplorer.bench.SnapshotParts SERVICE TOKEN_URL CLIENT_ID DATASET SCRATCH</pre>
 */
public final class SnapshotParts {

    private SnapshotParts() {
    }

    public static void main(String[] args) throws Exception {
        Path scratch = Path.of(args[4]);
        ClipQuery query = ClipQuery.of(args[3]).withFrameQuality(true).withHandActivity(true);
        try (DqClient client = DqClient.builder().serviceUrl(URI.create(args[0])).tokenUrl(URI.create(args[1]))
                .clientId(args[2]).clientSecret(System.getenv("DQ_CLIENT_SECRET").toCharArray()).build()) {
            long walkStart = System.nanoTime();
            double walkCpu = cpuSeconds();
            long[] walked = new long[1];
            walk(client, query, page -> walked[0] += page.clips().size());
            print("walk", walkStart, walkCpu);

            // held for the store, untimed: a million rows kept while they are read nearly doubled the walk's CPU
            // (the collector copying them), which the snapshot, appending each page as it comes, does not pay
            List<ClipRow> rows = new ArrayList<>();
            walk(client, query, page -> rows.addAll(page.clips()));
            if (rows.size() != walked[0]) {
                throw new IllegalStateException("two walks of " + args[3] + ": " + walked[0] + " and " + rows.size()
                        + " rows");
            }
            System.gc();
            store(rows, scratch);
        }
    }

    private static void walk(DqClient client, ClipQuery query, Consumer<ClipPage> each) {
        try (ClipWalk.Pages pages = client.unversioned().walkClips(query).readingAhead(2)) {
            pages.forEachRemaining(each);
        }
    }

    private static void store(List<ClipRow> rows, Path scratch) throws Exception {
        Path file = scratch.resolve("parts-" + ProcessHandle.current().pid() + ".duckdb");
        long storeStart = System.nanoTime();
        double storeCpu = cpuSeconds();
        WorkspaceDatabase database = new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), scratch.resolve("tmp"));
        try (Connection connection = database.openToWrite(file)) {
            connection.setAutoCommit(false);
            ClipTable.create(connection);
            try (ClipAppender appender = new ClipAppender(connection, Map.of())) {
                for (ClipRow row : rows) {
                    appender.append(row);
                }
            }
            ClipTable.complete(connection);
            connection.commit();
            try (Statement statement = connection.createStatement()) {
                statement.execute("CHECKPOINT");
            }
        }
        print("store", storeStart, storeCpu);
        // through the files' owner, as every database file is
        DatabaseFiles.process().delete(file, Duration.ZERO);
    }

    private static void print(String half, long startNanos, double startCpu) {
        System.out.printf(Locale.ROOT, "%s %.3f %.3f%n", half, (System.nanoTime() - startNanos) / 1e9,
                cpuSeconds() - startCpu);
    }

    private static double cpuSeconds() {
        return ProcessCpu.nanos() / 1e9;
    }
}
