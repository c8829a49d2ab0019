package io.dqexplorer.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The row "launch of the installed app to its first painted window": the app image's own launcher
 * (as {@code /usr/bin/dq-explorer} runs it, on the sign-in, no options) beside a bare JavaFX window
 * started by a copy of that launcher on the same runtime, interleaved, each timed by {@link ImageLaunch}.
 */
final class ImageStartRow {

    private static final String LAUNCHER = "DQ Explorer";

    private ImageStartRow() {
    }

    /**
     * @param image the app image ({@code desktop/target/installer/DQ Explorer}, as installed in /opt/dq-explorer)
     */
    static void measure(Path image, Path benchJar, int launches, Path scratch, Table table)
            throws IOException, InterruptedException {
        Path app = image.resolve("bin").resolve(LAUNCHER);
        Path reference = referenceLauncher(image, benchJar, scratch);
        System.out.printf("%n[5] the app image %s to its first painted window on Xvfb 1440x900 (sampled screen,"
                + " no JFR: the image's runtime has none) vs a bare JavaFX window on the same runtime;"
                + " %d launches each, interleaved, after one warm-up of each; load %s%n", image, launches,
                Machine.loadAverage());
        ImageLaunch.run(List.of(reference.toString()), Map.of(), scratch, 60);
        ImageLaunch.run(List.of(app.toString()), Map.of(), scratch, 60);
        List<ImageLaunch> ours = new ArrayList<>();
        List<ImageLaunch> floor = new ArrayList<>();
        for (int launch = 0; launch < launches; launch++) {
            boolean appFirst = launch % 2 == 0;
            for (int side = 0; side < 2; side++) {
                boolean isApp = (side == 0) == appFirst;
                ImageLaunch run = ImageLaunch.run(List.of((isApp ? app : reference).toString()), Map.of(), scratch, 60);
                (isApp ? ours : floor).add(run);
                System.out.printf("  launch %d %-9s first paint %.2f s, CPU %.2f s; load %s%n", launch + 1,
                        isApp ? "app" : "reference", run.wallSeconds(), run.cpuSeconds(), Machine.loadAverage());
            }
        }
        Stats wall = new Stats(ours.stream().map(ImageLaunch::wallSeconds).toList());
        Stats floorWall = new Stats(floor.stream().map(ImageLaunch::wallSeconds).toList());
        Stats cpu = new Stats(ours.stream().map(ImageLaunch::cpuSeconds).toList());
        Stats floorCpu = new Stats(floor.stream().map(ImageLaunch::cpuSeconds).toList());
        table.add("installed app (image launcher) to first painted window s", floorWall.summary("%.2f"),
                wall.summary("%.2f"), Table.ratio(wall.median(), floorWall.median()), "≤ 1.0 s");
        table.add("  same: CPU s used by then", floorCpu.summary("%.2f"), cpu.summary("%.2f"),
                Table.ratio(cpu.median(), floorCpu.median()), "");
    }

    /**
     * A second launcher on the image's runtime that opens {@link ReferenceWindow}: jpackage's launcher
     * reads {@code ../lib/app/<its own name>.cfg}, so a copy of it and its {@code libapplauncher.so}
     * beside a cfg of its own, and the runtime linked in, is the same start-up path with nothing of the app (and only the JDK's own
     * class-data archive).
     */
    private static Path referenceLauncher(Path image, Path benchJar, Path scratch) throws IOException {
        Path root = Files.createTempDirectory(scratch, "reference-image");
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path launcher = bin.resolve("reference");
        Files.copy(image.resolve("bin").resolve(LAUNCHER), launcher, StandardCopyOption.COPY_ATTRIBUTES);
        Path lib = Files.createDirectories(root.resolve("lib"));
        Files.copy(image.resolve("lib/libapplauncher.so"), lib.resolve("libapplauncher.so"));
        Files.createSymbolicLink(lib.resolve("runtime"), image.resolve("lib/runtime").toAbsolutePath());
        Path appDir = Files.createDirectories(lib.resolve("app"));
        Files.writeString(appDir.resolve("reference.cfg"), """
                [Application]
                app.classpath=%s
                app.mainclass=%s

                [JavaOptions]
                java-options=-Djpackage.app-version=0
                """.formatted(benchJar.toAbsolutePath(), ReferenceWindow.class.getName()));
        return launcher;
    }
}
