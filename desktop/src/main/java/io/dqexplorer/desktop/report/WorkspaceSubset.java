package io.dqexplorer.desktop.report;

import io.dqexplorer.desktop.clips.snapshots.OpenSnapshot;
import io.dqexplorer.desktop.clips.ClipsViewModel;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.report.SubsetFigures;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * The clip workspace's active filter, as the report's subset: only when the workspace shows the reported
 * dataset's snapshot and a filter is applied. The filter and the snapshot are read on the UI thread, as the
 * workspace keeps them; the summaries are queried on the worker, through the snapshot's own lock.
 */
public final class WorkspaceSubset implements ReportViewModel.ActiveSubset {

    private final Supplier<Optional<ClipsViewModel>> workspace;

    public WorkspaceSubset(Supplier<Optional<ClipsViewModel>> workspace) {
        this.workspace = workspace;
    }

    @Override
    public Optional<Callable<SubsetFigures>> of(String dataset) {
        Optional<ClipsViewModel> view = workspace.get();
        OpenSnapshot snapshot = view.map(w -> w.snapshotProperty().get()).orElse(null);
        Filter filter = view.map(w -> w.filterProperty().get()).orElse(null);
        if (snapshot == null || filter == null || filter.clauses().isEmpty()
                || !snapshot.metadata().key().dataset().equals(dataset)) {
            return Optional.empty();
        }
        SqlCondition condition = snapshot.condition(filter);
        SnapshotMetadata metadata = snapshot.metadata();
        String text = filter.text();
        return Optional.of(() -> snapshot.query(queries -> SubsetFigures.of(queries, metadata, text, condition)));
    }
}
