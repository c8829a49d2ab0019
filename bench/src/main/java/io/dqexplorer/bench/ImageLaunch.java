package io.dqexplorer.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * One launch of an app image's launcher (the installed app: {@code bin/DQ Explorer}) on its own
 * Xvfb display, timed from outside to its first painted window. The image's trimmed runtime has no
 * {@code jdk.jfr}, so JavaFX's pulse events are not there to read; instead Xvfb keeps its screen in
 * a memory-mapped file ({@code -fbdir}) and the screen counts as painted once it shows
 * {@value #PAINTED_COLOURS} or more colours: the empty screen is one (black, {@code -br}), a mapped
 * but unpainted window shows up to five (its blank fill and edges), the first frame's anti-aliased
 * text many more (the bare window's one label about 20 on a coarser grid, the app's sign-in over 100).
 *
 * @param wallSeconds the process's start to the first painted screen (polled every {@value #POLL_MS} ms)
 * @param cpuSeconds  the CPU time (user + system) the process had used by then
 */
record ImageLaunch(double wallSeconds, double cpuSeconds) {

    private static final int PAINTED_COLOURS = 12;
    private static final int POLL_MS = 10;
    /** Every 4th pixel of every 4th line: enough to meet the text of a window, cheap to scan. */
    private static final int STEP = 4;

    static ImageLaunch run(List<String> command, Map<String, String> environment, Path scratch, double timeoutSeconds)
            throws IOException, InterruptedException {
        Path frameBuffer = Files.createTempDirectory(scratch, "fb");
        Process xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1440x900x24", "-br",
                "-fbdir", frameBuffer.toString(), "-nolisten", "tcp")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String display = new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            if (display == null) {
                throw new IOException("Xvfb did not start (apt-get install -y xvfb)");
            }
            try (FileChannel channel = FileChannel.open(frameBuffer.resolve("Xvfb_screen0"), StandardOpenOption.READ)) {
                IntBuffer screen = pixels(channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size()));
                ProcessBuilder builder = new ProcessBuilder(command)
                        .redirectErrorStream(true).redirectOutput(scratch.resolve("image-launch.log").toFile());
                builder.environment().putAll(environment);
                builder.environment().put("DISPLAY", ":" + display.trim());
                // a fresh log and settings folder, so no earlier run's theme or window size applies
                builder.environment().put("HOME", Files.createTempDirectory(scratch, "home").toString());
                // the answers the app loads are kept in a measurement history of the bench's own, not the user's
                builder.environment().put("DQ_DATA_DIR", Files.createTempDirectory(scratch, "data").toString());
                long start = System.nanoTime();
                Process app = builder.start();
                try {
                    long deadline = start + (long) (timeoutSeconds * 1e9);
                    while (System.nanoTime() < deadline) {
                        if (colours(screen) >= PAINTED_COLOURS) {
                            double wall = (System.nanoTime() - start) / 1e9;
                            return new ImageLaunch(wall, Machine.cpuSeconds(app.pid()));
                        }
                        if (!app.isAlive()) {
                            throw new IOException("the launch ended by itself (exit " + app.exitValue() + "); see "
                                    + scratch.resolve("image-launch.log"));
                        }
                        Thread.sleep(POLL_MS);
                    }
                    throw new IOException("no painted window within " + timeoutSeconds + " s; see "
                            + scratch.resolve("image-launch.log"));
                } finally {
                    app.destroy();
                    if (!app.waitFor(30, TimeUnit.SECONDS)) {
                        app.destroyForcibly();
                    }
                }
            }
        } finally {
            xvfb.destroy();
            xvfb.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The pixels of Xvfb's screen file (XWD: a header, a colour map, then one 32-bit int per pixel). */
    private static IntBuffer pixels(MappedByteBuffer file) {
        file.order(ByteOrder.BIG_ENDIAN);
        int headerSize = file.getInt(0);
        int colourMapEntries = file.getInt(19 * 4);
        file.position(headerSize + colourMapEntries * 12);
        return file.slice().order(ByteOrder.nativeOrder()).asIntBuffer();
    }

    /** How many colours the sampled pixels show, counting no further than {@link #PAINTED_COLOURS}. */
    private static int colours(IntBuffer screen) {
        Set<Integer> seen = new HashSet<>();
        int width = 1440;
        for (int y = 0; y < screen.limit() / width; y += STEP) {
            for (int x = 0; x < width; x += STEP) {
                if (seen.add(screen.get(y * width + x) & 0xFFFFFF) && seen.size() >= PAINTED_COLOURS) {
                    return seen.size();
                }
            }
        }
        return seen.size();
    }
}
