package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Logging;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportResult;

import java.io.PrintStream;
import java.nio.file.Files;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code dq-explorer export ...}: writes every clip of a dataset (optionally filtered by a term)
 * to a CSV file with its manifest, without the UI. Exit 0 on success, 1 when the service or the
 * file system failed, 2 for a command line that cannot run (an existing file without --force
 * included), 3 when the term selects no clip, 130 when interrupted; a failure leaves no new file at
 * the output path and is told in one line on stderr. Service-supplied text is escaped before it is
 * printed, and the SDK's own log is silent unless --verbose.
 */
public final class ExportCommand {

    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;
    static final int NOTHING_SELECTED = 3;
    static final int INTERRUPTED = 130;

    private static final String NAME = "dq-explorer export";
    /** How long an interrupted JVM waits for the export to delete its partial file. */
    private static final long CLEAN_UP_SECONDS = 10;

    private ExportCommand() {
    }

    /** @param clients builds the client, of the configured service or of the demo service */
    public static int run(String[] args, ClientFactory clients) {
        return run(args, clients, System.getenv(), System.out, System.err);
    }

    /** As {@link #run(String[], ClientFactory)} with the environment and the output streams given, for tests. */
    public static int run(String[] args, ClientFactory clients, Map<String, String> env, PrintStream out,
                          PrintStream err) {
        ExportOptions options;
        try {
            options = ExportOptions.parse(args, env);
        } catch (UsageException e) {
            err.println(NAME + ": " + e.getMessage() + " (see " + NAME + " --help)");
            return USAGE;
        }
        if (options.help()) {
            out.print(help());
            return OK;
        }
        Logging.toTerminal(options.verbose(), err);
        if (!options.force() && Files.exists(options.output()) && !Files.isDirectory(options.output())) {
            err.println(NAME + ": " + options.output() + " already exists; add --force to replace it");
            return USAGE;
        }
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        Thread onInterrupt = new Thread(() -> {
            cancelled.set(true);
            awaitQuietly(finished);
        }, "dq-export-interrupt");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        try (ServiceConnection connection = connect(options, clients, env, err)) {
            if (options.term() != null && !options.allowEmpty()) {
                Optional<String> nothing = TermCheck.nothingSelected(connection.client(), options.request().query());
                if (nothing.isPresent()) {
                    err.println(NAME + ": nothing written: " + nothing.get() + " (--allow-empty writes the"
                            + " header-only file)");
                    return NOTHING_SELECTED;
                }
            }
            ExportResult result = new ClipCsvExporter(connection.client()).export(options.request(),
                    (done, total) -> err.println("exported " + Formats.count(done) + " of " + Formats.count(total)
                            + " rows"),
                    cancelled::get);
            out.println("wrote " + result.file() + " (" + Formats.count(result.rows()) + " rows)");
            out.println("manifest " + result.manifest());
            return OK;
        } catch (UsageException e) {
            err.println(NAME + ": " + e.getMessage() + " (see " + NAME + " --help)");
            return USAGE;
        } catch (CancellationException e) {
            err.println(NAME + ": cancelled; no file was written");
            return INTERRUPTED;
        } catch (DqException e) {
            err.println(failureLine(e));
            return FAILED;
        } finally {
            finished.countDown();
            removeQuietly(onInterrupt);
        }
    }

    private static ServiceConnection connect(ExportOptions options, ClientFactory clients, Map<String, String> env,
                                             PrintStream err) throws UsageException {
        try {
            return ServiceConnection.open(options, env, err, clients);
        } catch (IllegalArgumentException e) {
            // the client's builder refuses a setting, e.g. a plain-http URL to a remote host
            throw new UsageException(oneLine(e.getMessage()));
        }
    }

