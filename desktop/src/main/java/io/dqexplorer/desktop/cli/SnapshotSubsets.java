package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.workspace.bars.Subsets;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import java.io.PrintStream;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * The check's clips figures: each dataset's snapshot made current once, as {@code export --filter} does, and
 * every filter of it re-totalled through the same {@link ClipQueries#summary} as the app's subset summary,
 * with words resolved through the snapshot measurement's vocabulary. The snapshots stay open until the check ends.
 */
final class SnapshotSubsets implements Subsets, AutoCloseable {

    private final DqClient client;
    private final ConnectionOptions connection;
    private final PrintStream err;
    private final BooleanSupplier cancelled;
    private final Map<String, Opened> opened = new ConcurrentHashMap<>();
    private final List<CurrentSnapshot> open = new ArrayList<>();

    private record Opened(CurrentSnapshot snapshot, TermResolver resolver) {
    }

    SnapshotSubsets(DqClient client, ConnectionOptions connection, PrintStream err, BooleanSupplier cancelled) {
        this.client = client;
        this.connection = connection;
        this.err = err;
        this.cancelled = cancelled;
    }

    @Override
    public Subset summary(String dataset, Filter filter) {
        Opened snapshot = opened.computeIfAbsent(dataset, this::open);
        // one DuckDB connection per snapshot: its queries one at a time
        synchronized (snapshot) {
            SnapshotMetadata metadata = snapshot.snapshot().snapshot().metadata();
            try {
                return new Subset(new ClipQueries(snapshot.snapshot().snapshot().connection())
                        .summary(filter.sql(snapshot.resolver())), metadata.vocabulary());
            } catch (SQLException e) {
                throw new SnapshotException(SnapshotException.Reason.FAILED,
                        "Cannot read the snapshot of " + dataset + ": " + e.getMessage(), e);
            }
        }
    }

    private Opened open(String dataset) {
        CurrentSnapshot current = CurrentSnapshot.openTelling(client, CurrentSnapshot.folder(connection), dataset, err,
                cancelled);
        synchronized (open) {
            open.add(current);
        }
        return new Opened(current, ExportCommand.resolver(client, current.snapshot().metadata(), err));
    }

    @Override
    public void close() {
        synchronized (open) {
            open.forEach(CurrentSnapshot::close);
            open.clear();
        }
    }
}
