package io.dqexplorer.sdk.export;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.internal.SeenClipIds;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.MockWebServer;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Run by hand, not by surefire. Exports clips served over loopback HTTP and prints rows per
 * second and the peak heap in use (sampled every 5 ms), next to a bare walk of the same pages
 * (fetch and parse only, no file) so the export's own share shows. Flat memory shows as a peak
 * that does not grow with the row count; a small heap ({@code -Xmx64m}) makes the point.
 * <p>The walk checks every row's clip id against the ids seen before ({@link SeenClipIds}): the
 * same pages are also fetched by hand, page after page with {@code clips()}, without that check,
 * and the two rates are printed side by side. Last, the seen-set alone is filled with 1,000,000
 * ids and its retained heap (after a full GC) and its rate are printed.
 *
 * <pre>
 * mvn -o -q -pl sandbox,sdk test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/sdk-cp.txt -Dmdep.includeScope=test
 * CP=sdk/target/test-classes:sdk/target/classes:$(cat /tmp/sdk-cp.txt)
 * java -Xmx64m -cp $CP io.dqexplorer.sdk.export.ExportBenchmark 200000 [all]       synthetic rows (MockWebServer)
 * java -Xmx256m -cp $CP io.dqexplorer.sdk.export.ExportBenchmark 1000000           a million rows
 * java -Xmx512m -cp $CP io.dqexplorer.sdk.export.ExportBenchmark sandbox [all]     the sandbox's fleet-archive
 * </pre>
 * {@code all} exports every column (both flags on) instead of the defaults. The server runs in this
 * JVM, so its JSON encoding (and, for the sandbox, its corpus) counts in the time and heap too.
 */
public final class ExportBenchmark {

    private ExportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        boolean sandbox = args.length > 0 && args[0].equals("sandbox");
        int rows = !sandbox && args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        List<ClipColumn> columns = args.length > 1 && args[1].equals("all")
                ? Arrays.asList(ClipColumn.values()) : ClipColumn.defaults();
        System.out.printf("export benchmark: %s, %d columns, max heap %d MiB%n",
                sandbox ? "sandbox fleet-archive" : String.format("%,d synthetic rows", rows),
                columns.size(), Runtime.getRuntime().maxMemory() >> 20);
        if (sandbox) {
            try (Sandbox service = Sandbox.start(SandboxConfig.defaults())) {
                SandboxClient demo = service.demoClient();
                try (DqClient client = DqClient.builder().serviceUrl(service.serviceUrl())
                        .tokenUrl(service.tokenUrl()).clientId(demo.clientId())
                        .clientSecret(demo.clientSecret().toCharArray()).retryPolicy(RetryPolicy.none()).build()) {
                    ClipQuery query = ClipQuery.of("fleet-archive");
                    measure("warm-up", client, query.withTerm(firstTerm(client, query)), columns);
                    measure("measured", client, query, columns);
                }
            }
        } else {
            synthetic("warm-up", 20_000, columns);
            synthetic("measured", rows, columns);
        }
        seenSet(1_000_000);
    }

    /** Fills a seen-set with {@code ids} clip ids as the synthetic service names them, and prints what it keeps. */
    private static void seenSet(int ids) throws InterruptedException {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long before = settledHeap(memory);
        SeenClipIds seen = new SeenClipIds();
        long start = System.nanoTime();
        for (int i = 0; i < ids; i++) {
            seen.add(FakeClipService.clipId(i));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long after = settledHeap(memory);
        Reference.reachabilityFence(seen);
        System.out.printf("seen-set         %,9d ids in %6.2f s = %,9.0f ids/s; retained %,d bytes (%.1f MiB, %.1f bytes an id)%n",
                ids, seconds, ids / seconds, after - before, (after - before) / 1048576.0, (after - before) / (double) ids);
    }

    private static long settledHeap(MemoryMXBean memory) throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return memory.getHeapMemoryUsage().getUsed();
    }

    private static String firstTerm(DqClient client, ClipQuery query) {
        return client.unversioned().clips(query.withLimit(1)).clips().get(0).objects().get(0);
    }

    private static void synthetic(String label, int rows, List<ClipColumn> columns) throws Exception {
        try (MockWebServer server = FakeClipService.generated(rows).start();
             DqClient client = FakeClipService.client(server)) {
            measure(label, client, ClipQuery.of("bench"), columns);
        }
    }

    private static void measure(String label, DqClient client, ClipQuery query, List<ClipColumn> columns)
            throws Exception {
        ClipQuery flagged = ClipCsvExporter.effectiveQuery(new ExportRequest(query, columns, Path.of("x.csv")));
        // Three times each, alternating, and the best rate of each kept: on a busy machine noise only slows a run.
        double unchecked = 0;
        double checked = 0;
        for (int round = 0; round < 3; round++) {
            unchecked = Math.max(unchecked, sampled(label + " unchecked", () -> pagesByHand(client, flagged), rows -> ""));
            checked = Math.max(checked, sampled(label + " walk", () -> {
                long count = 0;
                for (ClipPage page : client.unversioned().walkClips(flagged)) {
                    count += page.clips().size();
                }
                return count;
            }, rows -> ""));
        }
        System.out.printf("%-16s %,9.0f rows/s without the seen-set check, %,9.0f rows/s with it (%+.1f %%)%n",
                label + " check", unchecked, checked, (checked / unchecked - 1) * 100);

        Path folder = Files.createTempDirectory("dq-export-bench");
        Path target = folder.resolve("bench.csv");
        try {
            sampled(label + " export", () -> new ClipCsvExporter(client)
                            .export(new ExportRequest(query, columns, target), null, null).rows(),
                    rows -> String.format("; file %,d KiB", size(target) >> 10));
        } finally {
            Files.deleteIfExists(target);
            Files.deleteIfExists(target.resolveSibling("bench.csv.manifest.json"));
            Files.deleteIfExists(folder);
        }
    }

    /** The walk's requests (offsets, pinned vocabulary) made one by one, without its checks. */
    private static long pagesByHand(DqClient client, ClipQuery query) {
        ClipQuery next = query;
        long count = 0;
        while (true) {
            ClipPage page = client.unversioned().clips(next);
            count += page.clips().size();
            long reached = page.offset() + page.clips().size();
            if (page.clips().isEmpty() || reached >= page.total()) {
                return count;
            }
            next = next.withVocabulary(page.vocabulary()).withOffset(reached);
        }
    }

    private interface Run {
        long rows() throws Exception;
    }

    /** Runs and prints; returns the rows per second. */
    private static double sampled(String label, Run run, Function<Long, String> extra) throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.gc();
        long baseline = memory.getHeapMemoryUsage().getUsed();
        AtomicLong peak = new AtomicLong(baseline);
        AtomicBoolean running = new AtomicBoolean(true);
        Thread sampler = new Thread(() -> {
            while (running.get()) {
                peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "heap-sampler");
        sampler.setDaemon(true);
        sampler.start();
        long start = System.nanoTime();
        long rows = run.rows();
        double seconds = (System.nanoTime() - start) / 1e9;
        running.set(false);
        sampler.join();
        System.out.printf("%-16s %,9d rows in %6.2f s = %,9.0f rows/s; heap used: baseline %,4d MiB, peak %,4d MiB%s%n",
                label, rows, seconds, rows / seconds, baseline >> 20, peak.get() >> 20, extra.apply(rows));
        return rows / seconds;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (java.io.IOException e) {
            return -1;
        }
    }
}
