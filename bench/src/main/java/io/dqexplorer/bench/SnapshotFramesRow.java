package io.dqexplorer.bench;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The rows of issue 11 §4 about the app on a snapshot: frames while the Clips tab fetches a snapshot,
 * frames while the {@link WorkspaceProbe} scrolls its table, and the app's peak RSS with it open; the
 * 1,000,000-clip {@value #MILLION} (second organization, signed in as {@value #MILLION_CLIENT}) beside
 * the 2,734-clip {@value #REFERENCE} of the demo organization, the same probe on the same sandbox.
 * Each side runs twice a round in its own cache folder: once fetching (the folder emptied first), once
 * reopening the snapshot that fetch left.
 */
final class SnapshotFramesRow {

    static final String MILLION = "fleet-archive-xl";
    static final String MILLION_CLIENT = "southpaw-analyst";
    static final String REFERENCE = "kitchen-egocentric";
    static final String REFERENCE_CLIENT = "northwind-analyst";
    private static final Pattern TOTAL = Pattern.compile("\"total\"\\s*:\\s*(\\d+)");
    /** A million-clip fetch on a busy two-core machine, and the scroll after it. */
    private static final double LAUNCH_SECONDS = 20 * 60;
    private static final List<String> SCROLLS = List.of(WorkspaceProbe.SWEEP, WorkspaceProbe.WHEEL, WorkspaceProbe.JUMPS);
    private static final List<String> STEPS = List.of(WorkspaceProbe.OPEN, WorkspaceProbe.FETCH, WorkspaceProbe.SHOW,
            WorkspaceProbe.SWEEP, WorkspaceProbe.WHEEL, WorkspaceProbe.JUMPS);

    record Side(String dataset, String client, String secret, long clips, Path cache) {
    }

    private record Round(FrameReport fetched, FrameReport reopened) {
    }

    private SnapshotFramesRow() {
    }

    static void measure(Path root, Path benchJar, int launches, Path scratch, Table table) throws Exception {
        Path settings = scratch.resolve("workspace.jfc");
        try (InputStream jfc = SnapshotFramesRow.class.getResourceAsStream("workspace.jfc")) {
            Files.copy(jfc, settings);
        }
        Path appJar = root.resolve("desktop/target/dq-explorer.jar");
        AppOptions options = AppOptions.of(root);
        try (ServerProcess sandbox = ServerProcess.sandbox(root.resolve("sandbox/target/dq-sandbox.jar"), scratch)) {
            Side reference = side(sandbox, REFERENCE, REFERENCE_CLIENT, scratch);
            long generating = System.nanoTime();
            Side million = side(sandbox, MILLION, MILLION_CLIENT, scratch);
            System.out.printf("%n[5] the app on a snapshot (%s), Xvfb 1440x900, JFR (javafx.PulsePhase, FX thread"
                            + " sampled every 10 ms): %s (%,d clips, as %s) vs %s (%,d clips, as %s); each side fetches"
                            + " into an empty cache folder, then reopens it; %d round(s); %s corpus ready after"
                            + " %.2f s; load %s; %s%n", WorkspaceProbe.class.getSimpleName(),
                    MILLION, million.clips, MILLION_CLIENT, REFERENCE, reference.clips, REFERENCE_CLIENT, launches, MILLION,
                    (System.nanoTime() - generating) / 1e9, Machine.loadAverage(), options.described());
            List<Round> ours = new ArrayList<>();
            List<Round> references = new ArrayList<>();
            for (int launch = 0; launch < launches; launch++) {
                for (Side side : List.of(reference, million)) {
                    Round round = round(sandbox, side, options, benchJar, appJar, settings, scratch);
                    (side == million ? ours : references).add(round);
                    print(launch + 1, side, round);
                }
            }
            summarize(references, ours, table);
        }
    }

    static Side side(ServerProcess sandbox, String dataset, String client, Path scratch) throws IOException {
        String secret = sandbox.clientSecret(client);
        String token = Http.token(sandbox.tokenUrl(), client, secret);
        // the first answer of a dataset generates its corpus: the launch should not wait for that
        String first = new String(Http.get(sandbox.serviceUrl().resolve("/api/quality/clips?dataset=" + dataset
                + "&limit=1"), token), StandardCharsets.UTF_8);
        Matcher total = TOTAL.matcher(first);
        if (!total.find()) {
            throw new IOException("no total in the first clip page of " + dataset);
        }
        return new Side(dataset, client, secret, Long.parseLong(total.group(1)), scratch.resolve("cache-" + dataset));
    }

    private static Round round(ServerProcess sandbox, Side side, AppOptions options, Path benchJar, Path appJar,
                               Path settings, Path scratch) throws IOException, InterruptedException {
        deleteTree(side.cache);
        Files.createDirectories(side.cache);
        List<String> probe = options.arguments(
                // the sign-in remembers the connection: in the bench's own preferences, not the user's
                "-Djava.util.prefs.userRoot=" + scratch.resolve("preferences"),
                "-cp", benchJar + File.pathSeparator + appJar, WorkspaceProbe.class.getName(),
                sandbox.serviceUrl().toString(), sandbox.tokenUrl().toString(), side.client, side.dataset,
                Long.toString(side.clips));
        Map<String, String> environment = Map.of("DQ_CACHE_DIR", side.cache.toString(), "DQ_CLIENT_SECRET", side.secret);
        FrameReport fetched = AppLaunch.runToItsEnd(probe, environment, settings, scratch, LAUNCH_SECONDS);
        FrameReport reopened = AppLaunch.runToItsEnd(probe, environment, settings, scratch, LAUNCH_SECONDS);
        return new Round(fetched, reopened);
    }

    private static void print(int launch, Side side, Round round) {
        for (FrameReport report : List.of(round.fetched, round.reopened)) {
            System.out.printf("  round %d %s, %s; load %s%n", launch, side.dataset,
                    report == round.fetched ? "fetching" : "reopening", Machine.loadAverage());
            for (String name : STEPS) {
                FrameReport.Step step = report.step(name);
                System.out.printf("    %-48s %6.1f s, pulses %4d, longest %4.0f ms, p99 %4.0f ms, %3d over %.0f ms,"
                                + " FX + render CPU %5.0f ms%n", name, step.seconds(), step.pulses(), step.longestMs(),
                        step.p99Ms(), step.slowPulses(), FrameReport.SLOW_MS, step.cpuMs());
                FrameReport.Slow slow = step.slow();
                if (step.slowPulses() > 0) {
                    System.out.printf("      in its pulses over %.0f ms (%.0f ms in all): %d samples of the FX thread"
                                    + " running Java, GC pauses %.0f ms; %s%n", FrameReport.SLOW_MS, slow.millis(),
                            slow.samples(), slow.gcPauseMs(), String.join("; ", slow.hotFrames()));
                }
            }
            FrameReport.Step shown = report.step(WorkspaceProbe.SHOW);
            FrameReport.Step last = report.step(WorkspaceProbe.JUMPS);
            System.out.printf("    resident set after the scroll %.0f MB, peak %.0f MB (%.0f MB when the rows first"
                            + " showed); Java heap committed %.0f MB, used after the last collection %.0f MB%n",
                    last.rssMb(), last.peakRssMb(), shown.peakRssMb(), last.heapMb(), last.heapAfterGcMb());
        }
    }

    private static void summarize(List<Round> references, List<Round> ours, Table table) {
        String slow = "≤ " + (int) FrameReport.SLOW_MS + " ms";
        stepRows("while the snapshot is fetched (its progress shown)", WorkspaceProbe.FETCH, Round::fetched,
                references, ours, slow, table);
        row("  same: seconds (info)", references, ours, r -> r.fetched.step(WorkspaceProbe.FETCH).seconds(), "%.1f", "",
                table);
        row("Clips tab opened, fetching launch: longest pulse ms (info)", references, ours,
                r -> r.fetched.step(WorkspaceProbe.OPEN).longestMs(), "%.0f", "", table);
        row("fetch done until its rows show: longest pulse ms (info)", references, ours,
                r -> r.fetched.step(WorkspaceProbe.SHOW).longestMs(), "%.0f", "", table);
        row("snapshot reopened, Clips tab opened until its rows show: longest pulse ms (info)", references, ours,
                r -> Math.max(r.reopened.step(WorkspaceProbe.OPEN).longestMs(),
                        r.reopened.step(WorkspaceProbe.SHOW).longestMs()), "%.0f", "", table);
        for (String scroll : SCROLLS) {
            String what = switch (scroll) {
                case WorkspaceProbe.SWEEP -> "scroll: drag through every row, " + WorkspaceProbe.SWEEP_FRAMES + " frames";
                case WorkspaceProbe.WHEEL -> "scroll: wheel, " + WorkspaceProbe.WHEEL_ROWS + " rows a frame, "
                        + WorkspaceProbe.WHEEL_FRAMES + " frames";
                default -> "scroll: 8 jumps, each until its rows show";
            };
            stepRows(what, scroll, Round::reopened, references, ours, slow, table);
        }
        row("app peak RSS (VmHWM) after the scroll, snapshot reopened, MB", references, ours,
                r -> r.reopened.step(WorkspaceProbe.JUMPS).peakRssMb(), "%.0f", "≤ 700 MB", table);
        row("  same: Java heap committed at the end MB (info)", references, ours,
                r -> r.reopened.step(WorkspaceProbe.JUMPS).heapMb(), "%.0f", "", table);
        row("  same: Java heap used after the last collection MB (info)", references, ours,
                r -> r.reopened.step(WorkspaceProbe.JUMPS).heapAfterGcMb(), "%.0f", "", table);
        row("app peak RSS (VmHWM) after the scroll, snapshot fetched in the same launch, MB", references, ours,
                r -> r.fetched.step(WorkspaceProbe.JUMPS).peakRssMb(), "%.0f", "≤ 700 MB", table);
    }

    /** Longest pulse, p99 and the count over 50 ms of one step of the fetching or the reopening launch. */
    private static void stepRows(String what, String step, Function<Round, FrameReport> launch,
                                 List<Round> references, List<Round> ours, String target, Table table) {
        row(what + ": longest pulse ms", references, ours, r -> launch.apply(r).step(step).longestMs(), "%.0f", target, table);
        row("  same: p99 pulse ms", references, ours, r -> launch.apply(r).step(step).p99Ms(), "%.0f", "", table);
        row("  same: pulses over " + (int) FrameReport.SLOW_MS + " ms", references, ours,
                r -> launch.apply(r).step(step).slowPulses(), "%.0f", "0", table);
        row("  same: pulses (info)", references, ours, r -> launch.apply(r).step(step).pulses(), "%.0f", "", table);
        row("  same: FX + render thread CPU ms per pulse (info)", references, ours, r -> {
            FrameReport.Step s = launch.apply(r).step(step);
            return s.cpuMs() / s.pulses();
        }, "%.1f", "", table);
    }

    private static void row(String what, List<Round> references, List<Round> ours, ToDoubleFunction<Round> figure,
                            String format, String target, Table table) {
        Stats reference = new Stats(references.stream().map(figure::applyAsDouble).filter(d -> !d.isNaN()).toList());
        Stats ourStats = new Stats(ours.stream().map(figure::applyAsDouble).filter(d -> !d.isNaN()).toList());
        table.add(what, reference.summary(format), ourStats.summary(format),
                Table.ratio(ourStats.median(), reference.median()), target);
    }

    static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
