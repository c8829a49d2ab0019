package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.workspace.compare.CompareException;
import io.dqexplorer.workspace.compare.ComparisonExport;
import io.dqexplorer.workspace.compare.SnapshotComparison;
import io.dqexplorer.workspace.compare.SnapshotSide;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;

import java.io.PrintStream;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * {@code dq-explorer compare --family clips}: the dataset's snapshot, made current as {@code dq-explorer
 * snapshot} does (a refresh onto a new measurement keeps the replaced one as the earlier snapshot),
 * against its earlier snapshot; or, with {@code --with-dataset}, two datasets' current snapshots (the same
 * dataset named twice: its current snapshot on both sides).
 */
final class CompareClips {

    /** What was compared and written. */
    record Written(SnapshotSide left, SnapshotSide right, ComparisonExport.Result result) {
    }

    private CompareClips() {
    }

    /**
     * @throws CompareException  when no earlier snapshot of the dataset is kept
     * @throws SnapshotException when a snapshot cannot be fetched, read or is in use
     */
    static Written run(CompareOptions options, DqClient client, HistoryKey whose, PrintStream err,
                       BooleanSupplier cancelled) {
        Optional<String> left = options.withDatasetNamed() ? Optional.of(options.dataset()) : Optional.empty();
        SnapshotComparison.Compared compared = compare(client, CurrentSnapshot.folder(options.connection()),
                left, options.withDataset(), "or compare with --with-dataset", err, cancelled);
        return new Written(compared.left(), compared.right(), new ComparisonExport(Clock.systemUTC())
                .write(compared.result(), compared.left(), compared.right(), whose, options.output()));
    }

    /**
     * The current snapshot of {@code right}, made current first, compared with {@code left}'s current one (itself
     * when {@code left} names the same dataset), or, without {@code left}, with its earlier one: the comparison
     * {@code dq-explorer compare --family clips} writes and {@code dq-explorer report --family clips} reports.
     *
     * @param otherwise how else to compare, ending the message when no earlier snapshot is kept
     *
     * @throws CompareException  when no earlier snapshot of the dataset is kept
     * @throws SnapshotException when a snapshot cannot be fetched, read or is in use
     */
    static SnapshotComparison.Compared compare(DqClient client, CacheFolder folder, Optional<String> left,
                                               String right, String otherwise, PrintStream err,
                                               BooleanSupplier cancelled) {
        try (CurrentSnapshot current = CurrentSnapshot.openTelling(client, folder, right, err, cancelled)) {
            if (left.filter(right::equals).isPresent()) {
                return SnapshotComparison.compare(current.snapshot(), SnapshotSide.CURRENT,
                        current.snapshot().connection(), current.snapshot().metadata());
            }
            if (left.isPresent()) {
                try (CurrentSnapshot other = CurrentSnapshot.openTelling(client, folder, left.get(), err, cancelled)) {
                    return SnapshotComparison.compare(other.snapshot(), SnapshotSide.CURRENT,
                            current.snapshot().connection(), current.snapshot().metadata());
                }
            }
            SnapshotStore store = new SnapshotStore(folder, new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(),
                    folder.temporary()));
            try (Snapshot earlier = SnapshotComparison.openEarlier(store, current.snapshot().metadata().key(),
                    otherwise)) {
                return SnapshotComparison.compare(earlier, SnapshotSide.EARLIER, current.snapshot().connection(),
                        current.snapshot().metadata());
            }
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    private static SnapshotException failed(SQLException e) {
        return new SnapshotException(SnapshotException.Reason.FAILED, "Cannot read the snapshots: " + e.getMessage(), e);
    }
}
