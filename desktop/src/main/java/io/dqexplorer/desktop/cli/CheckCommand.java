package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarLine;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.BarsFile;
import io.dqexplorer.workspace.bars.BarsJson;
import io.dqexplorer.workspace.bars.BarsJunit;
import io.dqexplorer.workspace.bars.BarsOutput;
import io.dqexplorer.workspace.bars.CheckRun;
import io.dqexplorer.workspace.bars.Figure;
import io.dqexplorer.workspace.bars.FigureCatalogue;
import io.dqexplorer.workspace.bars.Outcome;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintStream;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code dq-explorer check --bars FILE ...}: the analyst's bars checked against the service's figures, as a CI
 * gate. Measurement figures are read through the same {@link SideResolver} as the app, clips figures from the
 * dataset's snapshot made current first; bars against the history read the measurement history (of --history
 * DIR in a pipeline). One line per bar and dataset on stdout, and optionally JSON and JUnit XML. The exit status
 * says the worst outcome: {@value #HOLD} every bar holds, {@value #WARNINGS} only warnings, {@value #BREACHED}
 * a bar breached, {@value #NOT_CHECKED} a figure could not be checked, {@value #NOT_MEASURED} a figure not
 * measured; 2 for a command line or bars file that cannot be used, 1 when the history or an output file cannot
 * be written,
 * 130 when interrupted.
 */
@Command(name = "check")
final class CheckCommand extends HeadlessCommand {

    static final int HOLD = 0;
    static final int WARNINGS = 4;
    static final int BREACHED = 5;
    static final int NOT_MEASURED = 6;
    static final int NOT_CHECKED = 7;

    private static final String NAME = "dq-explorer check";

    @Mixin
    private CheckOptions.Given given;

    CheckCommand(CommandContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        PrintStream out = context.out();
        PrintStream err = context.err();
        Clock clock = context.clock();
        if (given.listFigures) {
            out.print(figures());
            return HOLD;
        }
        CheckOptions options = CheckOptions.of(given, connection, context.env());
        // a bars file that does not read is a wrong command line, told before anything connects
        List<Bar> bars = BarsFile.read(options.bars());
        MeasurementHistory history = MeasurementHistory.of(options.history());
        // with --history, connected in the environment that names its folder
        return CommandFrame.run(NAME, options, options.env(), err, context.clients().apply(options.env()),
                (client, interruption) -> {
                    HistoryKey whose;
                    List<DatasetEntry> listed;
                    try {
                        whose = SessionHistory.keyOf(client.serviceUrl(), client.versioned().access());
                        listed = client.versioned().datasets();
                    } catch (DqException e) {
                        err.println(FailureLine.of(NAME, e) + "; no bar could be checked");
                        return NOT_CHECKED;
                    }
                    CheckedBars checked;
                    try (MeasurementHistory.Hold held = history.hold()) {
                        checked = CheckedBars.check(client, options.connection(), history, whose, listed,
                                options.bars(), bars, options::chosen, interruption, err, clock);
                    }
                    CheckRun run = checked.run();
                    run.results().forEach(result -> out.println(line(result, checked.before())));
                    out.println(summary(run));
                    if (run.results().isEmpty()) {
                        err.println(NAME + ": no bar of " + options.bars() + " applies to "
                                + (options.datasets().isEmpty() ? "a dataset this credential sees"
                                : ServiceText.shown(String.join(", ", options.datasets())))
                                + ": nothing was checked, which holds nothing");
                    }
                    int exit = exit(run.overall());
                    options.json().ifPresent(file -> out.println("wrote " + BarsOutput.write(file, BarsJson.of(run, exit))));
                    options.junit().ifPresent(file -> out.println("wrote " + BarsOutput.write(file, BarsJunit.of(run))));
                    return exit;
                });
    }

    static int exit(Outcome overall) {
        return switch (overall) {
            case HOLDS -> HOLD;
            case WARNS -> WARNINGS;
            case BREACHED -> BREACHED;
            case NOT_MEASURED -> NOT_MEASURED;
            case NOT_CHECKED -> NOT_CHECKED;
        };
    }

    /** "breached      Blurry footage [kitchen-egocentric] video.blurry.percent 7.12 % at vc-…; your bar: …". */
    private static String line(BarResult result, Map<String, BarOutcomes.Kept> before) {
        BarOutcomes.Kept was = before.get(result.bar().name() + "\u0000" + result.dataset());
        String changed = was == null || was.outcome() == result.outcome() ? ""
                : " (was " + was.outcome().words() + (was.token() == null ? "" : " at " + was.token()) + ")";
        return String.format(Locale.ROOT, "%-20s", result.outcome().words()) + "  "
                + FailureLine.oneLine(result.bar().name() + " [" + result.dataset() + "] " + BarLine.of(result) + changed);
    }

    /** "26 checks on 5 datasets: 17 hold, 6 warn, 0 breached, 3 not measured, 0 could not be checked". */
    static String summary(CheckRun run) {
        Map<Outcome, Integer> counts = run.counts();
        long datasets = run.results().stream().map(BarResult::dataset).distinct().count();
        return run.results().size() + " checks on " + datasets + (datasets == 1 ? " dataset: " : " datasets: ")
                + counts.get(Outcome.HOLDS) + " hold, " + counts.get(Outcome.WARNS) + " warn, "
                + counts.get(Outcome.BREACHED) + " breached, " + counts.get(Outcome.NOT_MEASURED) + " not measured, "
                + counts.get(Outcome.NOT_CHECKED) + " could not be checked";
    }

    static String figures() {
        StringBuilder text = new StringBuilder();
        for (Figure figure : FigureCatalogue.all()) {
            text.append(String.format(Locale.ROOT, "%-48s %-9s %s%n", figure.path(), figure.unit().word(),
                    figure.meaning()));
        }
        return text.toString();
    }

    @Override
    public String help() {
        return """
                Usage: dq-explorer check --bars FILE [--dataset D ...] [--json OUT] [--junit OUT]
                                         [--history DIR] [options]
                       dq-explorer check --list-figures

                Checks your bars (your own acceptance bars on the service's figures; the service
                applies none) and says of each, on each of its datasets, whether it holds, warns,
                is breached, is not measured, or could not be checked. A figure the service has not
                measured ("not assessed yet", "not compared yet") never holds. Figures are read
                as the app reads them: the latest measurement of each family, and the clips figures
                (clips.*) re-totalled from the dataset's snapshot, made current first as
                dq-explorer export --filter does. Each outcome is kept in the measurement history.

                The bars file (YAML; docs/examples/bars.yaml):
                  bars:
                    - name: Blurry footage
                      dataset: kitchen-egocentric    # or "*": every dataset that has the figure
                      figure: video.blurry.percent   # dq-explorer check --list-figures
                      warn: "> 5"                    # >, >=, <, <=, between A and B,
                      fail: "> 6"                    # outside A and B; one or both
                    - name: Knife clips keep their frames
                      dataset: kitchen-egocentric
                      filter: 'objects has "knife"'  # clips.* figures: a subset
                      figure: clips.usable_share
                      fail: "< 0.9"
                    - name: Blurry no worse than last time
                      dataset: kitchen-egocentric
                      figure: video.blurry.percent
                      against: previous              # or "mean of last N", from the history
                      fail: "> 0.5"                  # the change, percentage points here
                Numbers are in the figure's unit (percent 0..100, fraction 0..1, hours, ...).
                A file that cannot be used is refused with its line and column (exit 2).

                Options:
                  --bars FILE          the bars file (required)
                  --dataset D ...      check only the bars of these datasets ("*" bars included);
                                       repeat it, or separate the names by commas
                  --json OUT           write every result as JSON: value unrounded, unit,
                                       conditions, outcome, token(s), the compared value
                  --junit OUT          write JUnit XML for GitLab and Jenkins: one test case per
                                       bar and dataset; breached a <failure>, could not be
                                       checked an <error>, not measured <skipped>, warns a
                                       passing case saying so in <system-out>
                  --history DIR        keep and read the measurement history in DIR (a CI
                                       cache), instead of the app's (env DQ_DATA_DIR)
                  --list-figures       list every figure with its unit and meaning
                  --force              replace OUT files that exist
                  --verbose            also print the client's log on stderr
                  -h, --help           show this help

                %1$s
                Output: one line per bar and dataset: the outcome, the bar, the dataset, the
                figure's value and token (for against, the earlier value, its tokens and the
                change), your bar, and "(was ...)" when the outcome changed since the last check.

                Exit status (the first that applies):
                  5    a bar is breached
                  7    a figure could not be checked (the service or the snapshot failed)
                  6    a figure is not measured, or no bar applied (nothing checked)
                  4    only warnings
                  0    every bar holds
                  1    the history or an output file could not be written
                  2    wrong command line, a bars file that cannot be used, or OUT exists
                       without --force
                  130  interrupted

                Examples:
                  dq-explorer check --demo --bars docs/examples/bars.yaml
                  dq-explorer check --bars bars.yaml --history .dq-history \\
                      --json bars.json --junit bars.xml
                """.formatted(ConnectionOptions.HELP);
    }
}
