package io.dqexplorer.desktop.common.export;

import java.awt.Desktop;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Shows a folder in the platform's file manager. Blocks, so it is called off the UI thread. */
@FunctionalInterface
public interface FolderOpener {

    void open(Path folder) throws IOException, InterruptedException;

    /**
     * java.awt.Desktop where it can open files; on Linux {@code xdg-open} first, because AWT's
     * GNOME bridge is missing on many desktops and would start AWT next to JavaFX for nothing.
     */
    static FolderOpener platform() {
        return folder -> {
            String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
            if (os.contains("linux") || os.contains("bsd")) {
                Process process = new ProcessBuilder("xdg-open", folder.toString())
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                // xdg-open hands over to the file manager and returns; a hanging one is left to itself
                if (process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() != 0) {
                    throw new IOException("xdg-open " + folder + " exited with " + process.exitValue());
                }
                return;
            }
            if (!Desktop.isDesktopSupported() || !Desktop.getDesktop().isSupported(Desktop.Action.OPEN)) {
                throw new IOException("this platform offers no way to open a folder");
            }
            Desktop.getDesktop().open(folder.toFile());
        };
    }
}
