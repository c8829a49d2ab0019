package io.dqexplorer.bench;

import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The export and the raw fetch of the export row again, one after the other in one JVM that has run
 * both before: what each costs once class loading and the JIT compilers have done their work, which in
 * a fresh JVM for one 200,000-row export is most of its CPU. Prints one line a run:
 * {@code export|fetch WALL_SECONDS CPU_SECONDS}, the CPU of every thread of this JVM (compilers and
 * collector included). The export is the app's own command, found by name as {@link AppProbe} finds the app.
 *
 * <pre>DQ_SERVICE_URL=... DQ_TOKEN_URL=... DQ_CLIENT_ID=... DQ_CLIENT_SECRET=... java -cp dq-bench.jar:dq-explorer.jar
 *   io.dqexplorer.bench.WarmExport ROUNDS WARM_UPS CSV FETCHER_ARGS...</pre>
 */
public final class WarmExport {

    private WarmExport() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = Integer.parseInt(args[0]);
        int warmUps = Integer.parseInt(args[1]);
        List<String> export = List.of("export", "--dataset", args[6], "--frame-quality", "--hand-activity",
                "--output", args[2], "--force");
        String[] fetch = Arrays.copyOfRange(args, 3, args.length);
        Method command = Class.forName("io.dqexplorer.desktop.app.Launcher").getMethod("answer", List.class,
                String.class, Map.class, Path.class, PrintStream.class, PrintStream.class);
        PrintStream out = System.out;
        PrintStream err = System.err;
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        for (int round = 0; round < warmUps + rounds; round++) {
            for (String side : new String[] {"export", "fetch"}) {
                long cpu = ProcessCpu.nanos();
                long started = System.nanoTime();
                // the progress lines and the summary are the command's; only the figures are the bench's
                System.setOut(quiet);
                System.setErr(quiet);
                try {
                    if (side.equals("export")) {
                        OptionalInt exit = (OptionalInt) command.invoke(null, export, System.getProperty("os.name"),
                                System.getenv(), Path.of(System.getProperty("java.io.tmpdir")), quiet, quiet);
                        if (exit.orElse(-1) != 0) {
                            throw new IllegalStateException("the export ended with exit " + exit);
                        }
                    } else {
                        RawPageFetcher.main(fetch);
                    }
                } finally {
                    System.setOut(out);
                    System.setErr(err);
                }
                if (round >= warmUps) {
                    out.printf("%s %.3f %.3f%n", side, (System.nanoTime() - started) / 1e9,
                            (ProcessCpu.nanos() - cpu) / 1e9);
                }
            }
        }
    }
}
