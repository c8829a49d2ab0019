package io.dqexplorer.bench;

import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Issue 25's first table: each step of the clip table in the app ({@link TableProbe}: the app's own {@code main},
 * signed in through its form, the dataset's snapshot on disk) beside its floor, the same queries through the
 * workspace's query API in the same JVM on the same file ({@link TableFloor}), and beside JavaFX's table alone
 * ({@link BareTableProbe}: its own launch after the app's, the table given the app's size). One launch of each a
 * round, each on its own Xvfb with JFR (table.jfc: pulses, every thread sampled in Java and native code, kept with
 * {@code --table-jfr DIR}); the snapshot is fetched first by {@code dq-explorer snapshot} into the
 * launches' cache folder, untimed.
 */
final class TableStepsRow {

    /** The steps in the order the table prints them, with their targets. */
    private static final Map<String, String> TARGETS = targets();
    private static final Map<String, String> CLIENTS = Map.of(SnapshotFramesRow.MILLION, SnapshotFramesRow.MILLION_CLIENT,
            SnapshotFramesRow.REFERENCE, SnapshotFramesRow.REFERENCE_CLIENT);
    private static final double LAUNCH_SECONDS = 10 * 60;
    /** {@link BareTableProbe} by name: loading the class needs JavaFX, which the harness runs without. */
    private static final String BARE_PROBE = "io.dqexplorer.bench.BareTableProbe";

    /** One side's figures of one step over the rounds. */
    private record Samples(List<Double> millisList, List<Double> cpuList, List<Double> fxCpuList) {
        Samples() {
            this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }

        void add(double millis, double cpu, double fxCpu) {
            millisList.add(millis);
            cpuList.add(cpu);
            if (!Double.isNaN(fxCpu)) {
                fxCpuList.add(fxCpu);
            }
        }

        Stats millis() {
            return new Stats(millisList);
        }

        Stats cpu() {
            return new Stats(cpuList);
        }

        Stats fxCpu() {
            return new Stats(fxCpuList);
        }
    }

    private TableStepsRow() {
    }

    private static Map<String, String> targets() {
        Map<String, String> targets = new LinkedHashMap<>();
        targets.put(TableProbe.OPEN, "≤ 500 ms");
        targets.put(TableProbe.FILTER, "≤ 100 ms");
        targets.put(TableProbe.CLEAR, "≤ 100 ms");
        targets.put(TableProbe.SORT, "≤ 50 ms");
        targets.put(TableProbe.JUMP, "≤ 100 ms");
        targets.put(TableProbe.SUMMARY, "≤ 150 ms");
        return targets;
    }

