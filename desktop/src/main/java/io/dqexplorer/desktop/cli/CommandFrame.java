package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.Logging;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.export.OutputTarget;
import io.dqexplorer.workspace.compare.CompareException;
import io.dqexplorer.workspace.history.HistoryException;
import io.dqexplorer.workspace.report.ReportException;
import io.dqexplorer.workspace.snapshot.SnapshotException;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

/**
 * The frame a headless command that writes one file runs in, once its line is read: the client's log on the
 * terminal only with --verbose, an output that is not a regular file refused even with --force (as every writer
 * refuses it, but before connecting, exit 2), an existing file refused without --force, Ctrl+C watched, the connection
 * opened and closed, and every failure told in one line with its exit status (a line the command refuses once
 * connected, a {@link UsageException}, is told by {@link CommandLines}). The command's own part runs
 * inside it, connected.
 */
final class CommandFrame {

    /** The command's own part: what it does once connected; returns the exit status. */
    @FunctionalInterface
    interface Connected {
        int run(DqClient client, Interruption interruption);
    }

    /** What the frame reads of a command's line. */
    interface Line {

        ConnectionOptions connection();

        /** The files the command writes (several, or none), none that exists replaced without --force. */
        List<Path> outputs();

        boolean force();
    }

    /** The line of a command that writes one file. */
    interface OneFile extends Line {

        Path output();

        @Override
        default List<Path> outputs() {
            return List.of(output());
        }
    }

    private CommandFrame() {
    }

    static int run(String name, Line line, Map<String, String> env, PrintStream err, ClientFactory clients,
                   Connected body) {
        Logging.toTerminal(line.connection().verbose(), err);
        for (Path output : line.outputs()) {
            try {
                OutputTarget.check(output);
            } catch (ExportException notAFile) {
                err.println(name + ": " + FailureLine.oneLine(notAFile.serviceMessage()));
                return CommandLines.USAGE;
            }
            if (!line.force() && Files.exists(output)) {
                err.println(name + ": " + output + " already exists; add --force to replace it");
                return CommandLines.USAGE;
            }
        }
        try (Interruption interruption = Interruption.watch(name.replace(' ', '-') + "-interrupt");
             ServiceConnection opened = ServiceConnection.open(line.connection(), env, err, clients)) {
            return body.run(opened.client(), interruption);
        } catch (CancellationException e) {
            err.println(name + ": cancelled; no file was written");
            return CommandLines.INTERRUPTED;
        } catch (DqException e) {
            err.println(FailureLine.of(name, e));
            return CommandLines.FAILED;
        } catch (CompareException | HistoryException | SnapshotException | ReportException e) {
            err.println(name + ": " + FailureLine.oneLine(e.getMessage()));
            return CommandLines.FAILED;
        }
    }
}
