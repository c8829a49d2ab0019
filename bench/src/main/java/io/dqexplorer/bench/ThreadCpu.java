package io.dqexplorer.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The CPU this process's threads used since {@link #start()}: per Java thread, a pool's threads together (the
 * numbers dropped from their names), and the rest of the process (DuckDB's own threads, the collector, the
 * compilers), which no Java thread names. Where a step's CPU went, unlike its time, does not move with the load.
 */
final class ThreadCpu {

    private static final int SHOWN = 4;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final Map<Long, Long> before;
    private final long processBefore;

    private ThreadCpu(Map<Long, Long> before, long processBefore) {
        this.before = before;
        this.processBefore = processBefore;
    }

    static ThreadCpu start() {
        return new ThreadCpu(cpuByThread(), ProcessCpu.nanos());
    }

    /** "GtkNativeMainLoopThread 140, dq-worker- 120, …, not Java threads 300 ms": the largest first. */
    String since() {
        long process = ProcessCpu.nanos() - processBefore;
        Map<Long, Long> now = cpuByThread();
        Map<String, Long> byName = new HashMap<>();
        long java = 0;
        for (ThreadInfo info : THREADS.getThreadInfo(now.keySet().stream().mapToLong(Long::longValue).toArray())) {
            if (info == null) {
                continue;
            }
            long used = now.get(info.getThreadId()) - before.getOrDefault(info.getThreadId(), 0L);
            java += used;
            byName.merge(info.getThreadName().replaceAll("[0-9]+", ""), used, Long::sum);
        }
        String shown = byName.entrySet().stream().filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(SHOWN)
                .map(e -> String.format(Locale.US, "%s %.0f", e.getKey(), e.getValue() / 1e6))
                .collect(Collectors.joining(", "));
        return String.format(Locale.US, "%s, not Java threads %.0f ms", shown, Math.max(0, process - java) / 1e6);
    }

    private static Map<Long, Long> cpuByThread() {
        Map<Long, Long> cpu = new TreeMap<>();
        for (long id : THREADS.getAllThreadIds()) {
            long used = THREADS.getThreadCpuTime(id);
            if (used >= 0) {
                cpu.put(id, used);
            }
        }
        return cpu;
    }
}
