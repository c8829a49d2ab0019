package io.dqexplorer.bench;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The harness of issue 9, run by {@code bench/run.sh} against the built jars: each measured row
 * beside its reference in the same run, repeated and interleaved, then medians, min–max and ratios.
 *
 * <pre>java -cp bench/target/dq-bench-0.1.0.jar io.dqexplorer.bench.Bench [--root DIR] [--reps N]
 *     [--launches N] [--launch-seconds S] [--latency-seconds S] [--skip-app] [--workspace] [--workspace-rounds N]
 *     [--check] [--cli] [--table] [--table-dataset NAME] [--table-rounds N] [--table-jfr DIR]</pre>
 *
 * {@code --workspace} runs only the rows of the app on a snapshot ({@link SnapshotFramesRow}), which the
 * full run takes last (and skips with {@code --skip-app}); {@code --workspace-rounds} repeats them (1).
 * {@code --check} runs only the rows of {@code dq-explorer check} ({@link CheckRow}); {@code --cli} only the
 * snapshot and the filtered, sorted export of a million clips beside their references ({@link CliMillionRow});
 * {@code --table} only the clip table's steps beside their floor and JavaFX's table alone ({@link TableStepsRow}), on
 * {@code fleet-archive-xl} or the {@code --table-dataset} given, {@code --table-rounds} launches (3), each
 * launch's recording kept in {@code --table-jfr}'s folder.
 */
public final class Bench {

    private static final String DATASET = "fleet-archive";
    /** The sandbox's 1,000,000-clip corpus, in its second organization (so the demo's list stays short). */
    private static final String MILLION = "fleet-archive-xl";
    private static final String MILLION_CLIENT = "southpaw-analyst";
    private static final int PAGE = 1000;
    private static final String SMALL = "/api/v1beta/quality/video-characteristics?dataset=kitchen-egocentric&include=distribution";
    private static final String CLIP_PAGE =
            "/api/quality/clips?dataset=kitchen-egocentric&frame_quality=true&hand_activity=true&offset=0&limit=1000";
    private static final Pattern TOTAL = Pattern.compile("\"total\"\\s*:\\s*(\\d+)");
    private static final Pattern COMPILE_TIME = Pattern.compile("Total compilation time\\s*:\\s*([0-9.]+) s");
    /** Runs of each side before the warm JVM's figures count: enough for C2 to have compiled the loop. */
    private static final int WARM_UPS = 3;
    private static final Pattern VOCABULARY = Pattern.compile("\"vocabulary\"\\s*:\\s*\"([^\"]+)\"");

    private final Path root;
    private final Path scratch;
    private final Options options;
    private final Table table = new Table();

