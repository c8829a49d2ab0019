package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.app.instance.ViewInbox;

import java.awt.Desktop;
import java.io.File;
import java.util.Optional;

/**
 * macOS hands a double-clicked {@code .dqview} file and a {@code dqexplorer:} link to the app as open
 * events, not as arguments (to the running app, or to the one it starts for them). AWT's handlers
 * catch them; set before JavaFX starts, so that the first event, sent as the app starts, is not lost.
 */
final class MacOpenEvents {

    private static final System.Logger LOG = System.getLogger(MacOpenEvents.class.getName());

    private MacOpenEvents() {
    }

    static void forwardTo(ViewInbox inbox) {
        try {
            if (!Desktop.isDesktopSupported()) {
                return;
            }
            Desktop desktop = Desktop.getDesktop();
            if (desktop.isSupported(Desktop.Action.APP_OPEN_FILE)) {
                desktop.setOpenFileHandler(event -> event.getFiles().stream().map(File::getAbsolutePath)
                        .forEach(path -> inbox.offer(Optional.of(path))));
            }
            if (desktop.isSupported(Desktop.Action.APP_OPEN_URI)) {
                desktop.setOpenURIHandler(event -> inbox.offer(Optional.of(event.getURI().toString())));
            }
        } catch (RuntimeException | Error e) {
            // the app still opens; only files and links opened from the Finder or a browser do not reach it
            LOG.log(System.Logger.Level.WARNING, "macOS's open events cannot be received", e);
        }
    }
}
