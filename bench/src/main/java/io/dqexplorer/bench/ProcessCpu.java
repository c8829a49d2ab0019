package io.dqexplorer.bench;

import java.lang.management.ManagementFactory;

/** The CPU time every thread of this JVM has used so far: DuckDB's own threads, the collector and the JIT too. */
final class ProcessCpu {

    private ProcessCpu() {
    }

    static long nanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