    private record Options(Path root, int reps, int launches, double launchSeconds, double latencySeconds,
                           boolean skipApp, boolean appOnly, boolean workspaceOnly, int workspaceRounds,
                           boolean checkOnly, boolean cliOnly, boolean tableOnly, String tableDataset, int tableRounds, Path tableJfr) {
        static Options parse(String[] args) {
            Path root = Path.of(".");
            int reps = 5;
            int launches = 3;
            double launchSeconds = 30;
            double latencySeconds = 5;
            boolean skipApp = false;
            boolean appOnly = false;
            boolean workspaceOnly = false;
            int workspaceRounds = 1;
            boolean checkOnly = false;
            boolean cliOnly = false;
            boolean tableOnly = false;
            String tableDataset = SnapshotFramesRow.MILLION;
            int tableRounds = 3;
            Path tableJfr = null;
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--root" -> root = Path.of(args[++i]);
                    case "--reps" -> reps = Integer.parseInt(args[++i]);
                    case "--launches" -> launches = Integer.parseInt(args[++i]);
                    case "--launch-seconds" -> launchSeconds = Double.parseDouble(args[++i]);
                    case "--latency-seconds" -> latencySeconds = Double.parseDouble(args[++i]);
                    case "--skip-app" -> skipApp = true;
                    case "--app-only" -> appOnly = true;
                    case "--workspace" -> workspaceOnly = true;
                    case "--workspace-rounds" -> workspaceRounds = Integer.parseInt(args[++i]);
                    case "--check" -> checkOnly = true;
                    case "--cli" -> cliOnly = true;
                    case "--table" -> tableOnly = true;
                    case "--table-dataset" -> tableDataset = args[++i];
                    case "--table-rounds" -> tableRounds = Integer.parseInt(args[++i]);
                    case "--table-jfr" -> tableJfr = Path.of(args[++i]).toAbsolutePath();
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            }
            return new Options(root, reps, launches, launchSeconds, latencySeconds, skipApp, appOnly, workspaceOnly,
                    workspaceRounds, checkOnly, cliOnly, tableOnly, tableDataset, tableRounds, tableJfr);
        }
    }

    private Bench(Options options, Path scratch) {
        this.options = options;
        this.root = options.root.toAbsolutePath().normalize();
        this.scratch = scratch;
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.US);
        Path scratch = Files.createTempDirectory("dq-bench");
        try {
            new Bench(Options.parse(args), scratch).run();
        } finally {
            try (Stream<Path> files = Files.walk(scratch)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private void run() throws Exception {
        System.out.printf("dq-bench: %d cores, java %s, load average %s (1, 5, 15 min)%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), Machine.loadAverage());
        if (options.workspaceOnly) {
            SnapshotFramesRow.measure(root, benchJar(), options.workspaceRounds, scratch, table);
            printTable();
            return;
        }
        if (options.tableOnly) {
            TableStepsRow.measure(root, benchJar(), options.tableDataset, options.tableRounds, options.tableJfr, scratch,
                    table);
            printTable();
            return;
        }
        if (options.appOnly) {
            launches();
            installedLaunch();
            printTable();
            return;
        }
        if (options.checkOnly) {
            try (ServerProcess sandbox = ServerProcess.sandbox(root.resolve("sandbox/target/dq-sandbox.jar"), scratch)) {
                CheckRow.measure(root, sandbox, options.reps, scratch, table);
            }
            printTable();
            return;
        }
        if (options.cliOnly) {
            try (ServerProcess sandbox = ServerProcess.sandbox(root.resolve("sandbox/target/dq-sandbox.jar"), scratch)) {
                CliMillionRow.measure(root, sandbox, benchJar(), options.reps, scratch, table);
            }
            printTable();
            return;
        }
        try (ServerProcess sandbox = ServerProcess.sandbox(root.resolve("sandbox/target/dq-sandbox.jar"), scratch)) {
            String token = Http.token(sandbox.tokenUrl(), sandbox.clientId(), sandbox.clientSecret());
            long generating = System.nanoTime();
            String first = new String(Http.get(sandbox.serviceUrl().resolve("/api/quality/clips?dataset=" + DATASET
                    + "&frame_quality=true&hand_activity=true&limit=1"), token), java.nio.charset.StandardCharsets.UTF_8);
            long total = Long.parseLong(find(TOTAL, first));
            String vocabulary = find(VOCABULARY, first);
            System.out.printf("sandbox pid %d up; %s: %,d clips, first answer after %.2f s (corpus generated on first use)%n",
                    sandbox.pid(), DATASET, total, (System.nanoTime() - generating) / 1e9);

            List<TimedRun> exports = exportAgainstFetcher(sandbox, total, vocabulary);
            latency(sandbox, token);
            peakRss(sandbox, exports);
            CheckRow.measure(root, sandbox, options.reps, scratch, table);
        }
        if (options.skipApp) {
            table.add("app launch and frames", "-", "skipped (--skip-app)", "", "");
        } else {
            launches();
            installedLaunch();
            SnapshotFramesRow.measure(root, benchJar(), options.workspaceRounds, scratch, table);
        }
        printTable();
    }

    private void printTable() {
        System.out.println();
        System.out.printf("load average at the end: %s%n%n", Machine.loadAverage());
        table.print();
    }

    /** Row 1: the headless export and the raw page fetcher, each its own JVM, interleaved. */
    private List<TimedRun> exportAgainstFetcher(ServerProcess sandbox, long total, String vocabulary) throws Exception {
        Path csv = scratch.resolve("export.csv");
        List<String> export = List.of("java", "-jar", root.resolve("desktop/target/dq-explorer.jar").toString(),
                "export", "--dataset", DATASET, "--frame-quality", "--hand-activity", "--output", csv.toString(), "--force");
        List<String> fetch = List.of("java", "-cp", benchJar().toString(), RawPageFetcher.class.getName(),
                sandbox.serviceUrl().toString(), sandbox.tokenUrl().toString(), sandbox.clientId(), DATASET,
                Long.toString(total), Integer.toString(PAGE), vocabulary);
        String withApp = benchJar() + File.pathSeparator + root.resolve("desktop/target/dq-explorer.jar");
        List<String> parsed = List.of("java", "-cp", withApp, ParsedPageWalk.class.getName(), DATASET);
        List<String> tokens = new ArrayList<>(List.of("java", "-D" + RawPageFetcher.TOKENS + "=true", "-cp", withApp));
        tokens.addAll(fetch.subList(3, fetch.size()));
        Map<String, String> environment = Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                "DQ_TOKEN_URL", sandbox.tokenUrl().toString(), "DQ_CLIENT_ID", sandbox.clientId(),
                "DQ_CLIENT_SECRET", sandbox.clientSecret());
        System.out.printf("%n[1] export of %s (%,d clips, both column groups) vs a raw fetch of the same %d pages; beside"
                + " them the export's walk without its writer (%s) and the raw fetch reading each page with Jackson's"
                + " parser (%s); %d runs each, in turn, after one warm-up of each; load %s%n", DATASET, total,
                (total + PAGE - 1) / PAGE, ParsedPageWalk.class.getSimpleName(), JsonTokens.class.getSimpleName(),
                options.reps, Machine.loadAverage());
        Map<String, List<String>> sides = new LinkedHashMap<>();
        sides.put("export", export);
        sides.put("fetch", fetch);
        sides.put("parsed", parsed);
        sides.put("tokens", tokens);
        List<String> names = List.copyOf(sides.keySet());
        for (List<String> command : sides.values()) {
            TimedRun.run(command, environment, scratch);
        }
        Map<String, List<TimedRun>> runs = new HashMap<>();
        Map<String, List<Double>> serverCpu = new HashMap<>();
        for (int rep = 0; rep < options.reps; rep++) {
            // each rep starts with another side, so a drift in the machine's load hits all alike
            for (int turn = 0; turn < names.size(); turn++) {
                String side = names.get((rep + turn) % names.size());
                double serverBefore = sandbox.cpuSeconds();
                TimedRun run = TimedRun.run(sides.get(side), environment, scratch);
                double sandboxCpu = sandbox.cpuSeconds() - serverBefore;
                runs.computeIfAbsent(side, k -> new ArrayList<>()).add(run);
                serverCpu.computeIfAbsent(side, k -> new ArrayList<>()).add(sandboxCpu);
                System.out.printf("  run %d %-6s wall %6.2f s, cpu %6.2f s, peak RSS %,7d KB, sandbox cpu %5.2f s; load %s%n",
                        rep + 1, side, run.wallSeconds(), run.cpuSeconds(), run.peakRssKb(), sandboxCpu,
                        Machine.loadAverage());
            }
        }
        List<TimedRun> exports = runs.get("export");
        List<TimedRun> fetches = runs.get("fetch");
        beside("export 200k, both groups", fetches, exports, "≤ 1.25×", "≤ 4×");
        beside("  the export's walk alone, nothing written (ours)", fetches, runs.get("parsed"), "", "");
        beside("  the raw fetch reading each page with Jackson's parser (ours)", fetches, runs.get("tokens"), "", "");
        Stats exportServer = new Stats(serverCpu.get("export"));
        Stats fetchServer = new Stats(serverCpu.get("fetch"));
        table.add("  sandbox CPU s during each (info)", fetchServer.summary("%.2f"), exportServer.summary("%.2f"),
                Table.ratio(exportServer.median(), fetchServer.median()), "");
        warmExport(fetch.subList(4, fetch.size()), environment);
        return exports;
    }

    /** Two rows of the table: ours beside the reference, wall and the client's CPU, medians and ratios. */
    private void beside(String what, List<TimedRun> reference, List<TimedRun> ours, String wallTarget,
                        String cpuTarget) {
        Stats referenceWall = new Stats(reference.stream().map(TimedRun::wallSeconds).toList());
        Stats oursWall = new Stats(ours.stream().map(TimedRun::wallSeconds).toList());
        Stats referenceCpu = new Stats(reference.stream().map(TimedRun::cpuSeconds).toList());
        Stats oursCpu = new Stats(ours.stream().map(TimedRun::cpuSeconds).toList());
        String info = wallTarget.isEmpty() ? " (info)" : "";
        table.add(what + ": wall s" + info, referenceWall.summary("%.2f"), oursWall.summary("%.2f"),
                Table.ratio(oursWall.median(), referenceWall.median()), wallTarget);
        table.add(what + ": client CPU s" + info, referenceCpu.summary("%.2f"), oursCpu.summary("%.2f"),
                Table.ratio(oursCpu.median(), referenceCpu.median()), cpuTarget);
    }

    /**
     * Row 1, where the time of a fresh JVM goes: one more fresh export with HotSpot's compile-time
     * report, then both sides again in one JVM that has run them {@value #WARM_UPS} times.
     */
    private void warmExport(List<String> fetcherArguments, Map<String, String> environment) throws Exception {
        Path appJar = root.resolve("desktop/target/dq-explorer.jar");
        Path csv = scratch.resolve("export-warm.csv");
        TimedRun compiled = TimedRun.run(List.of("java", "-XX:+UnlockDiagnosticVMOptions", "-XX:+CITime", "-jar",
                appJar.toString(), "export", "--dataset", DATASET, "--frame-quality", "--hand-activity",
                "--output", csv.toString(), "--force"), environment, scratch);
        double compileSeconds = Double.parseDouble(find(COMPILE_TIME, compiled.stdout()));
        System.out.printf("  one more fresh export: cpu %.2f s, of which the JIT compilers %.2f s (-XX:+CITime)%n",
                compiled.cpuSeconds(), compileSeconds);
        table.add("  fresh export: JIT compile s of its CPU (info)", "-",
                String.format("%.2f of %.2f", compileSeconds, compiled.cpuSeconds()), "", "");
        List<String> command = new ArrayList<>(List.of("java", "-cp", benchJar() + File.pathSeparator + appJar,
                WarmExport.class.getName(), Integer.toString(options.reps), Integer.toString(WARM_UPS), csv.toString()));
        command.addAll(fetcherArguments);
        TimedRun warm = TimedRun.run(command, environment, scratch);
        List<Double> exportWall = new ArrayList<>();
        List<Double> exportCpu = new ArrayList<>();
        List<Double> fetchWall = new ArrayList<>();
        List<Double> fetchCpu = new ArrayList<>();
        for (String line : warm.stdout().split("\n")) {
            String[] fields = line.trim().split(" ");
            boolean isExport = fields[0].equals("export");
            (isExport ? exportWall : fetchWall).add(Double.parseDouble(fields[1]));
            (isExport ? exportCpu : fetchCpu).add(Double.parseDouble(fields[2]));
            System.out.printf("  warm JVM %-6s wall %6.2f s, cpu %6.2f s%n", fields[0], Double.parseDouble(fields[1]),
                    Double.parseDouble(fields[2]));
        }
        Stats ew = new Stats(exportWall);
        Stats fw = new Stats(fetchWall);
        Stats ec = new Stats(exportCpu);
        Stats fc = new Stats(fetchCpu);
        table.add("  same in one warm JVM: wall s (info)", fw.summary("%.2f"), ew.summary("%.2f"),
                Table.ratio(ew.median(), fw.median()), "");
        table.add("  same in one warm JVM: CPU s (info)", fc.summary("%.2f"), ec.summary("%.2f"),
                Table.ratio(ec.median(), fc.median()), "");
    }

    /** Row 2 and 3: the sandbox beside a bare JDK HttpServer answering the same bytes. */
    private void latency(ServerProcess sandbox, String token) throws Exception {
        Path small = scratch.resolve("small.json");
        Path page = scratch.resolve("page.json");
        Files.write(small, Http.get(sandbox.serviceUrl().resolve(SMALL), token));
        Files.write(page, Http.get(sandbox.serviceUrl().resolve(CLIP_PAGE), token));
        System.out.printf("%n[2] request latency: sandbox vs a bare JDK HttpServer (8 workers) answering the same bytes,"
                        + " with TCP_NODELAY (the floor) and with the JDK's defaults; %.0f s per run after a 1 s warm-up;"
                        + " small answer %,d bytes, clip page %,d bytes; load %s%n",
                options.latencySeconds, Files.size(small), Files.size(page), Machine.loadAverage());
        try (ServerProcess floorServer = ServerProcess.reference(benchJar(), List.of(small, page), true, scratch);
             ServerProcess defaultsServer = ServerProcess.reference(benchJar(), List.of(small, page), false, scratch)) {
            for (int clients : new int[] {1, 16}) {
                LatencyRun ours = LatencyRun.measure(sandbox, sandbox.serviceUrl().resolve(SMALL), token, clients, 1,
                        options.latencySeconds);
                LatencyRun floor = LatencyRun.measure(floorServer, floorServer.serviceUrl().resolve("/0"), token,
                        clients, 1, options.latencySeconds);
                LatencyRun defaults = LatencyRun.measure(defaultsServer, defaultsServer.serviceUrl().resolve("/0"),
                        token, clients, 1, options.latencySeconds);
                print("small answer, " + clients + " client(s)", floor, defaults, ours);
                String what = "small answer (7.7 KB), " + clients + " keep-alive client" + (clients > 1 ? "s" : "");
                table.add(what + ": p50 ms", ms(floor.latencyMs().percentile(50)), ms(ours.latencyMs().percentile(50)),
                        Table.ratio(ours.latencyMs().percentile(50), floor.latencyMs().percentile(50)),
                        clients == 1 ? "≤ 2 ms" : "");
                table.add(what + ": p90 / p99 ms",
                        ms(floor.latencyMs().percentile(90)) + " / " + ms(floor.latencyMs().percentile(99)),
                        ms(ours.latencyMs().percentile(90)) + " / " + ms(ours.latencyMs().percentile(99)), "", "");
                table.add(what + ": requests/s", String.format("%,.0f", floor.requestsPerSecond()),
                        String.format("%,.0f", ours.requestsPerSecond()),
                        Table.ratio(ours.requestsPerSecond(), floor.requestsPerSecond()), "");
                table.add("  same, bare server with JDK defaults (info): p50 ms", ms(floor.latencyMs().percentile(50)),
                        ms(defaults.latencyMs().percentile(50)),
                        Table.ratio(defaults.latencyMs().percentile(50), floor.latencyMs().percentile(50)), "");
            }
            LatencyRun ours = LatencyRun.measure(sandbox, sandbox.serviceUrl().resolve(CLIP_PAGE), token, 1, 1,
                    options.latencySeconds);
            LatencyRun floor = LatencyRun.measure(floorServer, floorServer.serviceUrl().resolve("/1"), token, 1, 1,
                    options.latencySeconds);
            LatencyRun defaults = LatencyRun.measure(defaultsServer, defaultsServer.serviceUrl().resolve("/1"), token,
                    1, 1, options.latencySeconds);
            print("clip page, 1 client", floor, defaults, ours);
            table.add("clip page (1,000 rows, both flags): server CPU ms/page", ms(floor.serverCpuMsPerRequest()),
                    ms(ours.serverCpuMsPerRequest()), Table.ratio(ours.serverCpuMsPerRequest(), floor.serverCpuMsPerRequest()),
                    "≤ 2 ms");
            table.add("clip page (1,000 rows, both flags): p50 ms", ms(floor.latencyMs().percentile(50)),
                    ms(ours.latencyMs().percentile(50)),
                    Table.ratio(ours.latencyMs().percentile(50), floor.latencyMs().percentile(50)), "");
        }
    }

    private static void print(String what, LatencyRun floor, LatencyRun defaults, LatencyRun ours) {
        for (LatencyRun run : List.of(floor, defaults, ours)) {
            System.out.printf("  %-26s %-9s %,6d requests, %,8.0f/s, p50 %s p90 %s p99 %s max %s ms, server CPU %s ms/request; load %s%n",
                    what, run == floor ? "nodelay" : run == defaults ? "defaults" : "sandbox", run.latencyMs().count(), run.requestsPerSecond(),
                    ms(run.latencyMs().percentile(50)), ms(run.latencyMs().percentile(90)),
                    ms(run.latencyMs().percentile(99)), ms(run.latencyMs().max()), ms(run.serverCpuMsPerRequest()),
                    Machine.loadAverage());
        }
    }

    /**
     * Row 3: peak RSS of the export, at 200,000 rows from the runs of row 1 and at 1,000,000 rows from
     * two more runs (one with --reps 1), each some five times as long as a 200,000-row export.
     */
    private void peakRss(ServerProcess sandbox, List<TimedRun> exports) throws Exception {
        Stats rss = new Stats(exports.stream().map(run -> run.peakRssKb() / 1024.0).toList());
        String secret = sandbox.clientSecret(MILLION_CLIENT);
        String token = Http.token(sandbox.tokenUrl(), MILLION_CLIENT, secret);
        long generating = System.nanoTime();
        String first = new String(Http.get(sandbox.serviceUrl().resolve("/api/quality/clips?dataset=" + MILLION
                + "&limit=1"), token), java.nio.charset.StandardCharsets.UTF_8);
        System.out.printf("%n[3] export peak RSS; %s: %,d clips, first answer after %.2f s (corpus generated on"
                        + " first use), sandbox RSS now %,d MB; load %s%n", MILLION, Long.parseLong(find(TOTAL, first)),
                (System.nanoTime() - generating) / 1e9, Machine.rssKb(sandbox.pid()) / 1024, Machine.loadAverage());
        Path csv = scratch.resolve("export-million.csv");
        List<String> export = List.of("java", "-jar", root.resolve("desktop/target/dq-explorer.jar").toString(),
                "export", "--dataset", MILLION, "--frame-quality", "--hand-activity", "--output", csv.toString(),
                "--force");
        Map<String, String> environment = Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                "DQ_TOKEN_URL", sandbox.tokenUrl().toString(), "DQ_CLIENT_ID", MILLION_CLIENT,
                "DQ_CLIENT_SECRET", secret);
        List<TimedRun> millions = new ArrayList<>();
        for (int run = 0; run < Math.min(2, options.reps); run++) {
            TimedRun timed = TimedRun.run(export, environment, scratch);
            millions.add(timed);
            System.out.printf("  run %d export 1,000,000: wall %6.2f s, cpu %6.2f s, peak RSS %,7d KB; load %s%n",
                    run + 1, timed.wallSeconds(), timed.cpuSeconds(), timed.peakRssKb(), Machine.loadAverage());
        }
        Files.deleteIfExists(csv);
        Stats million = new Stats(millions.stream().map(run -> run.peakRssKb() / 1024.0).toList());
        table.add("export 200k: peak RSS MB", "-", rss.summary("%.0f"), "", "");
        table.add("export 1,000,000: peak RSS MB", "-", million.summary("%.0f"),
                Table.ratio(million.median(), rss.median()) + " of 200k", "");
        System.out.printf("    peak RSS at 200,000 rows: %s MB; at 1,000,000 rows: %s MB (median, min–max)%n",
                rss.summary("%.0f"), million.summary("%.0f"));
    }

    /** Row 4 and 5: the app's launch with --demo beside a bare JavaFX window, on Xvfb with JFR. */
    private void launches() throws Exception {
        Path settings = scratch.resolve("frames.jfc");
        try (InputStream jfc = Bench.class.getResourceAsStream("frames.jfc")) {
            Files.copy(jfc, settings);
        }
        Path appJar = root.resolve("desktop/target/dq-explorer.jar");
        // the reference window too: the same launcher, JVM options and jar
        AppOptions jvm = AppOptions.of(root);
        List<String> app = jvm.arguments("-jar", appJar.toString(), "--demo");
        List<String> window = jvm.arguments("-cp", benchJar() + File.pathSeparator + appJar,
                ReferenceWindow.class.getName());
        List<String> probe = jvm.arguments("-cp", benchJar() + File.pathSeparator + appJar,
                AppProbe.class.getName(), "--demo");
        System.out.printf("%n[4] launch on Xvfb 1440x900 with JFR (javafx.PulsePhase): the app with --demo vs a bare"
                + " JavaFX window, then the app worked by %s (%s, then %s); %d launches each, interleaved,"
                + " %.0f s each; load %s; %s%n", AppProbe.class.getSimpleName(), AppProbe.FLAG_COLUMN,
                AppProbe.THEME_SWITCH, options.launches, options.launchSeconds, Machine.loadAverage(),
                jvm.described());
        List<FrameReport> ours = new ArrayList<>();
        List<FrameReport> floor = new ArrayList<>();
        List<FrameReport> probed = new ArrayList<>();
        for (int launch = 0; launch < options.launches; launch++) {
            FrameReport reference = AppLaunch.run(window, settings, scratch, Math.min(10, options.launchSeconds));
            FrameReport report = AppLaunch.run(app, settings, scratch, options.launchSeconds);
            FrameReport worked = AppLaunch.runToItsEnd(probe, settings, scratch, Math.max(60, options.launchSeconds));
            floor.add(reference);
            ours.add(report);
            probed.add(worked);
            System.out.printf("  launch %d reference: first paint %.2f s, longest frame %.0f ms (%d pulses)%n",
                    launch + 1, reference.firstPaintSeconds(), reference.longestBeforeMs(), reference.pulses());
            System.out.printf("  launch %d app:       first paint %.2f s, signed-in painted %s, longest frame"
                            + " before sign-in %s, after %.0f ms (%d pulses); load %s%n",
                    launch + 1, report.firstPaintSeconds(), Double.isNaN(report.signedInPaintSeconds())
                            ? String.format("not within %.0f s", options.launchSeconds)
                            : String.format("%.2f s", report.signedInPaintSeconds()),
                    Double.isNaN(report.longestBeforeMs()) ? "none (signed in before the first frame)"
                            : String.format("%.0f ms", report.longestBeforeMs()),
                    report.longestAfterMs(), report.pulses(), Machine.loadAverage());
            System.out.printf("  launch %d probe:     %s: longest frame %.0f ms (FX + render CPU %.0f ms); %s: %.0f ms"
                            + " (%.0f ms), back %.0f ms, third %.0f ms; load %s%n", launch + 1,
                    AppProbe.FLAG_COLUMN, worked.step(AppProbe.FLAG_COLUMN).longestMs(), worked.step(AppProbe.FLAG_COLUMN).cpuMs(),
                    AppProbe.THEME_SWITCH, worked.step(AppProbe.THEME_SWITCH).longestMs(), worked.step(AppProbe.THEME_SWITCH).cpuMs(),
                    worked.step(AppProbe.THEME_SWITCH_BACK).longestMs(), worked.step(AppProbe.THEME_SWITCH_AGAIN).longestMs(),
                    Machine.loadAverage());
            System.out.printf("  launch %d probe:     %s: longest frame %.0f ms; %s: %.0f ms%n", launch + 1,
                    AppProbe.COMPARE, worked.step(AppProbe.COMPARE).longestMs(),
                    AppProbe.TRENDS, worked.step(AppProbe.TRENDS).longestMs());
        }
        Stats referencePaint = new Stats(floor.stream().map(FrameReport::firstPaintSeconds).toList());
        Stats firstPaint = new Stats(ours.stream().map(FrameReport::firstPaintSeconds).toList());
        Stats signedIn = new Stats(ours.stream().map(FrameReport::signedInPaintSeconds).filter(s -> !s.isNaN()).toList());
        Stats before = new Stats(ours.stream().map(FrameReport::longestBeforeMs).filter(s -> !s.isNaN()).toList());
        Stats after = new Stats(ours.stream().map(FrameReport::longestAfterMs).filter(s -> !s.isNaN()).toList());
        Stats referenceFrame = new Stats(floor.stream().map(FrameReport::longestBeforeMs).toList());
        table.add("launch (java -jar, --demo) to first painted frame s", referencePaint.summary("%.2f"),
                firstPaint.summary("%.2f"), Table.ratio(firstPaint.median(), referencePaint.median()),
                "≤ 1.0 s (installed app)");
        table.add("launch --demo to signed-in window painted s", referencePaint.summary("%.2f"),
                signedIn.summary("%.2f") + (signedIn.count() < ours.size()
                        ? String.format(" (%d of %d launches)", signedIn.count(), ours.size()) : ""), Table.ratio(signedIn.median(), referencePaint.median()), "≤ 2.0 s");
        table.add("longest frame before sign-in ms", referenceFrame.summary("%.0f"),
                before.isEmpty() ? "none: the demo signed in before the first frame" : before.summary("%.0f"),
                Table.ratio(before.median(), referenceFrame.median()), "≤ 100 ms");
        table.add("longest frame in the 5 s after sign-in ms", referenceFrame.summary("%.0f"), after.summary("%.0f"),
                Table.ratio(after.median(), referenceFrame.median()), "≤ 100 ms");
        for (String step : List.of(AppProbe.THEME_SWITCH, AppProbe.FLAG_COLUMN, AppProbe.COMPARE, AppProbe.TRENDS)) {
            Stats frames = new Stats(probed.stream().map(report -> report.step(step).longestMs())
                    .filter(s -> !s.isNaN()).toList());
            Stats cpu = new Stats(probed.stream().map(report -> report.step(step).cpuMs()).filter(s -> !s.isNaN()).toList());
            table.add(step + ": longest frame ms", referenceFrame.summary("%.0f"), frames.summary("%.0f"),
                    Table.ratio(frames.median(), referenceFrame.median()), "≤ 100 ms");
            table.add("  same: CPU of the FX and render threads ms (info)", "-", cpu.summary("%.0f"), "", "");
        }
        for (String step : List.of(AppProbe.THEME_SWITCH_BACK, AppProbe.THEME_SWITCH_AGAIN)) {
            Stats frames = new Stats(probed.stream().map(report -> report.step(step).longestMs())
                    .filter(s -> !s.isNaN()).toList());
            table.add("  " + step + ": longest frame ms (info)", referenceFrame.summary("%.0f"), frames.summary("%.0f"),
                    Table.ratio(frames.median(), referenceFrame.median()), "");
        }
    }

    /** Row: the app image's launcher (what the .deb installs) to its first painted window, if the image is built. */
    private void installedLaunch() throws Exception {
        Path image = root.resolve("desktop/target/installer/DQ Explorer");
        if (!Files.isDirectory(image)) {
            table.add("installed app to first painted window s", "-",
                    "skipped: no app image (mvn -B -Pinstaller -DskipTests package)", "", "≤ 1.0 s");
            return;
        }
        ImageStartRow.measure(image, benchJar(), Math.max(options.launches, 5), scratch, table);
    }

    private Path benchJar() throws IOException {
        try (Stream<Path> jars = Files.list(root.resolve("bench/target"))) {
            return jars.filter(p -> p.getFileName().toString().matches("dq-bench-.*\\.jar")).findFirst()
                    .orElseThrow(() -> new IOException("no bench/target/dq-bench-*.jar: run bench/run.sh"));
        }
    }

    private static String ms(double millis) {
        return Double.isNaN(millis) ? "n/a" : millis < 10 ? String.format("%.2f", millis) : String.format("%.1f", millis);
    }

    private static String find(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            throw new IllegalStateException("no " + pattern + " in " + text.substring(0, Math.min(200, text.length())));
        }
        return matcher.group(1);
    }
}
