package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.CompareException;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonExport;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintStream;

/**
 * {@code dq-explorer compare ...}: two measurements of one family side by side — of one dataset before and
 * after a re-measure, or of two datasets — written as the app's difference table to CSV with a manifest
 * naming both sides. Every answer read is kept in the measurement history, and a token the service no
 * longer keeps is read from there. Clips compare two snapshots instead ({@link CompareClips}). Exit 0 when
 * written, 1 when the service, the history or the file system failed or a side cannot be had, 2 for a
 * command line that cannot run, 130 when interrupted while a snapshot is fetched.
 */
@Command(name = "compare")
final class CompareCommand extends HeadlessCommand {

    private static final String NAME = "dq-explorer compare";

    @Mixin
    private CompareOptions.Given given;

    CompareCommand(CommandContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        CompareOptions options = CompareOptions.of(given, connection, context.env());
        PrintStream out = context.out();
        PrintStream err = context.err();
        MeasurementHistory history = MeasurementHistory.of(options.history());
        // the clients keep the answers they read in the same history (the launcher's factory)
        return framed(NAME, options, (client, interruption) -> {
                    HistoryKey whose = SessionHistory.keyOf(client.serviceUrl(), client.versioned().access());
                    if (options.clips()) {
                        CompareClips.Written clips = CompareClips.run(options, client, whose, err, interruption::requested);
                        return written(clips.left().label(), clips.right().label(), clips.result(), out);
                    }
                    Comparison comparison = compare(options, new SideResolver(client, history, whose, context.clock()));
                    ComparisonExport.Result written = new ComparisonExport(context.clock())
                            .write(comparison, whose, options.output());
                    return written(comparison.left().label(), comparison.right().label(), written, out);
                });
    }

    private static int written(String left, String right, ComparisonExport.Result written, PrintStream out) {
        out.println("left     " + ServiceText.shown(left));
        out.println("right    " + ServiceText.shown(right));
        out.println("wrote " + written.file() + " (" + Formats.count(written.rows()) + " rows)");
        out.println("manifest " + written.manifest());
        return CommandLines.OK;
    }

    /**
     * The right side first: by default the left one is the measurement kept before it. A side the service has
     * not measured (404 for a listed dataset) is compared as such: rows saying so, not a failure.
     */
    private static Comparison compare(CompareOptions options, SideResolver sides) {
        ComparisonSide right = sides.resolveOrNotMeasured(options.family(), options.withDataset(), options.withToken());
        if (!options.leftIsPrevious()) {
            return Comparison.of(sides.resolveOrNotMeasured(options.family(), options.dataset(), options.token()), right);
        }
        if (!right.measured()) {
            return Comparison.of(right, right);
        }
        ComparisonSide left = sides.previous(options.family(), options.dataset(), right.token()).orElseThrow(() ->
                new CompareException("no " + options.family().word() + " measurement of " + options.dataset()
                        + " earlier than " + right.token() + " is kept here; give --token, or compare with"
                        + " --with-dataset", null));
        return Comparison.of(left, right);
    }

    @Override
    public String help() {
        return """
                Usage: dq-explorer compare --family F --dataset A [--token T]
                                           [--with-dataset B] [--with-token U] --output FILE [options]

                Sets two measurements of one family side by side, as the app's compare mode does,
                and writes the difference table to a CSV file with a manifest FILE.manifest.json
                beside it naming both sides (dataset, token, latest / pinned / stored copy, when),
                the service, the organization, the row count and the file's SHA-256. The file
                appears only when complete.

                What to compare:
                  --family F           video, hands, vocabulary, duplicates or clips (required)
                  --dataset A          the left side's dataset (required)
                  --token T            the left side's measurement token. Default: with
                                       --dataset alone, the measurement seen here before the
                                       right side's; with --with-dataset (even A again), A's
                                       latest
                  --with-dataset B     the right side's dataset; default A
                  --with-token U       the right side's measurement token; default the latest
                  --output FILE        the CSV to write; its folder must exist (required)

                Clips compare two snapshots of clip rows (see dq-explorer snapshot): A's, made
                current first, with the earlier snapshot of A kept when a refresh brought a new
                measurement; with --with-dataset, A's and B's current snapshots. Rows: clips added,
                removed, and each changed field (terms, analyzed seconds, frame counts, hand
                seconds, duplicate group); the manifest gives each side's clips and seconds.
                --token and --with-token do not apply.

                Every answer read is kept in the measurement history on this machine. A token the
                service no longer keeps (409), or any token while the service cannot be reached
                once connected, is read from there: its side is then a "stored copy".

                %1$s
                Where the history is kept:
                  env DQ_DATA_DIR      this absolute folder instead of dq-explorer in the user's
                                       data folder ($XDG_DATA_HOME or ~/.local/share on Linux,
                                       %%APPDATA%% on Windows, ~/Library/Application Support on macOS)

                %2$s
                The table: one row per figure compared, columns part, item, measure, left, right,
                difference, state. The difference is right minus left, in percentage points for a
                percent; a figure one side has not assessed (or compared) yet leaves its cells and
                the difference empty, with the state saying so, never a change from 0. A side the
                service has not measured at all in the family (a listed dataset it answers 404
                for) still gives the other side's rows, its own cells empty and the state "not
                measured on the left" (or right); neither side measured is one such row. The CSV is
                RFC 4180, UTF-8, CRLF line ends, text a spreadsheet would run as a formula prefixed
                with '.

                Output: the two sides, then the file and manifest paths, on stdout; one line per
                retry on stderr.

                Exit status:
                  0    written
                  1    the service, the history or the file system failed, or a side cannot be
                       had (a token neither the service nor the history keeps; no earlier
                       measurement or snapshot kept here) (one line on stderr)
                  130  interrupted while fetching a snapshot; no file written
                  2    wrong command line, FILE exists without --force, or FILE is not a
                       regular file

                Examples:
                  dq-explorer compare --demo --family video --dataset kitchen-egocentric \\
                      --with-dataset warehouse-picking --output video.csv
                  dq-explorer compare --family hands --dataset kitchen-egocentric --output hands.csv
                  dq-explorer compare --family clips --dataset kitchen-egocentric --output clips.csv
                """.formatted(ConnectionOptions.HELP, OutputFlags.HELP);
    }
}
