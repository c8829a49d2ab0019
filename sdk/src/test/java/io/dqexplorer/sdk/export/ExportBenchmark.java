package io.dqexplorer.sdk.export;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.MockWebServer;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
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
 *
 * <pre>
 * mvn -o -q -pl sandbox,sdk test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/sdk-cp.txt -Dmdep.includeScope=test
 * CP=sdk/target/test-classes:sdk/target/classes:$(cat /tmp/sdk-cp.txt)
 * java -Xmx64m -cp $CP io.dqexplorer.sdk.export.ExportBenchmark 200000 [all]       synthetic rows (MockWebServer)
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
    }

    private static String firstTerm(DqClient client, ClipQuery query) {
        return client.clips(query.withLimit(1)).clips().get(0).objects().get(0);
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
        sampled(label + " walk", () -> {
            long count = 0;
            for (ClipPage page : client.walkClips(flagged)) {
                count += page.clips().size();
            }
            return count;
        }, rows -> "");

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

    private interface Run {
        long rows() throws Exception;
    }

    private static void sampled(String label, Run run, Function<Long, String> extra) throws Exception {
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
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (java.io.IOException e) {
            return -1;
        }
    }
}
