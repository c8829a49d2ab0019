package io.dqexplorer.desktop.report;

import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.export.ExportRun;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.report.QualityReport;
import io.dqexplorer.workspace.report.ReportFile;
import io.dqexplorer.workspace.report.ReportReader;
import io.dqexplorer.workspace.report.ShownClipComparison;
import io.dqexplorer.workspace.report.SubsetFigures;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * "Report…": the selected dataset's quality report written to a file, on a worker thread, as the command
 * line's {@code dq-explorer report} writes it (the same reader and file). With a filter active in the clip
 * workspace on the dataset's snapshot, the filtered clips' summary stands beside the whole's; with the tab in
 * front comparing (a measurement tab's compare mode, or the Clips tab's compare view), its comparison (both
 * sides and the differences, the comparison the user sees, not read again) follows. Runs as every
 * export does ({@link ExportRun}): one at a time, the outcome line with "Open folder", a failure in the banner.
 */
public final class ReportViewModel {

    /** Reads the dataset's report; blocks on the network, so it runs on the worker. */
    @FunctionalInterface
    public interface Reader {
        QualityReport read(String dataset, Optional<SubsetFigures> subset);
    }

    /**
     * The workspace's filtered clips of the dataset, asked on the UI thread (where the filter and the snapshot
     * open are read); the query it gives runs on the worker. Empty when no filter is active on that dataset.
     */
    @FunctionalInterface
    public interface ActiveSubset {
        Optional<Callable<SubsetFigures>> of(String dataset);
    }

    private final Reader reader;
    private final ActiveSubset subset;
    private final Supplier<Optional<Comparison>> compared;
    private final Supplier<Optional<ShownClipComparison>> clipsCompared;
    private final Settings settings;
    private final ExportRun run;
    private String lastDataset;
    private Path lastTarget;

    /**
     * @param compared      the measurements' comparison the window shows, asked on the UI thread; empty when none shows
     * @param clipsCompared the clip snapshots' comparison the window shows, asked likewise
     */
    public ReportViewModel(Reader reader, ActiveSubset subset, Supplier<Optional<Comparison>> compared,
                           Supplier<Optional<ShownClipComparison>> clipsCompared, AsyncRunner runner, Settings settings,
                           FolderOpener folderOpener) {
        this.reader = reader;
        this.subset = subset;
        this.compared = compared;
        this.clipsCompared = clipsCompared;
        this.settings = settings;
        this.run = new ExportRun(runner, folderOpener);
    }

    /**
     * The session's reader: every family's latest answer through the comparison's resolver and the session's
     * measurement history, as {@code dq-explorer report} reads them.
     */
    public static Reader reader(DqClient client, SessionHistory history, Clock clock) {
        return (dataset, subset) -> new ReportReader(client, new SideResolver(client, history.history(), history.key(),
                clock), history.key(), clock).read(dataset, null, subset, Optional.empty());
    }

    /** "kitchen-egocentric-quality-report.html", with what a file name cannot hold replaced. */
    public static String suggestedName(String dataset) {
        return dataset.replaceAll("[^A-Za-z0-9._-]", "_") + "-quality-report.html";
    }

    /** Starts writing the report of {@code dataset} to {@code target}; false while another report is written. */
    public boolean write(String dataset, Path target) {
        Optional<Callable<SubsetFigures>> filtered = subset.of(dataset);
        Optional<Comparison> comparison = compared.get();
        // the comparison of the dataset's own snapshot, which stands on the right as the compare view has it
        Optional<ShownClipComparison> clips = clipsCompared.get()
                .filter(shown -> shown.compared().right().dataset().equals(dataset));
        lastDataset = dataset;
        lastTarget = target;
        boolean started = run.start(target, (progress, cancelled) -> {
            Optional<SubsetFigures> figures = filtered.isPresent() ? Optional.of(filtered.get().call()) : Optional.empty();
            return ReportFile.write(reader.read(dataset, figures).comparing(comparison.stream().toList(), clips), target);
        }, file -> new ExportRun.Outcome(file, 0, "Report of " + ServiceText.shown(dataset)
                + with(filtered.isPresent(), comparison, clips) + " written to " + file));
        Path folder = target.toAbsolutePath().getParent();
        if (started && folder != null) {
            settings.rememberExportFolder(folder);
        }
        return started;
    }

    /** " with the workspace's filter and the hands comparison", as far as each is in the report. */
    private static String with(boolean filtered, Optional<Comparison> comparison, Optional<ShownClipComparison> clips) {
        List<String> parts = new ArrayList<>();
        if (filtered) {
            parts.add("the workspace's filter");
        }
        comparison.ifPresent(shown -> parts.add("the " + shown.family().word() + " comparison"));
        clips.ifPresent(shown -> parts.add("the clips comparison"));
        return parts.isEmpty() ? "" : " with " + String.join(" and ", parts);
    }

    /** The banner's action: Retry writes the last report again. */
    public void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY && lastTarget != null) {
            write(lastDataset, lastTarget);
        }
    }

    /** The report under way and its outcome. */
    public ExportRun run() {
        return run;
    }
}
