package io.dqexplorer.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One launch on its own Xvfb display (1440×900) with JFR recording from the JVM's start, stopped
 * with SIGTERM after a fixed time, or (the {@link AppProbe}) ending by itself (JFR writes the file
 * on exit); the recording is then read by
 * {@link FrameReport}. No pulse logger: {@code -Djavafx.pulseLogger=true} can hang JavaFX 21 when
 * a popup renders.
 */
final class AppLaunch {

    private AppLaunch() {
    }

    static FrameReport run(List<String> javaArguments, Path settings, Path scratch, double seconds)
            throws IOException, InterruptedException {
        return run(javaArguments, settings, scratch, seconds, false, Map.of(), null);
    }

    /**
     * As {@link #run(List, Path, Path, double)}, for a launch that ends by itself with status 0 (the
     * {@link AppProbe}) within {@code seconds}.
     */
    static FrameReport runToItsEnd(List<String> javaArguments, Path settings, Path scratch, double seconds)
            throws IOException, InterruptedException {
        return run(javaArguments, settings, scratch, seconds, true, Map.of(), null);
    }

    /** As {@link #runToItsEnd(List, Path, Path, double)}, with these variables added to the launch's environment. */
    static FrameReport runToItsEnd(List<String> javaArguments, Map<String, String> environment, Path settings,
                                   Path scratch, double seconds) throws IOException, InterruptedException {
        return run(javaArguments, settings, scratch, seconds, true, environment, null);
    }

    /** As {@link #runToItsEnd(List, Map, Path, Path, double)}, keeping a copy of the recording at {@code keep} (null: none). */
    static FrameReport runToItsEnd(List<String> javaArguments, Map<String, String> environment, Path settings,
                                   Path scratch, double seconds, Path keep) throws IOException, InterruptedException {
        return run(javaArguments, settings, scratch, seconds, true, environment, keep);
    }

    private static FrameReport run(List<String> javaArguments, Path settings, Path scratch, double seconds,
                                   boolean endsByItself, Map<String, String> environment, Path keep)
            throws IOException, InterruptedException {
        Path recording = Files.createTempFile(scratch, "launch", ".jfr");
        Files.delete(recording);
        Process xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1440x900x24", "-nolisten", "tcp")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String display = new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            if (display == null) {
                throw new IOException("Xvfb did not start (apt-get install -y xvfb)");
            }
            List<String> command = new ArrayList<>(List.of("java",
                    "-XX:StartFlightRecording=filename=" + recording + ",settings=" + settings + ",dumponexit=true"));
            command.addAll(javaArguments);
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectErrorStream(true).redirectOutput(scratch.resolve("launch.log").toFile());
            builder.environment().put("DISPLAY", ":" + display.trim());
            // a fresh log and settings folder, so no earlier run's theme or window size applies
            builder.environment().put("XDG_STATE_HOME", scratch.resolve("state").toString());
            builder.environment().put("XDG_CONFIG_HOME", scratch.resolve("config").toString());
            // the Clips tab fetches a snapshot when it opens: into the bench's folder, never the user's cache
            builder.environment().put("DQ_CACHE_DIR", scratch.resolve("cache").toString());
            // and every answer it loads is kept in a measurement history of the bench's own, not the user's
            builder.environment().put("DQ_DATA_DIR", scratch.resolve("data").toString());
            builder.environment().putAll(environment);
            Process app = builder.start();
            boolean ended = app.waitFor((long) (seconds * 1000), TimeUnit.MILLISECONDS);
            if (endsByItself) {
                if (!ended) {
                    app.destroyForcibly();
                    throw failure("the launch did not finish within " + seconds + " s", scratch);
                }
                if (app.exitValue() != 0) {
                    throw failure("the launch failed (exit " + app.exitValue() + ")", scratch);
                }
                if (keep != null) {
                    Files.copy(recording, keep, StandardCopyOption.REPLACE_EXISTING);
                }
                return FrameReport.read(recording);
            }
            if (ended) {
                throw failure("the launch ended by itself (exit " + app.exitValue() + ")", scratch);
            }
            app.destroy();
            if (!app.waitFor(30, TimeUnit.SECONDS)) {
                app.destroyForcibly();
                throw new IOException("the launch did not stop on SIGTERM within 30 s");
            }
            return FrameReport.read(recording);
        } finally {
            xvfb.destroy();
            xvfb.waitFor(10, TimeUnit.SECONDS);
            Files.deleteIfExists(recording);
        }
    }

    /** The launch's log goes with the scratch folder when the bench ends: its last lines go into the message. */
    private static IOException failure(String what, Path scratch) throws IOException {
        List<String> log = Files.readAllLines(scratch.resolve("launch.log"), StandardCharsets.UTF_8);
        return new IOException(what + "; the end of its log:\n  "
                + String.join("\n  ", log.subList(Math.max(0, log.size() - 40), log.size())));
    }
}
