package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarsFile;
import io.dqexplorer.workspace.bars.CheckRun;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.report.CompareTarget;
import io.dqexplorer.workspace.report.QualityReport;
import io.dqexplorer.workspace.report.ReportFile;
import io.dqexplorer.workspace.report.ReportReader;
import io.dqexplorer.workspace.report.ShownClipComparison;
import io.dqexplorer.workspace.report.SubsetFigures;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * {@code dq-explorer report ...}: the quality report of a dataset as one self-contained HTML file, made by the
 * same {@link ReportReader} and {@link ReportFile} as the app's "Report…". With --filter the subset's summary
 * comes from the dataset's snapshot, made current first as {@code dq-explorer export --filter} does. Exit 0
 * when written, 1 when the service, the snapshot, the history or the file system failed, 2 for a command line
 * that cannot run, 130 when interrupted while a snapshot is fetched.
 */
@Command(name = "report")
final class ReportCommand extends HeadlessCommand {

    private static final String NAME = "dq-explorer report";

    @Mixin
    private ReportOptions.Given given;

    ReportCommand(CommandContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        ReportOptions options = ReportOptions.of(given, connection, context.env());
        PrintStream out = context.out();
        PrintStream err = context.err();
        Clock clock = context.clock();
        // a bars file that does not read is a wrong command line, told before anything connects
        Optional<List<Bar>> bars = options.bars().map(BarsFile::read);
        MeasurementHistory history = MeasurementHistory.of(options.history());
        return framed(NAME, options, (client, interruption) -> {
                    HistoryKey whose = SessionHistory.keyOf(client.serviceUrl(), client.versioned().access());
                    Optional<SubsetFigures> subset = options.filter().isPresent()
                            ? Optional.of(subset(options, options.filter().get(), client, interruption, err))
                            : Optional.empty();
                    QualityReport report = new ReportReader(client, new SideResolver(client, history, whose, clock),
                            whose, clock).read(options.dataset(), options.token(), subset, options.measurementsWith());
                    if (options.family().isPresent()) {
                        report = report.comparing(report.comparisons().stream()
                                .filter(comparison -> comparison.family() == options.family().get()).toList(),
                                Optional.empty());
                    }
                    if (options.clips()) {
                        report = report.comparing(List.of(), Optional.of(clips(options, client, interruption, err)));
                    }
                    if (bars.isPresent()) {
                        CheckRun checked = CheckedBars.check(client, options.connection(), history, whose,
                                client.versioned().datasets(), options.bars().get(), bars.get(),
                                options.dataset()::equals, interruption, err, clock).run();
                        report = report.withBars(checked);
                        out.println("bars     " + CheckCommand.summary(checked));
                    }
                    Path written = ReportFile.write(report, options.output());
                    report.measured().values().forEach(side -> out.println(side.family().measurement().name() + " "
                            + ServiceText.shown(side.token()) + " (" + side.source().word() + ")"));
                    report.clips().ifPresent(clips -> {
                        out.println("left     " + ServiceText.shown(clips.compared().left().label()));
                        out.println("right    " + ServiceText.shown(clips.compared().right().label()));
                    });
                    out.println("wrote " + written);
                    return CommandLines.OK;
                });
    }

    /**
     * The dataset's snapshot compared as the Clips tab's compare view compares it: on the right, made current
     * first; on the left the snapshot of --compare-with, or the dataset's earlier one. Every difference is
     * listed as the view lists them unfiltered.
     */
    private static ShownClipComparison clips(ReportOptions options, DqClient client, Interruption interruption,
                                             PrintStream err) {
        return ShownClipComparison.everyDifference(CompareClips.compare(client, CurrentSnapshot.folder(options.connection()),
                options.compareWith().map(CompareTarget::dataset), options.dataset(), "or compare with --compare-with DATASET", err, interruption::requested));
    }

