package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.testing.SandboxClients;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The snapshot of the 200,000-clip {@code fleet-archive} against the same pages fetched raw (one
 * keep-alive connection, one page at a time, bytes discarded), runs interleaved in one JVM and one
 * sandbox, so both sides share the machine's load. Prints every run, the medians, min–max, their
 * ratio (target ≤ 1.2×) and the snapshot's size; then the 1,000,000-clip {@code fleet-archive-xl}
 * once. Beside each wall-clock time it prints the CPU time the process spent (every thread, GC
 * and JIT included): on a machine shared with other work the wall clock follows the load, while
 * the CPU seconds show what the snapshot costs beyond the raw pages.
 * <p>The sandbox runs in this JVM, so its work is in both columns alike (the raw side asks it for
 * the same pages); what the two sides share beyond that is the JIT and the heap: the snapshot's
 * garbage is collected partly during raw runs and the other way round, and the sandbox's code is
 * compiled once for both. Not a test: run it by hand (see the workspace README).
 *
 * <pre>mvn -B -q -o -pl workspace -am test-compile
 * java -cp "$(cat workspace/target/test-classpath.txt):workspace/target/classes:workspace/target/test-classes" \
 *     io.dqexplorer.workspace.snapshot.SnapshotBenchmark [RUNS] [PAGES_IN_FLIGHT]</pre>
 */
public final class SnapshotBenchmark {

    private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern VOCABULARY = Pattern.compile("\"vocabulary\"\\s*:\\s*\"([^\"]+)\"");

