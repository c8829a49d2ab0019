package io.dqexplorer.bench;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * {@code clients} threads, each on its own keep-alive connection, asking for one URL back to back
 * for a fixed time after a warm-up; latencies of every request, the rate, and the server's CPU
 * over the measured part.
 */
record LatencyRun(Stats latencyMs, double requestsPerSecond, double serverCpuMsPerRequest) {

    static LatencyRun measure(ServerProcess server, URI url, String token, int clients,
                              double warmUpSeconds, double seconds) throws IOException, InterruptedException {
        run(url, token, clients, warmUpSeconds);
        double cpuBefore = server.cpuSeconds();
        long started = System.nanoTime();
        List<Double> latencies = run(url, token, clients, seconds);
        double elapsed = (System.nanoTime() - started) / 1e9;
        double cpu = server.cpuSeconds() - cpuBefore;
        return new LatencyRun(new Stats(latencies), latencies.size() / elapsed, cpu * 1000 / latencies.size());
    }

    private static List<Double> run(URI url, String token, int clients, double seconds)
            throws IOException, InterruptedException {
        List<List<Double>> perClient = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        List<IOException> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch start = new CountDownLatch(1);
        for (int i = 0; i < clients; i++) {
            List<Double> mine = new ArrayList<>();
            perClient.add(mine);
            Thread thread = new Thread(() -> {
                byte[] buffer = new byte[64 * 1024];
                try {
                    start.await();
                    long deadline = System.nanoTime() + (long) (seconds * 1e9);
                    while (System.nanoTime() < deadline) {
                        long sent = System.nanoTime();
                        Http.discard(url, token, buffer);
                        mine.add((System.nanoTime() - sent) / 1e6);
                    }
                } catch (IOException e) {
                    failures.add(e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "client-" + i);
            threads.add(thread);
            thread.start();
        }
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
        List<Double> all = new ArrayList<>();
        perClient.forEach(all::addAll);
        return all;
    }
}
