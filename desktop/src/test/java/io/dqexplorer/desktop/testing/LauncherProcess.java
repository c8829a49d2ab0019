package io.dqexplorer.desktop.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The jar's entry point run as its own JVM, on the tests' class path: what a user's terminal shows,
 * including whatever java.util.logging's default set-up would print on stderr, which an in-process
 * test cannot see.
 */
public final class LauncherProcess {

    private static final long TIMEOUT_SECONDS = 60;

    private LauncherProcess() {
    }

    public record Result(int exit, String out, String err) {
    }

    /** Runs {@code Launcher args} in {@code workDir} with exactly {@code env} as its environment. */
    public static Result run(Map<String, String> env, Path workDir, String... args) throws IOException,
            InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "io.dqexplorer.desktop.app.Launcher"));
        command.addAll(List.of(args));
        Path out = workDir.resolve("launcher.out");
        Path err = workDir.resolve("launcher.err");
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().clear();
        builder.environment().putAll(env);
        Process process = builder.start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the launcher did not end within " + TIMEOUT_SECONDS + " s");
        }
        return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
