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
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;

import java.io.PrintStream;
import java.sql.SQLException;
import java.time.Clock;
import java.util.function.BooleanSupplier;

/**
 * {@code dq-explorer compare --family clips}: the dataset's snapshot, made current as {@code dq-explorer
 * snapshot} does (a refresh onto a new measurement keeps the replaced one as the earlier snapshot),
 * against its earlier snapshot; or, with {@code --with-dataset}, two datasets' current snapshots.
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
        CacheFolder folder = CurrentSnapshot.folder(options.connection());
        try (CurrentSnapshot right = current(client, folder, options.withDataset(), err, cancelled)) {
            if (!options.dataset().equals(options.withDataset())) {
                try (CurrentSnapshot left = current(client, folder, options.dataset(), err, cancelled)) {
                    return write(options, whose, left.snapshot(), SnapshotSide.CURRENT, right.snapshot());
                }
            }
            SnapshotStore store = new SnapshotStore(folder, new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(),
                    folder.temporary()));
            try (Snapshot earlier = SnapshotComparison.openEarlier(store, right.snapshot().metadata().key(),
                    "or compare with --with-dataset")) {
                return write(options, whose, earlier, SnapshotSide.EARLIER, right.snapshot());
            } catch (SQLException closing) {
                throw failed(closing);
            }
        }
    }

    private static CurrentSnapshot current(DqClient client, CacheFolder folder, String dataset, PrintStream err,
                                           BooleanSupplier cancelled) {
        CurrentSnapshot opened = CurrentSnapshot.open(client, folder, dataset, false,
                SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT, err::println, SnapshotCommand.progress(err), cancelled);
        if (opened.state() == CurrentSnapshot.State.OFFLINE) {
            err.println(SnapshotCommand.state(opened.state(), opened.snapshot().metadata()));
        }
        return opened;
    }

    private static Written write(CompareOptions options, HistoryKey whose, Snapshot left, String leftSource,
                                 Snapshot right) {
        try {
            SnapshotComparison.Compared compared = SnapshotComparison.compare(left, leftSource, right.connection(),
                    right.metadata());
            return new Written(compared.left(), compared.right(), new ComparisonExport(Clock.systemUTC())
                    .write(compared.result(), compared.left(), compared.right(), whose, options.output()));
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    private static SnapshotException failed(SQLException e) {
        return new SnapshotException(SnapshotException.Reason.FAILED, "Cannot read the snapshots: " + e.getMessage(), e);
    }
}
