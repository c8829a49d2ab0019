package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.export.TermExport;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportProgress;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.export.ExportResult;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.export.SnapshotManifest;
import io.dqexplorer.workspace.export.ViewExport;
import io.dqexplorer.workspace.export.ViewExportRequest;
import io.dqexplorer.workspace.export.ViewExportResult;
import io.dqexplorer.workspace.filter.DuplicateClause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.FilterJson;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.ViewSelect;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.snapshot.SnapshotVocabulary;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * {@code dq-explorer export ...}: writes every clip of a dataset (optionally filtered by a term)
 * to a CSV file with its manifest, without the UI; or, with a filter, a sort, a format or a column
 * only the snapshot has, a view of the dataset's snapshot (made current first) to CSV or Parquet,
 * through the same {@link ViewExport} as the app. Exit 0 on success, 1 when the service, the
 * snapshot or the file system failed, 2 for a command line that cannot run (an existing file
 * without --force and a filter that does not read included), 3 when the term or filter selects no
 * clip, 130 when interrupted; a failure leaves no new file at the output path and is told in one
 * line on stderr. Service-supplied text is escaped before it is printed, and the SDK's own log is
 * silent unless --verbose.
 */
@Command(name = "export")
final class ExportCommand extends HeadlessCommand {

    private static final String NAME = "dq-explorer export";

    @Mixin
    private ExportOptions.Given given;

    ExportCommand(CommandContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        ExportOptions options = ExportOptions.of(given, connection, context.env());
        return framed(NAME, options, (client, interruption) -> options.onSnapshot()
                ? exportView(options, client, interruption, context.out(), context.err())
                : exportPages(options, client, interruption, context.out(), context.err()));
    }

    /**
     * The service's pages: every clip streamed to CSV by the SDK; a term's clips written as a view is
     * ({@link TermExport}), so that the file is the equivalent view's.
     */
    private static int exportPages(ExportOptions options, DqClient client, Interruption interruption, PrintStream out,
                                   PrintStream err) {
        if (options.term() == null) {
            ExportResult result = new ClipCsvExporter(client).export(options.request(), progress(err),
                    interruption::requested);
            return written(result.file(), result.rows(), result.manifest(), out);
        }
        if (!options.allowEmpty()) {
            Optional<String> nothing = TermCheck.nothingSelected(client, options.request().query());
            if (nothing.isPresent()) {
                err.println(NAME + ": nothing written: " + nothing.get() + " (--allow-empty writes the"
                        + " header-only file)");
                return CommandLines.NOTHING_SELECTED;
            }
        }
        ExportRequest request = options.request();
        ViewExportResult result = TermExport.export(client, request.query(), request.columns(), ExportFormat.CSV,
                request.target(), options.connection().cacheFolder(), progress(err), interruption::requested);
        return written(result.file(), result.rows(), result.manifest(), out);
    }

    private static int written(Path file, long rows, Path manifest, PrintStream out) {
        out.println("wrote " + file + " (" + Formats.count(rows) + " rows)");
        out.println("manifest " + manifest);
        return CommandLines.OK;
    }