    /** The filter's clips beside the whole, from the dataset's snapshot made current as the export does. */
    private static SubsetFigures subset(ReportOptions options, Filter filter, DqClient client, Interruption interruption,
                                        PrintStream err) {
        try (CurrentSnapshot opened = CurrentSnapshot.openTelling(client, CurrentSnapshot.folder(options.connection()),
                options.dataset(), err, interruption::requested)) {
            SnapshotMetadata metadata = opened.snapshot().metadata();
            return SubsetFigures.of(new ClipQueries(opened.snapshot().connection()), metadata, options.filterText(),
                    ExportCommand.condition(filter, client, metadata, err));
        } catch (SQLException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot read the snapshot of " + options.dataset() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String help() {
        return """
                Usage: dq-explorer report --dataset ID [--token T] [--filter TEXT]
                                          [--compare-with DATASET[:TOKEN]] [--family F]
                                          --output FILE.html [options]

                Writes the quality report of a dataset, as the app's "Report…" does: one
                self-contained HTML file (no script, no external resource; charts as inline SVG)
                that opens in any browser, prints well, and follows the reader's light or dark
                scheme. It holds the video defects with their histograms and percentiles, hand
                activity, the vocabulary's tiers and top terms, and the duplicates; each section
                names its measurement token, the service, the organization and the time read. A
                measurement not made yet says so, never 0. The file appears only when complete.

                What to report:
                  --dataset ID         dataset id, as listed by the datasets endpoint (required)
                  --token T            pin the video-characteristics measurement (the defects);
                                       default the latest. A token the service no longer keeps
                                       is read from the measurement history
                  --filter 'TEXT'      add the summary of the clips meeting the filter beside the
                                       whole dataset's, from the dataset's snapshot, made current
                                       first as dq-explorer export --filter does (the same filter
                                       language: dq-explorer export --help)
                  --compare-with DATASET[:TOKEN]
                                       add each family's differences with another dataset (its
                                       latest; TOKEN pins its video-characteristics measurement),
                                       both sides named in the header and in each comparison
                  --family F           compare only family F: video, hands, vocabulary or
                                       duplicates (needs --compare-with); or clips: the
                                       dataset's snapshot (on the right) against the snapshot of
                                       --compare-with DATASET, or without it the dataset's
                                       earlier snapshot, as the Clips tab's Compare... does and
                                       dq-explorer compare --family clips writes: both summaries,
                                       the differences counted by state and by field, and the
                                       first 1,000 rows (the report says how many of how many)
                  --bars FILE          add "Your bars": the bars of FILE on this dataset checked
                                       as dq-explorer check does (see dq-explorer check --help)
                  --output FILE        the HTML file to write; its folder must exist (required)

                %1$s
                Where things are kept:
                  env DQ_DATA_DIR      the measurement history (see dq-explorer compare --help)
                  env DQ_CACHE_DIR     the snapshots (see dq-explorer snapshot --help), of
                                       --filter and --family clips

                %2$s
                Output: each measurement reported with its token on stdout, then the file; for a
                snapshot fetched first, progress on stderr; one line per retry on stderr.

                Exit status:
                  0    written
                  1    the service, the snapshot, the history or the file system failed, the
                       dataset is not listed, or --family clips has no earlier snapshot of it
                       to compare with (one line on stderr)
                  2    wrong command line (a filter or a bars file that does not read
                       included), FILE exists without --force, or FILE is not a regular file
                  130  interrupted while fetching a snapshot; no file written

                Examples:
                  dq-explorer report --demo --dataset kitchen-egocentric --output kitchen.html
                  dq-explorer report --demo --dataset kitchen-egocentric \\
                      --filter 'objects has "knife"' --compare-with warehouse-picking \\
                      --output knives.html
                  dq-explorer report --demo --dataset kitchen-egocentric --family clips \\
                      --compare-with warehouse-picking --output clips.html
                """.formatted(ConnectionOptions.HELP, OutputFlags.HELP);
    }
}
