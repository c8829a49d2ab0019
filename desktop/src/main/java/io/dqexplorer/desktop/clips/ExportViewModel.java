package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.export.ExportRun;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * The clip table's CSV exports through the SDK's streaming exporter, one at a time ({@link ExportRun}).
 * The outcome belongs to the dataset it was exported from: {@link #datasetChanged()} clears it. It
 * drafts the exports of the clip table ({@link #draftOfFilter()}, {@link #draftOfRows}), whose columns
 * and file the view asks for.
 */
public final class ExportViewModel {

    private final ClipCsvExporter exporter;
    private final Settings settings;
    private final Supplier<ClipQuery> filter;
    private final Supplier<List<ClipColumn>> shownColumns;
    private final Runnable loadLatest;
    private final ExportRun run;
    private Runnable lastStart;

    /**
     * @param settings     remembers the columns and the folder of the last export
     * @param filter       every clip of the clip table's filter, pinned to the shown measurement
     * @param shownColumns the table's columns, preselected until columns were chosen once
     * @param loadLatest   shows the clip table's filter on the latest measurement: the filter is pinned, so
     *                     once the service has moved on an export answers 409 and the banner offers this
     */
    public ExportViewModel(ClipCsvExporter exporter, AsyncRunner runner, Settings settings, Supplier<ClipQuery> filter,
                           Supplier<List<ClipColumn>> shownColumns, Runnable loadLatest) {
        this(exporter, runner, settings, filter, shownColumns, loadLatest, FolderOpener.platform());
    }

    ExportViewModel(ClipCsvExporter exporter, AsyncRunner runner, Settings settings, Supplier<ClipQuery> filter,
                    Supplier<List<ClipColumn>> shownColumns, Runnable loadLatest, FolderOpener folderOpener) {
        this.exporter = exporter;
        this.settings = settings;
        this.filter = filter;
        this.shownColumns = shownColumns;
        this.loadLatest = loadLatest;
        this.run = new ExportRun(runner, folderOpener);
    }

    /** An export of every clip of the table's filter, as it is now, over every page. */
    public ExportDraft draftOfFilter() {
        ClipQuery query = filter.get();
        return draft(query.term() == null ? query.dataset() : query.dataset() + "-" + query.term(),
                (columns, target) -> start(new ExportRequest(query, columns, target)));
    }

    /** An export of these rows of the table, as they are shown. */
    public ExportDraft draftOfRows(List<ClipRow> rows) {
        List<ClipRow> chosen = List.copyOf(rows);
        return draft(filter.get().dataset() + "-selected", (columns, target) -> startRows(chosen, columns, target));
    }

    private ExportDraft draft(String name, BiConsumer<List<ClipColumn>, Path> start) {
        return new ExportDraft(preselectedColumns(), name.replaceAll("[^A-Za-z0-9._-]+", "_") + ".csv",
                (columns, target) -> {
                    remember(columns, target);
                    start.accept(columns, target);
                });
    }

    private List<ClipColumn> preselectedColumns() {
        List<ClipColumn> remembered = settings.exportColumns().stream()
                .map(ClipColumn::byHeader).flatMap(Optional::stream).toList();
        return remembered.isEmpty() ? shownColumns.get() : remembered;
    }

    private void remember(List<ClipColumn> columns, Path target) {
        settings.rememberExportColumns(columns.stream().map(ClipColumn::header).toList());
        Path folder = target.toAbsolutePath().getParent();
        if (folder != null) {
            settings.rememberExportFolder(folder);
        }
    }

    /** Starts exporting; ignored while another export runs. */
    public void start(ExportRequest request) {
        if (run.start(request.target(), (progress, cancelled) -> exporter.export(request, progress, cancelled),
                done -> new ExportRun.Outcome(done.file(), done.rows(), "Exported " + Formats.count(done.rows())
                        + " rows to " + done.file() + " · manifest " + done.manifest()))) {
            lastStart = () -> start(request);
        }
    }

    /**
     * Writes rows already at hand (the clip table's selection) in {@code columns}, with the same
     * cells and atomic write as an export; ignored while another export runs.
     */
    public void startRows(List<ClipRow> rows, List<ClipColumn> columns, Path target) {
        List<ClipRow> chosen = List.copyOf(rows);
        if (run.start(target, (progress, cancelled) -> exporter.exportRows(chosen, columns, target),
                file -> new ExportRun.Outcome(file, chosen.size(), "Exported " + Formats.count(chosen.size())
                        + (chosen.size() == 1 ? " selected row to " : " selected rows to ") + file))) {
            lastStart = () -> startRows(chosen, columns, target);
        }
    }

    /** Another dataset is shown: the outcome of an export from the last one no longer stands under the table. */
    public void datasetChanged() {
        run.clearOutcome();
    }

    /** The export under way and its outcome: progress, cancel, the message and the failure for the banner. */
    public ExportRun run() {
        return run;
    }

    /** What the error banner's button asks for: Load latest shows the table's filter on the latest measurement. */
    public void onErrorAction(ErrorAction action) {
        switch (action) {
            case RETRY -> retry();
            case LOAD_LATEST -> {
                // the failed export named a measurement that is gone: show the latest, then export again
                run.dismissFailure();
                loadLatest.run();
            }
            default -> { }
        }
    }

    /** Runs the last export again, e.g. after a failure. */
    public void retry() {
        if (lastStart != null) {
            lastStart.run();
        }
    }
}
