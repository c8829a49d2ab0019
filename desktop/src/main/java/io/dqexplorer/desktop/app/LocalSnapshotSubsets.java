package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.snapshots.OpenSnapshot;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.workspace.bars.Subsets;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotVocabulary;

import java.sql.SQLException;
import java.util.Optional;

/**
 * The clips figures of the app's bars (the composition root's, as it joins the Bars tab to the Clips tab),
 * re-totalled from the dataset's snapshot on this machine: the one the Clips tab shows, through its own lock, as
 * the report's subset is; else the one kept in the cache, opened read-only for the figure and closed again. The
 * app fetches no snapshot for a bar (a million clips is the Clips tab's to fetch, with its progress): without one
 * on this machine, a clips figure is not checked, and says how to get one.
 */
final class LocalSnapshotSubsets implements Subsets {

    private final Optional<OpenSnapshot> shown;
    private final Optional<ClipWorkspace> workspace;

    /**
     * @param shown     the Clips tab's open snapshot, taken on the UI thread when the check starts; none for a
     *                  check off it
     * @param workspace the session's snapshots; none before the tabs are built
     */
    LocalSnapshotSubsets(Optional<OpenSnapshot> shown, Optional<ClipWorkspace> workspace) {
        this.shown = shown;
        this.workspace = workspace;
    }

    @Override
    public Subset summary(String dataset, Filter filter) {
        try {
            Optional<OpenSnapshot> open = shown.filter(snapshot -> snapshot.metadata().key().dataset().equals(dataset));
            if (open.isPresent()) {
                OpenSnapshot snapshot = open.get();
                return new Subset(snapshot.query(queries -> queries.summary(snapshot.condition(filter))),
                        snapshot.metadata().vocabulary());
            }
            try (Snapshot stored = workspace.flatMap(kept -> kept.store().open(kept.keyOf(dataset)))
                    .orElseThrow(() -> new SnapshotException(SnapshotException.Reason.FAILED, "clips figures are"
                            + " re-totalled from the dataset's snapshot, and none of " + dataset + " is on this"
                            + " machine: open it in the Clips tab to fetch its clips, then check again", null))) {
                return new Subset(new ClipQueries(stored.connection()).summary(filter.sql(resolver(stored))),
                        stored.metadata().vocabulary());
            }
        } catch (SQLException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "the snapshot of " + dataset + " could not be read: " + e.getMessage(), e);
        }
    }

    /** Offline, the words of the bar's filter select clips carrying exactly them, as the command line's do. */
    private TermResolver resolver(Snapshot stored) {
        try {
            return SnapshotVocabulary.resolver(workspace.orElseThrow().client(), stored.metadata());
        } catch (DqException failure) {
            if (!failure.unreachable()) {
                throw failure;
            }
            return TermResolver.exact();
        }
    }
}