    /** "dq-explorer export: failed [HTTP 404, quality_enrichment_unavailable] … (request id …)". */
    static String failureLine(DqException e) {
        String status = e.status() > 0 ? "HTTP " + e.status() + ", " : "";
        return NAME + ": failed [" + status + e.code().map(ServiceText::shown).orElse("no code") + "] "
                + oneLine(e.serviceMessage())
                + e.requestId().map(id -> " (request id " + ServiceText.shown(id) + ")").orElse(" (no request id)");
    }

    /** Service text as one terminal-safe line: line breaks become spaces, other controls visible escapes. */
    private static String oneLine(String text) {
        return text == null ? "" : ServiceText.shown(text.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip());
    }

    private static void awaitQuietly(CountDownLatch finished) {
        try {
            finished.await(CLEAN_UP_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void removeQuietly(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is already stopping: the hook runs and returns at once, the export is over
        }
    }

    static String help() {
        return """
                Usage: dq-explorer export --dataset ID --output FILE [options]

                Writes every clip of a dataset (every page; optionally only those carrying a term)
                to a CSV file, and a manifest FILE.manifest.json beside it recording the dataset,
                the filter, the measurement token, the row count and the time. The file appears
                only when complete: on failure or interrupt nothing is left at FILE.

                What to export:
                  --dataset ID         dataset id, as listed by the datasets endpoint (required)
                  --output FILE        the CSV file to write; its folder must exist (required)
                  --term TERM          only clips carrying this published term or a spelling
                                       merged into it, in any section (the union). Matched
                                       exactly, case included: a term that selects no clip
                                       stops the export (exit 3) and names the term probably
                                       meant. Leave --term out to export the whole dataset
                  --allow-empty        write the file even when the term selects no clip
                                       (only the header row)
                  --vocabulary TOKEN   pin the measurement (vocabulary token); default latest.
                                       If the service has moved on, the export fails with 409
                  --frame-quality      add the columns frames, usable, distorted, jerky
                  --hand-activity      add the columns measured_seconds, hands_visible_seconds,
                                       two_hands_visible_seconds, active_manipulation_seconds
                  --columns a,b,c      exactly these columns, in this order, instead of the
                                       defaults (clip,episode_index,analyzed_seconds,environments,
                                       objects,actions) and the flags above. The columns:
                                       %s

                Where to connect (flags win over the environment):
                  --service-url URL    the service, e.g. https://dq.example.com   env DQ_SERVICE_URL
                  --token-url URL      the token endpoint                         env DQ_TOKEN_URL
                  --client-id ID       your client id                             env DQ_CLIENT_ID
                  the client secret    only from the environment variable DQ_CLIENT_SECRET;
                                       a --client-secret flag is refused, because a command
                                       line is visible in the process list and shell history
                  --demo               start the built-in demo service in-process and use its
                                       demo client instead (no connection settings needed)

                Behaviour:
                  --force              replace FILE if it exists (still only once the new one
                                       is complete); without it an existing FILE is refused
                  --verbose            also print the client's log on stderr (requests, retries)
                  -h, --help           show this help

                Output: progress on stderr ("exported 12,000 of 200,000 rows"), one line per
                retry ("retrying in 2 s (attempt 2 of 3) after overloaded"), the file and
                manifest paths on stdout. The CSV is RFC 4180, UTF-8, CRLF line ends, term lists
                joined with "|", text that a spreadsheet would run as a formula prefixed with '.

                Exit status:
                  0    exported
                  1    the service or the file system failed (one line on stderr with the
                       code, the message and the request id)
                  2    wrong command line, or FILE exists and --force was not given
                  3    the term selects no clip (unknown, or another case); nothing written
                  130  interrupted; nothing written

                Example:
                  DQ_CLIENT_SECRET=... dq-explorer export --service-url https://dq.example.com \\
                      --token-url https://auth.example.com/oauth2/token --client-id my-client \\
                      --dataset kitchen-egocentric --term knife --output knife.csv
                """.formatted(ExportOptions.columnNames());
    }
}
