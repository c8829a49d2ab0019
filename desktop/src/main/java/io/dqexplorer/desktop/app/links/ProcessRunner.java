package io.dqexplorer.desktop.app.links;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.Charset;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/** Runs one command (an argument list, never a shell string) to its end: the seam the tests record at. */
@FunctionalInterface
public interface ProcessRunner {

    /**
     * @throws IOException when the command cannot start or does not end in time
     */
    Finished run(List<String> command) throws IOException;

    /** How a command ended: its exit status and what it wrote (stdout and stderr together). */
    record Finished(int exitStatus, String output) {
    }

    /** The command as one would type it, for messages: an argument that is empty or has a space in quotes. */
    static String shown(List<String> command) {
        return command.stream()
                .map(argument -> argument.isEmpty() || (argument.contains(" ") && !argument.startsWith("\""))
                        ? "\"" + argument + "\"" : argument)
                .collect(Collectors.joining(" "));
    }

    /** Real processes, each killed and reported when it has not ended within {@code limit}. */
    static ProcessRunner withTimeout(Duration limit) {
        return command -> {
            Process process;
            try {
                process = new ProcessBuilder(command).redirectErrorStream(true).start();
            } catch (IllegalArgumentException refused) {
                // Windows' Java with jdk.lang.Process.allowAmbiguousCommands=false refuses quotes inside an argument
                throw new IOException(shown(command) + " cannot be started: " + refused.getMessage(), refused);
            }
            try {
                // read after the end: reg's answers are a few lines, which fit the pipe without blocking it
                if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    throw new IOException(shown(command) + " did not end within " + limit.toMillis() + " ms");
                }
                // the native encoding (ANSI) may differ from the one reg writes (OEM) beyond ASCII: a
                // misread path only makes the value look foreign, and it is written again
                String output = new String(process.getInputStream().readAllBytes(), Charset.defaultCharset());
                return new Finished(process.exitValue(), output);
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new InterruptedIOException(shown(command) + " was interrupted");
            } finally {
                process.getInputStream().close();
            }
        };
    }
}
