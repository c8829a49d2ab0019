package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Logging;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintStream;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.CancellationException;

/**
 * {@code dq-explorer snapshot ...}: makes the dataset's snapshot in the cache folder current without
 * the UI, and says what it holds. Exit 0 when a snapshot is open at the end (current, fetched, or
 * the one kept when the service cannot be reached), 1 when the service or the local database failed,
 * 2 for a command line that cannot run, 130 when interrupted (the snapshot kept before stays).
 */
@Command(name = "snapshot")
final class SnapshotCommand extends HeadlessCommand {

    private static final String NAME = "dq-explorer snapshot";

    @Mixin
    private SnapshotOptions.Given given;

    SnapshotCommand(CommandContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        SnapshotOptions options = SnapshotOptions.of(given, connection, context.env());
        PrintStream out = context.out();
        PrintStream err = context.err();
        Logging.toTerminal(options.connection().verbose(), err);
        try (Interruption interruption = Interruption.watch("dq-snapshot-interrupt");
             ServiceConnection connection = ServiceConnection.open(options.connection(), context.env(), err,
                     context.clientsHere());
             CurrentSnapshot opened = CurrentSnapshot.open(connection.client(),
                     CurrentSnapshot.folder(options.connection()), options.dataset(), options.refresh(),
                     options.pagesInFlight(), err::println, progress(err), interruption::requested)) {
            SnapshotMetadata metadata = opened.snapshot().metadata();
            out.println("snapshot   " + opened.snapshot().file());
            out.println("rows       " + Formats.count(metadata.rows()));
            out.println("vocabulary " + ServiceText.shown(metadata.vocabulary()));
            out.println("fetched    " + time(metadata.fetchEnded()));
            out.println("state      " + state(opened.state(), metadata));
            return CommandLines.OK;
        } catch (CancellationException e) {
            err.println(NAME + ": cancelled; the snapshot kept before, if any, is unchanged");
            return CommandLines.INTERRUPTED;
        } catch (DqException e) {
            err.println(FailureLine.of(NAME, e));
            return CommandLines.FAILED;
        } catch (SnapshotException e) {
            err.println(NAME + ": " + FailureLine.oneLine(e.getMessage()));
            return CommandLines.FAILED;
        }
    }

    /** "fetched 45,000 of 200,000 clips", after every page. */
    static SnapshotFetch.Progress progress(PrintStream err) {
        return (fetched, total) -> err.println("fetched " + Formats.count(fetched) + " of " + Formats.count(total)
                + " clips");
    }

    /** The words for how the snapshot came to be open; offline, when it is from. */
    static String state(CurrentSnapshot.State state, SnapshotMetadata metadata) {
        return state == CurrentSnapshot.State.OFFLINE
                ? "offline snapshot from " + time(metadata.fetchEnded()) + " (the service cannot be reached)"
                : state.word();
    }

    private static String time(Instant instant) {
        return instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    @Override
    public String help() {
        return """
                Usage: dq-explorer snapshot --dataset ID [options]

                Keeps every clip of a dataset, with its frame-quality and hand-activity columns,
                its exact-duplicate group and the measurement tokens, in a local database file
                (a snapshot) that the app's clip workspace and "dq-explorer export --filter ..."
                read. A snapshot still holding the service's measurement is reused (one small
                request tells); a missing or stale one is fetched, the previous one kept until
                the new one is complete. When the service cannot be reached, the snapshot kept
                is used as it is ("offline snapshot from <time>").

                What to fetch:
                  --dataset ID         dataset id, as listed by the datasets endpoint (required)
                  --refresh            fetch it again even when it is current
                  --pages-in-flight N  pages requested at once, 1 to %2$d (default %3$d)

                %1$s
                Where snapshots are kept:
                  env DQ_CACHE_DIR     this absolute folder instead of dq-explorer/snapshots in
                                       the user's cache folder ($XDG_CACHE_HOME or ~/.cache on
                                       Linux, %%LOCALAPPDATA%% on Windows, ~/Library/Caches on macOS)

                Behaviour:
                  --verbose            also print the client's log on stderr (requests, retries)
                  -h, --help           show this help

                Output: progress on stderr ("fetched 45,000 of 200,000 clips"), one line per
                retry; on stdout the file, its rows, the vocabulary token, when it was fetched
                and its state: current, fetched, refreshed, or offline snapshot from <time>.

                Exit status:
                  0    a snapshot is open: current, fetched, or kept while offline
                  1    the service or the local database failed, or the service cannot be
                       reached and there is no snapshot (one line on stderr)
                  2    wrong command line
                  130  interrupted; the snapshot kept before, if any, is unchanged

                Example:
                  dq-explorer snapshot --demo --dataset kitchen-egocentric
                """.formatted(ConnectionOptions.HELP, SnapshotOptions.MAX_PAGES_IN_FLIGHT,
                SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT);
    }
}