    private SnapshotBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int inFlight = args.length > 1 ? Integer.parseInt(args[1]) : SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT;
        Path folder = Files.createTempDirectory("dq-snapshot-bench");
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            SandboxSnapshots snapshots = new SandboxSnapshots(folder);
            System.out.printf("cores %d, load average %.2f, %d runs each, %d pages in flight%n",
                    Runtime.getRuntime().availableProcessors(),
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), runs, inFlight);
            SnapshotKey fleet = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.FLEET_ARCHIVE);
            try (DqClient client = SandboxClients.demo(sandbox)) {
                long total = client.unversioned().clips(ClipQuery.of(fleet.dataset()).withLimit(0)).total();
                // one of each first, not counted: class loading, the sandbox's lazily made corpus, JIT
                snapshot(snapshots, client, fleet, inFlight);
                raw(sandbox, sandbox.demoClient(), fleet.dataset(), total);
                List<Double> snapshotSeconds = new ArrayList<>();
                List<Double> rawSeconds = new ArrayList<>();
                List<Double> snapshotCpu = new ArrayList<>();
                List<Double> rawCpu = new ArrayList<>();
                for (int run = 1; run <= runs; run++) {
                    double cpu = cpuSeconds();
                    double s = snapshot(snapshots, client, fleet, inFlight);
                    double c = cpuSeconds();
                    double r = raw(sandbox, sandbox.demoClient(), fleet.dataset(), total);
                    snapshotSeconds.add(s);
                    rawSeconds.add(r);
                    snapshotCpu.add(c - cpu);
                    rawCpu.add(cpuSeconds() - c);
                    System.out.printf("run %d: snapshot %.2f s (CPU %.2f s), raw pages %.2f s (CPU %.2f s)%n",
                            run, s, c - cpu, r, rawCpu.get(rawCpu.size() - 1));
                }
                double ratio = median(snapshotSeconds) / median(rawSeconds);
                System.out.printf("%s, %,d clips: snapshot median %.2f s (%.2f–%.2f), raw pages median %.2f s (%.2f–%.2f),"
                                + " ratio %.2f× (target ≤ 1.2×); file %s%n", fleet.dataset(), total,
                        median(snapshotSeconds), min(snapshotSeconds), max(snapshotSeconds),
                        median(rawSeconds), min(rawSeconds), max(rawSeconds), ratio,
                        megabytes(Files.size(snapshots.folder.fileOf(fleet))));
                System.out.printf("CPU time of the process: snapshot median %.2f s (%.2f–%.2f), raw pages median %.2f s"
                                + " (%.2f–%.2f), ratio %.2f×%n", median(snapshotCpu), min(snapshotCpu), max(snapshotCpu),
                        median(rawCpu), min(rawCpu), max(rawCpu), median(snapshotCpu) / median(rawCpu));
            }
            SnapshotKey xl = new SnapshotKey(SandboxDatasets.SECOND_ORGANIZATION, SandboxDatasets.FLEET_ARCHIVE_XL);
            try (DqClient client = SandboxClients.of(sandbox, sandbox.secondClient())) {
                long total = client.unversioned().clips(ClipQuery.of(xl.dataset()).withLimit(0)).total();
                double cpu = cpuSeconds();
                double s = snapshot(snapshots, client, xl, inFlight);
                double c = cpuSeconds();
                double r = raw(sandbox, sandbox.secondClient(), xl.dataset(), total);
                double rawCpu = cpuSeconds() - c;
                System.out.printf("%s, %,d clips, once: snapshot %.2f s (CPU %.2f s), raw pages %.2f s (CPU %.2f s),"
                                + " ratio %.2f×; file %s (%.1f bytes a clip)%n", xl.dataset(), total, s, c - cpu, r,
                        rawCpu, s / r,
                        megabytes(Files.size(snapshots.folder.fileOf(xl))),
                        (double) Files.size(snapshots.folder.fileOf(xl)) / total);
            }
            System.out.printf("load average after: %.2f%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            }
        }
    }

    private static double snapshot(SandboxSnapshots snapshots, DqClient client, SnapshotKey key, int inFlight) {
        long start = System.nanoTime();
        snapshots.fetch(client, inFlight).fetch(key, (rows, total) -> { }, () -> false);
        return (System.nanoTime() - start) / 1e9;
    }

    /** The snapshot's pages (both flags, pinned after the first), one at a time on one kept-alive connection. */
    private static double raw(Sandbox sandbox, SandboxClient credential, String dataset, long total) throws IOException {
        long start = System.nanoTime();
        String token = token(sandbox.tokenUrl(), credential);
        byte[] buffer = new byte[64 * 1024];
        String vocabulary = null;
        for (long offset = 0; offset < total; offset += ClipQuery.MAX_LIMIT) {
            String pinned = vocabulary == null ? "" : "&vocabulary=" + vocabulary;
            URI page = sandbox.serviceUrl().resolve("/api/quality/clips?dataset=" + dataset + pinned
                    + "&frame_quality=true&hand_activity=true&offset=" + offset + "&limit=" + ClipQuery.MAX_LIMIT);
            HttpURLConnection connection = (HttpURLConnection) page.toURL().openConnection();
            connection.setRequestProperty("Authorization", "Bearer " + token);
            try (InputStream in = connection.getInputStream()) {
                if (vocabulary == null) {
                    Matcher found = VOCABULARY.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    vocabulary = found.find() ? found.group(1) : null;
                }
                while (in.read(buffer) >= 0) {
                    // discarded
                }
            }
        }
        return (System.nanoTime() - start) / 1e9;
    }

    private static String token(URI tokenUrl, SandboxClient credential) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) tokenUrl.toURL().openConnection();
        connection.setRequestMethod("POST");
        connection.setDoOutput(true);
        connection.setRequestProperty("Content-Type", "application/x-www-form-urlencoded");
        try (OutputStream out = connection.getOutputStream()) {
            out.write(("grant_type=client_credentials&client_id=" + credential.clientId() + "&client_secret="
                    + java.net.URLEncoder.encode(credential.clientSecret(), StandardCharsets.UTF_8))
                    .getBytes(StandardCharsets.UTF_8));
        }
        try (InputStream in = connection.getInputStream()) {
            Matcher token = ACCESS_TOKEN.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (!token.find()) {
                throw new IOException("no access token from " + tokenUrl);
            }
            return token.group(1);
        }
    }

    /** CPU time of the whole process so far: every thread, the sandbox's, GC and JIT included. */
    private static double cpuSeconds() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
    }

    private static String megabytes(long bytes) {
        return String.format("%.1f MB", bytes / 1e6);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
