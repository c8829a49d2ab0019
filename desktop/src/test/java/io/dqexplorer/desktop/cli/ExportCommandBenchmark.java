package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.query.ClipQuery;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Not a test: a program that measures the headless export of {@code fleet-archive} (200,000 clips)
 * from an in-process sandbox and shows that memory stays flat. The sandbox is started and its
 * corpus generated before the clock starts, so that what grows during the run is the export's.
 * Prints elapsed time, rows/s, the peak heap in use (sampled every 10 ms), the peak heap after
 * GC (what is really retained), and the live heap after a full GC at every quarter of the rows.
 *
 * <pre>mvn -B -pl desktop test-compile && java -cp "desktop/target/test-classes:desktop/target/classes:$(cat cp.txt)" \
 *     io.dqexplorer.desktop.cli.ExportCommandBenchmark [dataset]</pre>
 */
public final class ExportCommandBenchmark {

    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private ExportCommandBenchmark() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String dataset = args.length > 0 ? args[0] : "fleet-archive";
        Path folder = Files.createTempDirectory("dq-export-benchmark");
        Path target = folder.resolve(dataset + ".csv");
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            SandboxClient demo = sandbox.demoClient();
            long total = warmUp(sandbox, demo, dataset);
            long baseline = liveHeap();

            Sampler sampler = new Sampler();
            sampler.start();
            QuarterMarks marks = new QuarterMarks(total);
            long started = System.nanoTime();
            int exit = Commands.export(new String[] {"--dataset", dataset, "--output", target.toString()},
                    new SdkClientFactory(),
                    Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                            "DQ_TOKEN_URL", sandbox.tokenUrl().toString(),
                            "DQ_CLIENT_ID", demo.clientId(),
                            "DQ_CLIENT_SECRET", demo.clientSecret()),
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                    new PrintStream(marks, true, StandardCharsets.UTF_8));
            double seconds = (System.nanoTime() - started) / 1e9;
            sampler.interrupt();
            sampler.join();

            System.out.printf(Locale.US, "dataset             %s (%,d rows), exit %d%n", dataset, total, exit);
            System.out.printf(Locale.US, "file                %,d bytes%n", Files.size(target));
            System.out.printf(Locale.US, "elapsed             %.2f s%n", seconds);
            System.out.printf(Locale.US, "rows/s              %,.0f%n", total / seconds);
            System.out.printf(Locale.US, "max heap            %s%n", mb(MEMORY.getHeapMemoryUsage().getMax()));
            System.out.printf(Locale.US, "live heap before    %s (sandbox with its corpus)%n", mb(baseline));
            System.out.printf(Locale.US, "peak heap in use    %s (sampled every 10 ms, garbage included)%n",
                    mb(sampler.peakUsed.get()));
            System.out.printf(Locale.US, "peak heap after GC  %s (+%s over before)%n", mb(sampler.peakAfterGc.get()),
                    mb(sampler.peakAfterGc.get() - baseline));
            System.out.println("live heap during    " + marks.report(baseline));
        } finally {
            Files.deleteIfExists(target);
            Files.deleteIfExists(folder.resolve(dataset + ".csv.manifest.json"));
            Files.deleteIfExists(folder);
        }
    }

    /** Generates the corpus (first use) and reads the row count, outside the measured run. */
    private static long warmUp(Sandbox sandbox, SandboxClient demo, String dataset) {
        try (DqClient client = DqClient.builder().serviceUrl(sandbox.serviceUrl()).tokenUrl(sandbox.tokenUrl())
                .clientId(demo.clientId()).clientSecret(demo.clientSecret().toCharArray()).build()) {
            return client.unversioned().clips(ClipQuery.of(dataset).withLimit(1)).total();
        }
    }

    private static long liveHeap() {
        MEMORY.gc();
        return MEMORY.getHeapMemoryUsage().getUsed();
    }

    private static String mb(long bytes) {
        return String.format(Locale.US, "%.1f MB", bytes / (1024.0 * 1024.0));
    }

    /** Samples the heap in use and the heap left after the latest collection of each pool. */
    private static final class Sampler extends Thread {
        final AtomicLong peakUsed = new AtomicLong();
        final AtomicLong peakAfterGc = new AtomicLong();

        Sampler() {
            super("heap-sampler");
            setDaemon(true);
        }

        @Override
        public void run() {
            while (!isInterrupted()) {
                peakUsed.accumulateAndGet(MEMORY.getHeapMemoryUsage().getUsed(), Math::max);
                long afterGc = 0;
                for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                    if (pool.getType() == MemoryType.HEAP && pool.getCollectionUsage() != null) {
                        afterGc += pool.getCollectionUsage().getUsed();
                    }
                }
                peakAfterGc.accumulateAndGet(afterGc, Math::max);
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** Reads the progress lines and takes the live heap (after a full GC) at each quarter of the rows. */
    private static final class QuarterMarks extends OutputStream {
        private final long total;
        private final StringBuilder line = new StringBuilder();
        private final StringBuilder report = new StringBuilder();
        private int nextQuarter = 1;

        QuarterMarks(long total) {
            this.total = total;
        }

        @Override
        public void write(int b) {
            if (b != '\n') {
                line.append((char) b);
                return;
            }
            String text = line.toString();
            line.setLength(0);
            if (!text.startsWith("exported ")) {
                System.err.println(text);
                return;
            }
            long done = Long.parseLong(text.substring("exported ".length(), text.indexOf(" of")).replace(",", ""));
            if (nextQuarter <= 4 && done >= total * nextQuarter / 4) {
                report.append(String.format(Locale.US, "%d%%: %s  ", nextQuarter * 25, mb(liveHeap())));
                nextQuarter++;
            }
        }

        String report(long baseline) {
            return report + "(before: " + mb(baseline) + ")";
        }
    }
}
