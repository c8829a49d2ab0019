package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.DqClient;
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

/**
 * Run by hand, not by surefire: exports N synthetic clips served page by page over loopback HTTP
 * by MockWebServer (in this JVM, so its JSON encoding counts against the figures too) and prints
 * rows per second and the peak heap in use, sampled every 5 ms. Flat memory shows as a peak that
 * does not grow with N; run with a small heap (-Xmx64m) to make the point.
 *
 * <pre>
 * mvn -o -q -pl sandbox,sdk test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/sdk-cp.txt -Dmdep.includeScope=test
 * java -Xmx64m -cp sdk/target/test-classes:sdk/target/classes:$(cat /tmp/sdk-cp.txt) \
 *      io.dqexplorer.sdk.export.ExportBenchmark 200000 [all]
 * </pre>
 * {@code all} exports every column (both flags on) instead of the defaults.
 */
public final class ExportBenchmark {

    private ExportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        List<ClipColumn> columns = args.length > 1 && args[1].equals("all")
                ? Arrays.asList(ClipColumn.values()) : ClipColumn.defaults();
        System.out.printf("export benchmark: %,d rows, %d columns, max heap %d MiB%n",
                rows, columns.size(), Runtime.getRuntime().maxMemory() >> 20);

        run(20_000, columns, "warm-up");
        run(rows, columns, "measured");
    }

    private static void run(int rows, List<ClipColumn> columns, String label) throws Exception {
        Path folder = Files.createTempDirectory("dq-export-bench");
        FakeClipService service = FakeClipService.generated(rows);
        try (MockWebServer server = service.start(); DqClient client = FakeClipService.client(server)) {
            ClipCsvExporter exporter = new ClipCsvExporter(client);
            ExportRequest request = new ExportRequest(ClipQuery.of("bench"), columns, folder.resolve("bench.csv"));
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
            ExportResult result = exporter.export(request, null, null);
            double seconds = (System.nanoTime() - start) / 1e9;
            running.set(false);
            sampler.join();

            System.out.printf("%-9s %,9d rows in %6.2f s = %,9.0f rows/s; file %,d KiB; heap used: baseline %,d MiB, "
                            + "peak %,d MiB%n", label, result.rows(), seconds, result.rows() / seconds,
                    Files.size(result.file()) >> 10, baseline >> 20, peak.get() >> 20);
            Files.delete(result.file());
            Files.delete(result.manifest());
        } finally {
            Files.deleteIfExists(folder);
        }
    }
}
