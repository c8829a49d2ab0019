package io.dqexplorer.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 25's command-line rows at a million clips ({@code fleet-archive-xl}, signed in as its organization),
 * each run its own process under {@code /usr/bin/time} (start included), beside its reference in the same run,
 * interleaved (ours first, then the reference first), after one untimed run of each side:
 * <ul>
 *   <li>{@code dq-explorer snapshot --refresh} beside {@link RawPageFetcher} asking for the pages the snapshot's
 *       walk asks for: 1,000 rows a page (the SDK's walk), both flags (the dataset has both measured), the
 *       vocabulary pinned after the first page, two pages in flight ({@code SnapshotFetch}'s default). The
 *       untimed run fetches the file the exports then read.</li>
 *   <li>{@code dq-explorer export --filter ... --sort ...} with the snapshot present beside {@link DuckDbExport}:
 *       DuckDB alone writing the same view of the same file, in a JVM of its own. Each run writes a new file;
 *       both files of a rep must hold the same clips in the same order.</li>
 * </ul>
 */
final class CliMillionRow {

    private static final String MILLION = "fleet-archive-xl";
    private static final String MILLION_CLIENT = "southpaw-analyst";
    private static final String FILTER = "objects has \"knife\"";
    private static final String SORT = "distorted_share:desc";
    /** The SDK's walk asks for every page at the contract's largest limit ({@code ClipQuery.MAX_LIMIT}). */
    private static final int PAGE = 1000;
    /** {@code dq-explorer snapshot}'s default ({@code SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT}). */
    private static final int PAGES_IN_FLIGHT = 2;
    private static final Pattern TOTAL = Pattern.compile("\"total\"\\s*:\\s*(\\d+)");
    private static final Pattern VOCABULARY = Pattern.compile("\"vocabulary\"\\s*:\\s*\"([^\"]+)\"");

    /** One run of a side, and the sandbox's CPU meanwhile. */
    private record Run(TimedRun timed, double sandboxCpu) {
    }

    /** A side of a row: its name in the run lines and its timed runs. */
    private record Side(String name, List<Run> runs) {
        Side(String name) {
            this(name, new ArrayList<>());
        }

        Stats stats(ToDoubleFunction<Run> figure) {
            return new Stats(runs.stream().map(figure::applyAsDouble).toList());
        }
    }

    private CliMillionRow() {
    }

    static void measure(Path root, ServerProcess sandbox, Path benchJar, int reps, Path scratch, Table table)
            throws IOException, InterruptedException {
        Path appJar = root.resolve("desktop/target/dq-explorer.jar");
        AppOptions jvm = AppOptions.of(root);
        String secret = sandbox.clientSecret(MILLION_CLIENT);
        String token = Http.token(sandbox.tokenUrl(), MILLION_CLIENT, secret);
        long generating = System.nanoTime();
        String first = new String(Http.get(sandbox.serviceUrl().resolve("/api/quality/clips?dataset=" + MILLION
                + "&frame_quality=true&hand_activity=true&limit=1"), token), StandardCharsets.UTF_8);
        long total = Long.parseLong(group(TOTAL, first));
        Map<String, String> environment = Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                "DQ_TOKEN_URL", sandbox.tokenUrl().toString(), "DQ_CLIENT_ID", MILLION_CLIENT,
                "DQ_CLIENT_SECRET", secret, "DQ_CACHE_DIR", scratch.resolve("cli-cache").toString(),
                "DQ_DATA_DIR", scratch.resolve("cli-history").toString());
        System.out.printf("%n[cli] dq-explorer's commands on %s (%,d clips, as %s; first answer after %.2f s, corpus"
                        + " generated on first use), each run its own process; %d runs each, interleaved, after one"
                        + " untimed run of each; load %s; %s%n", MILLION, total, MILLION_CLIENT,
                (System.nanoTime() - generating) / 1e9, reps, Machine.loadAverage(), jvm.described());
        table.add(String.format("dq-explorer on %s (%,d clips), each run a fresh process", MILLION, total), "", "", "",
                "");
        snapshots(jvm, appJar, benchJar, total, group(VOCABULARY, first), reps, environment, sandbox, scratch, table);
        exports(jvm, appJar, benchJar, reps, environment, sandbox, scratch, table);
    }

    /** {@code snapshot --refresh} beside the bare fetcher; the untimed run fetches the file the exports read. */
    private static void snapshots(AppOptions jvm, Path appJar, Path benchJar, long total, String vocabulary, int reps,
                                  Map<String, String> environment, ServerProcess sandbox, Path scratch, Table table)
            throws IOException, InterruptedException {
        List<String> snapshot = jvm.java("-jar", appJar.toString(), "snapshot", "--dataset", MILLION, "--refresh");
        List<String> fetch = List.of("java", "-cp", benchJar.toString(), RawPageFetcher.class.getName(),
                sandbox.serviceUrl().toString(), sandbox.tokenUrl().toString(), MILLION_CLIENT, MILLION,
                Long.toString(total), Integer.toString(PAGE), vocabulary, Integer.toString(PAGES_IN_FLIGHT));
        System.out.printf("  snapshot --refresh vs %s (%,d pages of %,d rows, both flags, vocabulary pinned after the"
                + " first, %d in flight)%n", RawPageFetcher.class.getSimpleName(), (total + PAGE - 1) / PAGE, PAGE,
                PAGES_IN_FLIGHT);
        Side snapshots = new Side("snapshot");
        Side fetches = new Side("fetch");
        interleaved(reps, snapshots, run -> snapshot, fetches, run -> fetch, environment, sandbox, scratch, run -> { });
        add(table, "snapshot --refresh: wall s (reference: bare page fetcher)", snapshots, fetches, "≤ 1.5×");
        Stats ourServer = snapshots.stats(Run::sandboxCpu);
        Stats fetchServer = fetches.stats(Run::sandboxCpu);
        table.add("  sandbox CPU s during each (info)", fetchServer.summary("%.2f"), ourServer.summary("%.2f"),
                Table.ratio(ourServer.median(), fetchServer.median()), "");
        parts(appJar, benchJar, reps, environment, sandbox, scratch, fetches, table);
    }

    /**
     * The snapshot's halves apart ({@link SnapshotParts}, its own JVM a run): the SDK's walk with nothing stored,
     * and the same rows stored from memory; beside the bare fetcher's runs above.
     */
    private static void parts(Path appJar, Path benchJar, int reps, Map<String, String> environment,
                              ServerProcess sandbox, Path scratch, Side fetches, Table table)
            throws IOException, InterruptedException {
        // the JVM's defaults: the store's half holds a million rows in memory, more than the app's heap bound
        List<String> command = List.of("java", "-cp", benchJar + File.pathSeparator + appJar,
                SnapshotParts.class.getName(), sandbox.serviceUrl().toString(), sandbox.tokenUrl().toString(),
                MILLION_CLIENT, MILLION, scratch.toString());
        List<Double> walkWall = new ArrayList<>();
        List<Double> walkCpu = new ArrayList<>();
        List<Double> storeWall = new ArrayList<>();
        List<Double> storeCpu = new ArrayList<>();
        for (int run = 1; run <= reps; run++) {
            TimedRun timed = TimedRun.run(command, environment, scratch);
            double[] walk = half(timed.stdout(), "walk");
            double[] store = half(timed.stdout(), "store");
            System.out.printf("  run %d    parts    walk %6.2f s (cpu %6.2f s), store %6.2f s (cpu %6.2f s); load %s%n",
                    run, walk[0], walk[1], store[0], store[1], Machine.loadAverage());
            walkWall.add(walk[0]);
            walkCpu.add(walk[1]);
            storeWall.add(store[0]);
            storeCpu.add(store[1]);
        }
        Stats fetchWall = fetches.stats(run -> run.timed().wallSeconds());
        Stats fetchCpu = fetches.stats(run -> run.timed().cpuSeconds());
        Stats walk = new Stats(walkWall);
        Stats store = new Stats(storeWall);
        table.add("  its walk alone (SDK, rows parsed, checked and dropped): wall s (info)",
                fetchWall.summary("%.2f"), walk.summary("%.2f"), Table.ratio(walk.median(), fetchWall.median()), "");
        table.add("    same: process CPU s (info)", fetchCpu.summary("%.2f"), new Stats(walkCpu).summary("%.2f"),
                Table.ratio(new Stats(walkCpu).median(), fetchCpu.median()), "");
        table.add("  its store alone (the same rows from memory, no network): wall s (info)", fetchWall.summary("%.2f"),
                store.summary("%.2f"), Table.ratio(store.median(), fetchWall.median()), "");
        table.add("    same: process CPU s (info)", fetchCpu.summary("%.2f"), new Stats(storeCpu).summary("%.2f"),
                Table.ratio(new Stats(storeCpu).median(), fetchCpu.median()), "");
    }

    /** Wall and CPU seconds of one half in {@link SnapshotParts}' output. */
    private static double[] half(String stdout, String name) {
        Matcher line = Pattern.compile("(?m)^" + name + " ([0-9.]+) ([0-9.]+)$").matcher(stdout);
        if (!line.find()) {
            throw new IllegalStateException("no line \"" + name + "\" in: " + stdout);
        }
        return new double[] {Double.parseDouble(line.group(1)), Double.parseDouble(line.group(2))};
    }

    /** The filtered, sorted export beside DuckDB's COPY of the same view, each rep's two files compared. */
    private static void exports(AppOptions jvm, Path appJar, Path benchJar, int reps, Map<String, String> environment,
                                ServerProcess sandbox, Path scratch, Table table) throws IOException, InterruptedException {
        IntFunction<Path> ourCsv = run -> scratch.resolve("cli-export-" + run + ".csv");
        IntFunction<Path> duckDbCsv = run -> scratch.resolve("cli-duckdb-" + run + ".csv");
        System.out.printf("  export --filter '%s' --sort %s vs %s (DuckDB's COPY of the same view, its own JVM)%n",
                FILTER, SORT, DuckDbExport.class.getSimpleName());
        Side exports = new Side("export");
        Side copies = new Side("duckdb");
        AtomicLong lines = new AtomicLong();
        interleaved(reps, exports, run -> jvm.java("-jar", appJar.toString(), "export", "--dataset", MILLION,
                        "--filter", FILTER, "--sort", SORT, "--output", ourCsv.apply(run).toString()),
                copies, run -> List.of("java", "-cp", benchJar + File.pathSeparator + appJar,
                        DuckDbExport.class.getName(), MILLION, FILTER, SORT, duckDbCsv.apply(run).toString()),
                environment, sandbox, scratch, run -> {
                    long same = sameClips(ourCsv.apply(run), duckDbCsv.apply(run));
                    System.out.printf("    both files: %,d lines (header included), the same clips in the same order%n",
                            same);
                    lines.set(same);
                    Files.delete(ourCsv.apply(run));
                    Files.delete(Path.of(ourCsv.apply(run) + ".manifest.json"));
                    Files.delete(duckDbCsv.apply(run));
                });
        add(table, String.format("export --filter '%s' --sort %s (%,d rows), snapshot present: wall s (reference:"
                + " DuckDB's COPY, own JVM)", FILTER, SORT, lines.get() - 1), exports, copies, "≤ 2×");
    }

    /** What a rep does once both sides have run, with the rep's number. */
    @FunctionalInterface
    private interface AfterRep {
        void done(int run) throws IOException;
    }

    /**
     * One untimed run of each side (numbered 0), then {@code reps} of both, ours first in odd reps and the
     * reference first in even ones, so that a drift in the machine's load hits both alike.
     */
    private static void interleaved(int reps, Side ours, IntFunction<List<String>> ourCommand, Side reference,
                                    IntFunction<List<String>> referenceCommand, Map<String, String> environment,
                                    ServerProcess sandbox, Path scratch, AfterRep after)
            throws IOException, InterruptedException {
        for (int run = 0; run <= reps; run++) {
            boolean oursFirst = run % 2 == 1;
            for (int turn = 0; turn < 2; turn++) {
                Side side = (turn == 0) == oursFirst ? ours : reference;
                double before = sandbox.cpuSeconds();
                TimedRun timed = TimedRun.run((side == ours ? ourCommand : referenceCommand).apply(run), environment,
                        scratch);
                double sandboxCpu = sandbox.cpuSeconds() - before;
                System.out.printf("  %-9s %-8s wall %6.2f s, cpu %6.2f s, peak RSS %,7d KB, sandbox cpu %5.2f s; load %s%n",
                        run == 0 ? "untimed" : "run " + run, side.name(), timed.wallSeconds(), timed.cpuSeconds(),
                        timed.peakRssKb(), sandboxCpu, Machine.loadAverage());
                if (run > 0) {
                    side.runs().add(new Run(timed, sandboxCpu));
                }
            }
            after.done(run);
        }
    }

    private static void add(Table table, String what, Side ours, Side reference, String target) {
        Stats ourWall = ours.stats(run -> run.timed().wallSeconds());
        Stats referenceWall = reference.stats(run -> run.timed().wallSeconds());
        Stats ourCpu = ours.stats(run -> run.timed().cpuSeconds());
        Stats referenceCpu = reference.stats(run -> run.timed().cpuSeconds());
        Stats ourRss = ours.stats(run -> run.timed().peakRssKb() / 1024.0);
        Stats referenceRss = reference.stats(run -> run.timed().peakRssKb() / 1024.0);
        table.add(what, referenceWall.summary("%.2f"), ourWall.summary("%.2f"),
                Table.ratio(ourWall.median(), referenceWall.median()), target);
        table.add("  same: process CPU s (info)", referenceCpu.summary("%.2f"), ourCpu.summary("%.2f"),
                Table.ratio(ourCpu.median(), referenceCpu.median()), "");
        table.add("  same: peak RSS MB (info)", referenceRss.summary("%.0f"), ourRss.summary("%.0f"),
                Table.ratio(ourRss.median(), referenceRss.median()), "");
    }

    /**
     * The lines of both CSV files, header included, once their first column (the clip) lists the same clips
     * in the same order: the export writes CRLF, DuckDB LF, and their numbers differently.
     */
    private static long sameClips(Path ours, Path reference) throws IOException {
        try (BufferedReader our = Files.newBufferedReader(ours, StandardCharsets.UTF_8);
             BufferedReader their = Files.newBufferedReader(reference, StandardCharsets.UTF_8)) {
            for (long lines = 0; ; lines++) {
                String mine = our.readLine();
                String theirs = their.readLine();
                if (mine == null && theirs == null) {
                    return lines;
                }
                if (mine == null || theirs == null || !firstCell(mine).equals(firstCell(theirs))) {
                    throw new IllegalStateException(String.format("%s and %s differ at line %,d: %s / %s", ours,
                            reference, lines + 1, mine, theirs));
                }
            }
        }
    }

    private static String firstCell(String line) {
        int comma = line.indexOf(',');
        return comma < 0 ? line : line.substring(0, comma);
    }

    private static String group(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            throw new IllegalStateException("no " + pattern + " in " + text.substring(0, Math.min(200, text.length())));
        }
        return matcher.group(1);
    }
}
