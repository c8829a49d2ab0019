package io.dqexplorer.desktop.screenshots;


import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.image.WritableImage;

import java.nio.file.Path;
import java.util.List;

/** Sizes and themes the app's window and writes what a scene shows, once its views have finished loading. */
final class Camera {

    /**
     * A common laptop screen, the size most readers will see the app at; and a small one (an old laptop,
     * a window beside another), whose shots carry a "-1024" in their names.
     */
    static final List<WindowSize> SIZES = List.of(new WindowSize(1440, 900, ""), new WindowSize(1024, 700, "-1024"));

    record WindowSize(double width, double height, String suffix) {
    }

    private final TourSubject context;
    private final Path directory;

    Camera(TourSubject context, Path directory) {
        this.context = context;
        this.directory = directory;
    }

    void resize(WindowSize size) throws Exception {
        Fx.run(() -> {
            context.stage().setWidth(size.width());
            context.stage().setHeight(size.height());
            context.stage().centerOnScreen();
        });
    }

    void theme(boolean dark) throws Exception {
        Fx.run(() -> context.showDark(dark));
    }

    /** The main window as {@code name-light.png} or {@code name-dark.png}. */
    void shoot(String name, boolean dark) throws Exception {
        shoot(context.scene(), name, dark);
    }

    /** Another window of the app (a dialog), named as {@link #shoot(String, boolean)} names the main window's. */
    void shoot(Scene scene, String name, boolean dark) throws Exception {
        settle(scene);
        WritableImage image = Fx.call(() -> scene.snapshot(null));
        Path file = directory.resolve(name + "-" + (dark ? "dark" : "light") + ".png");
        PngWriter.write(image, file);
        System.out.println("Wrote " + file);
    }

    /** Waits until no indeterminate progress indicator shows, then a little longer for layout and charts. */
    static void settle(Scene scene) throws Exception {
        Thread.sleep(300);
        Fx.waitUntil("the views to finish loading", () -> Fx.call(() -> !busy(scene.getRoot())));
        Thread.sleep(700);
    }

    private static boolean busy(Parent root) {
        return root.lookupAll(".progress-indicator").stream()
                .filter(node -> node instanceof ProgressIndicator indicator && indicator.isIndeterminate())
                .anyMatch(Fx::showing);
    }
}
