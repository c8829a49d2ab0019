package io.dqexplorer.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Issue 24's rows: {@code dq-explorer check} as a pipeline runs it, its own JVM each time (start included).
 * 20 bars on every figure's datasets ("*") of the demo organization, read from the service; and 5 clips bars
 * with a filter on the million-clip dataset (signed in as its organization), its snapshot fetched by a first,
 * untimed run so that the timed ones find it present and current. Every bar holds, so each run exits 0.
 * The reference is the floor under both: the same jar started to print its version, in turn with them.
 */
final class CheckRow {

    private static final String MILLION = "fleet-archive-xl";
    private static final String MILLION_CLIENT = "southpaw-analyst";
    private static final List<String> MEASUREMENT_FIGURES = List.of(
            "video.clipped_highlights.assessed_hours", "video.frozen.percent", "video.clipped_highlights.percent",
            "video.crushed_shadows.percent", "video.unstable.percent", "video.frozen.assessed_hours",
            "video.unreadable.percent", "video.analyzed_clip_count", "video.assessed_hours",
            "hands.hands_visible_share", "hands.two_hands_visible_share", "hands.active_manipulation_share",
            "hands.measured_seconds", "vocabulary.objects.distinct_terms", "vocabulary.actions.distinct_terms",
            "vocabulary.environments.distinct_terms", "vocabulary.clips_analyzed", "duplicates.compared_clip_count",
            "video.crushed_shadows.assessed_hours", "video.unstable.assessed_hours");
    private static final List<String> SUBSET_FIGURES = List.of("clips.count", "clips.analyzed_hours",
            "clips.usable_share", "clips.distorted_share", "clips.hands_visible_share");

    private CheckRow() {
    }

    static void measure(Path root, ServerProcess sandbox, int reps, Path scratch, Table table)
            throws IOException, InterruptedException {
        Path jar = root.resolve("desktop/target/dq-explorer.jar");
        Path every = scratch.resolve("bars-every.yaml");
        Files.writeString(every, bars(MEASUREMENT_FIGURES, "\"*\"", ""));
        Path subset = scratch.resolve("bars-million.yaml");
        Files.writeString(subset, bars(SUBSET_FIGURES, MILLION, "\n    filter: 'objects has \"knife\"'"));
        Map<String, String> demo = environment(sandbox, sandbox.clientId(), sandbox.clientSecret(), scratch);
        Map<String, String> million = environment(sandbox, MILLION_CLIENT, sandbox.clientSecret(MILLION_CLIENT), scratch);

        System.out.printf("%n[check] dq-explorer check, its own JVM each run; load %s%n", Machine.loadAverage());
        List<String> everyCommand = List.of("java", "-jar", jar.toString(), "check", "--bars", every.toString());
        TimedRun first = TimedRun.run(everyCommand, demo, scratch);
        System.out.printf("  first run (answers read, history started): wall %.2f s; %s%n", first.wallSeconds(),
                last(first.stdout()));
        List<String> startCommand = List.of("java", "-jar", jar.toString(), "--version");
        List<Double> startWall = new ArrayList<>();
        List<Double> everyWall = new ArrayList<>();
        for (int run = 0; run < reps; run++) {
            TimedRun start = TimedRun.run(startCommand, demo, scratch);
            startWall.add(start.wallSeconds());
            System.out.printf("  run %d: the jar started to print its version (reference): wall %5.2f s, cpu %5.2f s%n",
                    run + 1, start.wallSeconds(), start.cpuSeconds());
            TimedRun timed = TimedRun.run(everyCommand, demo, scratch);
            everyWall.add(timed.wallSeconds());
            System.out.printf("  run %d: 20 bars on every dataset: wall %5.2f s, cpu %5.2f s, peak RSS %,d KB%n",
                    run + 1, timed.wallSeconds(), timed.cpuSeconds(), timed.peakRssKb());
        }
        List<String> subsetCommand = List.of("java", "-jar", jar.toString(), "check", "--bars", subset.toString());
        TimedRun fetch = TimedRun.run(subsetCommand, million, scratch);
        System.out.printf("  untimed first run on %s (fetches its snapshot): wall %.2f s; %s%n", MILLION,
                fetch.wallSeconds(), last(fetch.stdout()));
        List<Double> subsetWall = new ArrayList<>();
        for (int run = 0; run < reps; run++) {
            TimedRun timed = TimedRun.run(subsetCommand, million, scratch);
            subsetWall.add(timed.wallSeconds());
            System.out.printf("  run %d: 5 clips bars on 1,000,000 clips: wall %5.2f s, cpu %5.2f s, peak RSS %,d KB%n",
                    run + 1, timed.wallSeconds(), timed.cpuSeconds(), timed.peakRssKb());
        }
        Stats start = new Stats(startWall);
        Stats everyDataset = new Stats(everyWall);
        Stats subsets = new Stats(subsetWall);
        table.add("check: 20 bars on every demo dataset, wall s (reference: the jar's start)", start.summary("%.2f"),
                everyDataset.summary("%.2f"), Table.ratio(everyDataset.median(), start.median()), "< 3 s");
        table.add("check: 5 clips bars, 1,000,000 clips, snapshot present, wall s (reference: the jar's start)",
                start.summary("%.2f"), subsets.summary("%.2f"), Table.ratio(subsets.median(), start.median()), "< 5 s");
    }

    private static String bars(List<String> figures, String dataset, String filter) {
        StringBuilder text = new StringBuilder("bars:\n");
        for (String figure : figures) {
            text.append("  - name: ").append(figure).append("\n    dataset: ").append(dataset).append("\n    figure: ")
                    .append(figure).append(filter).append("\n    fail: \"< 0\"\n");
        }
        return text.toString();
    }

    private static Map<String, String> environment(ServerProcess sandbox, String client, String secret, Path scratch) {
        return Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(), "DQ_TOKEN_URL", sandbox.tokenUrl().toString(),
                "DQ_CLIENT_ID", client, "DQ_CLIENT_SECRET", secret,
                "DQ_CACHE_DIR", scratch.resolve("check-cache").toString(),
                "DQ_DATA_DIR", scratch.resolve("check-history").toString());
    }

    private static String last(String stdout) {
        List<String> lines = stdout.lines().toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }
}