    /** @param keep a folder for each round's recording, {@code table-round-N.jfr}; null: none kept */
    static void measure(Path root, Path benchJar, String dataset, int rounds, Path keep, Path scratch, Table table)
            throws Exception {
        String client = CLIENTS.get(dataset);
        if (client == null) {
            throw new IllegalArgumentException("--table-dataset: one of " + CLIENTS.keySet() + ", not " + dataset);
        }
        Path settings = scratch.resolve("table.jfc");
        try (InputStream jfc = TableStepsRow.class.getResourceAsStream("table.jfc")) {
            Files.copy(jfc, settings);
        }
        Path appJar = root.resolve("desktop/target/dq-explorer.jar");
        AppOptions options = AppOptions.of(root);
        try (ServerProcess sandbox = ServerProcess.sandbox(root.resolve("sandbox/target/dq-sandbox.jar"), scratch)) {
            SnapshotFramesRow.Side side = SnapshotFramesRow.side(sandbox, dataset, client, scratch);
            SnapshotFramesRow.deleteTree(side.cache());
            Files.createDirectories(side.cache());
            Map<String, String> environment = Map.of("DQ_CACHE_DIR", side.cache().toString(),
                    "DQ_CLIENT_SECRET", side.secret());
            Map<String, String> command = new LinkedHashMap<>(environment);
            command.putAll(Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                    "DQ_TOKEN_URL", sandbox.tokenUrl().toString(), "DQ_CLIENT_ID", client,
                    "DQ_DATA_DIR", scratch.resolve("data").toString()));
            TimedRun fetch = TimedRun.run(List.of("java", "-jar", appJar.toString(), "snapshot", "--dataset", dataset),
                    command, scratch);
            System.out.printf("%n[table] the clip table's steps (%s) in the app vs the same queries in its JVM (%s):"
                            + " %s (%,d clips, as %s), filter %s, sort by %s; snapshot fetched by dq-explorer snapshot in"
                            + " %.1f s; %d round(s) of one launch, %d cycles each; load %s; %s%n",
                    TableProbe.class.getSimpleName(), TableFloor.class.getSimpleName(), dataset, side.clips(), client,
                    TableProbe.FILTER_TEXT + " then " + TableProbe.SECOND_FILTER_TEXT, TableProbe.SORTED_BY + " then " + TableProbe.SECOND_SORTED_BY, fetch.wallSeconds(), rounds,
                    TableProbe.CYCLES, Machine.loadAverage(), options.described());
            Map<String, Samples> app = new LinkedHashMap<>();
            Map<String, Samples> floor = new LinkedHashMap<>();
            Map<String, Samples> bare = new LinkedHashMap<>();
            for (int round = 1; round <= rounds; round++) {
                Path results = scratch.resolve("table-round-" + round + ".tsv");
                List<String> probe = options.arguments(
                        // the sign-in remembers the connection: in the bench's own preferences, not the user's
                        "-Djava.util.prefs.userRoot=" + scratch.resolve("preferences"),
                        "-cp", benchJar + File.pathSeparator + appJar, TableProbe.class.getName(),
                        sandbox.serviceUrl().toString(), sandbox.tokenUrl().toString(), client, dataset,
                        Long.toString(side.clips()), results.toString());
                AppLaunch.runToItsEnd(probe, environment, settings, scratch, LAUNCH_SECONDS,
                        keep == null ? null : Files.createDirectories(keep).resolve("table-round-" + round + ".jfr"));
                System.out.printf("  round %d; load %s%n", round, Machine.loadAverage());
                String[] tableSize = null;
                for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
                    if (line.startsWith(TableProbe.TABLE_SIZE)) {
                        tableSize = line.split("\t");
                        continue;
                    }
                    // TableProbe.record: step, app ms, app CPU ms, FX thread CPU ms, floor ms, floor CPU ms, floor's parts,
                    // the app's CPU by thread
                    String[] fields = line.split("\t");
                    double[] figures = new double[5];
                    for (int i = 0; i < figures.length; i++) {
                        figures[i] = Double.parseDouble(fields[i + 1]);
                    }
                    app.computeIfAbsent(fields[0], step -> new Samples()).add(figures[0], figures[1], figures[2]);
                    floor.computeIfAbsent(fields[0], step -> new Samples()).add(figures[3], figures[4], Double.NaN);
                    System.out.printf("    %-54s app %7.1f ms (CPU %6.1f, FX thread %5.1f), floor %6.1f ms (CPU %6.1f: %s)%n"
                                    + "      the app's CPU by thread: %s%n",
                            fields[0], figures[0], figures[1], figures[2], figures[3], figures[4], fields[6], fields[7]);
                }
                if (tableSize == null) {
                    throw new IllegalStateException("the probe gave no table size in " + results);
                }
                Path bareResults = scratch.resolve("bare-table-round-" + round + ".tsv");
                // with the app's JVM options: the table alone as the same launcher would run it
                List<String> barely = options.arguments("-cp", benchJar + File.pathSeparator + appJar,
                        BARE_PROBE, dataset, tableSize[1], tableSize[2], bareResults.toString());
                AppLaunch.runToItsEnd(barely, environment, settings, scratch, LAUNCH_SECONDS,
                        keep == null ? null : keep.resolve("bare-table-round-" + round + ".jfr"));
                for (String line : Files.readAllLines(bareResults, StandardCharsets.UTF_8)) {
                    // BareTableProbe.record: step, ms, CPU ms, FX thread CPU ms, the CPU by thread
                    String[] fields = line.split("\t");
                    bare.computeIfAbsent(fields[0], step -> new Samples()).add(Double.parseDouble(fields[1]),
                            Double.parseDouble(fields[2]), Double.parseDouble(fields[3]));
                    System.out.printf("    %-54s JavaFX's table alone %7.1f ms (CPU %6.1f, FX thread %5.1f): %s%n",
                            fields[0], Double.parseDouble(fields[1]), Double.parseDouble(fields[2]),
                            Double.parseDouble(fields[3]), fields[4]);
                }
            }
            table.add(String.format("the clip table on %s (%,d clips); reference: its queries alone, same JVM", dataset,
                    side.clips()), "", "", "", "");
            for (Map.Entry<String, String> step : TARGETS.entrySet()) {
                Samples ours = app.getOrDefault(step.getKey(), new Samples());
                Samples reference = floor.getOrDefault(step.getKey(), new Samples());
                table.add(step.getKey() + ", ms", reference.millis().summary("%.0f"), ours.millis().summary("%.0f"),
                        Table.ratio(ours.millis().median(), reference.millis().median()), step.getValue());
                table.add("  same: process CPU ms; ours: FX thread's CPU ms (info)", reference.cpu().summary("%.0f"),
                        ours.cpu().summary("%.0f") + "; " + ours.fxCpu().summary("%.0f"),
                        Table.ratio(ours.cpu().median(), reference.cpu().median()), "");
                Samples alone = bare.get(step.getKey());
                if (alone != null) {
                    table.add("  reference: JavaFX's table alone, the same rows in memory, own JVM; ms (FX thread's CPU ms)",
                            alone.millis().summary("%.0f") + " (" + alone.fxCpu().summary("%.0f") + ")",
                            ours.millis().summary("%.0f"), Table.ratio(ours.millis().median(), alone.millis().median()), "");
                }
            }
        }
    }
}
