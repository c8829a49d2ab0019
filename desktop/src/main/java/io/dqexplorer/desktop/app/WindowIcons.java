package io.dqexplorer.desktop.app;

import javafx.scene.image.Image;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/** The app icon in every size a window manager may pick from (rendered from icons/dq-explorer.svg). */
final class WindowIcons {

    private static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256};

    private WindowIcons() {
    }

    /** The sizes packaged with the app; empty when run from a build without them, which only costs the icon. */
    static List<Image> load() {
        List<Image> icons = new ArrayList<>();
        for (int size : SIZES) {
            String name = "/io/dqexplorer/desktop/icons/dq-explorer-" + size + ".png";
            try (InputStream png = WindowIcons.class.getResourceAsStream(name)) {
                if (png != null) {
                    icons.add(new Image(png));
                }
            } catch (IOException e) {
                // Closing a class-path resource does not fail in practice; the icon is cosmetic anyway.
            }
        }
        return icons;
    }
}
