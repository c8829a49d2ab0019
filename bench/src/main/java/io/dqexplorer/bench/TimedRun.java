package io.dqexplorer.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One child process under {@code /usr/bin/time}: wall time (measured here), the CPU the process
 * and its children used (user + system, from wait4) and its peak resident set ("Maximum resident
 * set size"). Both sides of a row are measured this way, so JVM start-up counts on both.
 */
record TimedRun(double wallSeconds, double cpuSeconds, long peakRssKb, String stdout) {

    static TimedRun run(List<String> command, Map<String, String> environment, Path scratch)
            throws IOException, InterruptedException {
        Path times = Files.createTempFile(scratch, "time", ".txt");
        Path out = Files.createTempFile(scratch, "out", ".txt");
        Path err = Files.createTempFile(scratch, "err", ".txt");
        List<String> timed = new ArrayList<>(List.of("/usr/bin/time", "-f", "%U %S %M", "-o", times.toString()));
        timed.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(timed)
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().putAll(environment);
        long started = System.nanoTime();
        int exit = builder.start().waitFor();
        double wall = (System.nanoTime() - started) / 1e9;
        if (exit != 0) {
            throw new IOException("exit " + exit + " from " + String.join(" ", command) + ": "
                    + tail(Files.readString(err)));
        }
        // the last line: GNU time puts "Command exited with non-zero status" before it when there is one
        List<String> lines = Files.readAllLines(times);
        String[] fields = lines.get(lines.size() - 1).trim().split(" ");
        String stdout = Files.readString(out).trim();
        Files.delete(times);
        Files.delete(out);
        Files.delete(err);
        return new TimedRun(wall, Double.parseDouble(fields[0]) + Double.parseDouble(fields[1]),
                Long.parseLong(fields[2]), stdout);
    }

    private static String tail(String text) {
        return text.length() <= 400 ? text : "..." + text.substring(text.length() - 400);
    }
}
