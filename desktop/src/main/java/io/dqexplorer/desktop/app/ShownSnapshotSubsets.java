package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.clips.snapshots.OpenSnapshot;
import io.dqexplorer.workspace.bars.Subsets;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.snapshot.SnapshotException;

import java.sql.SQLException;
import java.util.Optional;

/**
 * The clips figures of the app's bars (the composition root's, as it joins the Bars tab to the Clips tab): re-totalled from the snapshot the Clips tab has open, through its own
 * lock, as the report's subset is. The app fetches no snapshot for a bar (a million clips is the Clips tab's to
 * fetch, with its progress); without the dataset's snapshot open, a clips figure is not checked, and says why.
 */
final class ShownSnapshotSubsets implements Subsets {

    private final Optional<OpenSnapshot> shown;

    /** @param shown the Clips tab's open snapshot, taken on the UI thread when the check starts */
    ShownSnapshotSubsets(Optional<OpenSnapshot> shown) {
        this.shown = shown;
    }

    @Override
    public Subset summary(String dataset, Filter filter) {
        OpenSnapshot snapshot = shown.filter(open -> open.metadata().key().dataset().equals(dataset))
                .orElseThrow(() -> new SnapshotException(SnapshotException.Reason.FAILED,
                        "clips figures are re-totalled from the dataset's snapshot: open " + dataset
                                + " in the Clips tab on its snapshot, then check again", null));
        try {
            return new Subset(snapshot.query(queries -> queries.summary(snapshot.condition(filter))),
                    snapshot.metadata().vocabulary());
        } catch (SQLException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "the snapshot of " + dataset + " could not be read: " + e.getMessage(), e);
        }
    }
}
