package io.dqexplorer.bench;

/**
 * The thread beside a window that works it as a user would ({@link AppProbe}, {@link WorkspaceProbe},
 * {@link TableProbe}, {@link BareTableProbe}): a daemon, so that it never holds the JVM; once its work is done
 * the JVM exits with status 0, on a failure with 3, and JFR writes its recording on the way out.
 */
final class ProbeThread {

    /** A probe's work, run to its end. */
    @FunctionalInterface
    interface Work {
        void run() throws Exception;
    }

    private ProbeThread() {
    }

    static void start(Work work) {
        Thread probe = new Thread(() -> {
            try {
                work.run();
                System.out.println("dq-bench probe: done");
                System.exit(0);
            } catch (Exception | Error e) {
                System.err.println("dq-bench probe: " + e);
                e.printStackTrace();
                System.exit(3);
            }
        }, "dq-bench-probe");
        probe.setDaemon(true);
        probe.start();
    }
}