    /**
     * A view of the dataset's snapshot, made current first as {@code dq-explorer snapshot} does, through
     * the app's own {@link ViewExport}.
     */
    private static int exportView(ExportOptions options, DqClient client, Interruption interruption,
                                  PrintStream out, PrintStream err) {
        ExportOptions.SnapshotView view = options.view();
        try (CurrentSnapshot opened = CurrentSnapshot.openTelling(client, CurrentSnapshot.folder(options.connection()),
                options.dataset(), err, interruption::requested)) {
            SnapshotMetadata metadata = opened.snapshot().metadata();
            SqlCondition condition = condition(view.filter(), client, metadata, err);
            Connection connection = opened.snapshot().connection();
            if (!options.allowEmpty() && new ClipQueries(connection).count(condition) == 0) {
                err.println(NAME + ": nothing written: the filter selects none of the " + Formats.count(metadata.rows())
                        + " clips of dataset " + ServiceText.shown(options.dataset()) + " (--allow-empty writes the"
                        + " header-only file)");
                return CommandLines.NOTHING_SELECTED;
            }
            ViewExportRequest request = new ViewExportRequest(new ViewSelect(condition, view.sort(), view.columns()),
                    view.format(), options.output(), view.filter().text(), FilterJson.toJson(view.filter()),
                    SnapshotManifest.of(metadata));
            ViewExportResult result = new ViewExport(connection, opened.scratch()).export(request, progress(err),
                    interruption::requested);
            return written(result.file(), result.rows(), result.manifest(), out);
        } catch (SQLException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot read the snapshot of " + options.dataset() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The filter over the snapshot, its words resolved as {@link #resolver} does.
     *
     * @throws UsageException when it asks about duplicates the service never compared for the dataset
     */
    static SqlCondition condition(Filter filter, DqClient client, SnapshotMetadata metadata, PrintStream err) {
        DuplicateClause.unanswered(filter, metadata.key().dataset(), metadata.duplicatesCompared()).ifPresent(why -> {
            throw new UsageException(why);
        });
        return filter.sql(resolver(client, metadata, err));
    }

    /**
     * Spellings to their terms through the vocabulary of the snapshot's measurement. Offline there is
     * none to ask: a word then selects clips carrying exactly it, and the user is told.
     */
    static TermResolver resolver(DqClient client, SnapshotMetadata metadata, PrintStream err) {
        try {
            return SnapshotVocabulary.resolver(client, metadata);
        } catch (DqException failure) {
            if (!failure.unreachable()) {
                throw failure;
            }
            err.println("the vocabulary cannot be read: filter words select clips carrying exactly them");
            return TermResolver.exact();
        }
    }

    private static ExportProgress progress(PrintStream err) {
        return (done, total) -> err.println("exported " + Formats.count(done) + " of " + Formats.count(total)
                + " rows");
    }

    @Override
    public String help() {
        return """
                Usage: dq-explorer export --dataset ID --output FILE [options]

                Writes every clip of a dataset (every page; optionally only those carrying a term)
                to a CSV file, and a manifest FILE.manifest.json beside it recording the dataset,
                the filter, the measurement token, the row count and the time. The file appears
                only when complete: on failure or interrupt nothing is left at FILE. With --term
                the file is written as a view of the snapshot is (the same writer, headings and
                cells: --term knife writes what --filter 'any has "knife"' does in the same
                --columns), its manifest a view's naming the term and the measurement token.

                With --filter, --sort, --format, or a column only the snapshot has, the rows come
                from the dataset's snapshot instead (made current first, as dq-explorer snapshot
                does; see dq-explorer snapshot --help): any subset, in any order, to CSV or
                Parquet, as the app's clip workspace exports it. The manifest then also records
                the filter (text and structured), the sort, the columns, the snapshot's tokens
                and fetch time, and the file's SHA-256.

                What to export:
                  --dataset ID         dataset id, as listed by the datasets endpoint (required)
                  --output FILE        the file to write; its folder must exist (required)
                  --term TERM          only clips carrying this published term or a spelling
                                       merged into it, in any section (the union). Matched
                                       exactly, case included: a term that selects no clip
                                       stops the export (exit 3) and names the term probably
                                       meant. Leave --term out to export the whole dataset
                  --allow-empty        write the file even when nothing is selected
                                       (only the header row)
                  --vocabulary TOKEN   pin the measurement (vocabulary token); default latest.
                                       If the service has moved on, the export fails with 409
                  --frame-quality      add the columns frames, usable, distorted, jerky
                  --hand-activity      add the columns measured_seconds, hands_visible_seconds,
                                       two_hands_visible_seconds, active_manipulation_seconds
                  --columns a,b,c      exactly these columns, in this order, instead of the
                                       defaults (clip,episode_index,analyzed_seconds,environments,
                                       objects,actions) and the flags above; for a view of the
                                       snapshot, the app's table's columns (every column below).
                                       The columns:
                                       %1$s
                                       and, from the snapshot:
                                       %2$s

                A view of the snapshot (not with --term or --vocabulary):
                  --filter 'TEXT'      the clips meeting every clause; clauses joined by "and":
                                         SECTION has [any|all|none] "word" or ("a", "b")
                                           SECTION: any, environments, objects, actions
                                         COLUMN > >= < <= NUMBER, COLUMN between A and B
                                           a count, seconds or ratio column above;
                                           ratios are fractions 0..1; a clip without
                                           a value never meets a range
                                         clip contains "text"
                                         [not] in duplicate group
                                       e.g. 'objects has "knife" and distorted_share > 0.05'.
                                       Words select their term or spelling, ignoring case,
                                       section by section as the service's --term does
                                       (the union of the sections'). At most 64 term
                                       tests: a has any/none list is one, each word of a
                                       has all list one. A duplicate clause is refused
                                       (exit 2) where the duplicates were never compared.
                                       A filter that does not read is shown with a caret
                                       (exit 2); one that selects no clip stops (exit 3)
                  --sort COL[:desc],.. the order, e.g. distorted_share:desc,clip; missing
                                       values last; ties in the service's order. Any
                                       column sorts (text and term lists by code point);
                                       names here and in --columns ignore case
                  --format csv|parquet csv (default): the CSV below; parquet: typed columns,
                                       term lists as lists, missing values as nulls

                %3$s
                %4$s
                Output: progress on stderr ("exported 12,000 of 200,000 rows"; for a snapshot
                fetched first "fetched 45,000 of 200,000 clips"), one line per retry ("retrying
                in 2 s (attempt 2 of 3) after overloaded"), the file and manifest paths on stdout.
                The CSV is RFC 4180, UTF-8, CRLF line ends, term lists joined with "|", text that
                a spreadsheet would run as a formula prefixed with '. Values are written as the
                service gave them (ratios computed from them), never rounded. duplicate_group
                numbers the exact-duplicate groups from 1, largest first as the service lists
                them, for this measurement only; empty for a clip in no group.

                Exit status:
                  0    exported
                  1    the service, the snapshot or the file system failed (one line on
                       stderr with the code, the message and the request id)
                  2    wrong command line (a filter that does not read included), FILE
                       exists and --force was not given, or FILE is not a regular file
                  3    the term selects no clip (unknown, or another case), or the filter
                       selects none; nothing written
                  130  interrupted; nothing written

                Examples:
                  DQ_CLIENT_SECRET=... dq-explorer export --service-url https://dq.example.com \\
                      --token-url https://auth.example.com/oauth2/token --client-id my-client \\
                      --dataset kitchen-egocentric --term knife --output knife.csv
                  dq-explorer export --demo --dataset kitchen-egocentric \\
                      --filter 'objects has "knife" and distorted_share > 0.05' \\
                      --sort distorted_share:desc --format parquet --output knives.parquet
                """.formatted(ExportOptions.columnNames(), ExportOptions.snapshotOnlyColumnNames(),
                ConnectionOptions.HELP, OutputFlags.HELP);
    }
}
