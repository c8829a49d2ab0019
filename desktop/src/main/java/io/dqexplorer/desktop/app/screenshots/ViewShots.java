package io.dqexplorer.desktop.app.screenshots;

import io.dqexplorer.desktop.app.AppContext;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.views.Views;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuButton;
import javafx.scene.image.PixelReader;
import javafx.scene.image.PixelWriter;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Window;

import java.util.List;

/**
 * The header's View menu, open over the window, and the notice of a saved view whose measurements moved
 * on: a view of the Hand activity tab is taken, the demo measures the dataset twice, and the view opens
 * pinned to its stored copy.
 */
final class ViewShots {

    private static final String TAB = "Hand activity";

    private final AppContext context;
    private final Camera camera;

    ViewShots(AppContext context, Camera camera) {
        this.context = context;
        this.camera = camera;
    }

    void run(String dataset) throws Exception {
        Fx.run(() -> {
            DatasetListViewModel datasets = context.datasets().orElseThrow();
            datasets.select(datasets.find(dataset).orElseThrow());
            context.mainWindow().orElseThrow().selectTab(TAB);
        });
        Fx.waitUntil("the hand activity shown", () -> Fx.call(() -> token().map(label -> label.getText()
                .startsWith("Measurement ")).orElse(false)));
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                shootWithMenu("views-menu" + size.suffix(), dark);
            }
        }

        Views views = Fx.call(() -> context.views().orElseThrow());
        String link = Fx.call(() -> views.link().orElseThrow());
        DemoService demo = Fx.call(() -> context.session().orElseThrow().demo().orElseThrow());
        demo.remeasure(dataset);
        demo.remeasure(dataset);
        Fx.run(() -> context.openView(link));
        Fx.waitUntil("the stale view's notice", () -> Fx.call(() -> {
            Node storedCopy = context.scene().lookup("#hands-view #measurement-stored-copy");
            return context.scene().lookup("#view-open-latest") != null && storedCopy != null && Fx.showing(storedCopy);
        }));
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                camera.shoot("views-stale" + size.suffix(), dark);
            }
        }
        Fx.run(views::dismissNotice);
        camera.resize(Camera.SIZES.get(0));
        camera.theme(false);
    }

    private java.util.Optional<Labeled> token() {
        return java.util.Optional.ofNullable((Labeled) context.scene().lookup("#hands-view #measurement-token"));
    }

    /** The window with the View menu open over it: the menu is a window of its own, drawn onto the main one's image. */
    private void shootWithMenu(String name, boolean dark) throws Exception {
        Scene scene = context.scene();
        Fx.run(() -> ((MenuButton) scene.lookup("#header-views")).show());
        Camera.settle(scene);
        WritableImage image = Fx.call(() -> {
            WritableImage window = scene.snapshot(null);
            Window menu = Window.getWindows().stream()
                    .filter(shown -> shown instanceof ContextMenu && shown.isShowing()).findFirst().orElseThrow();
            WritableImage over = menu.getScene().snapshot(null);
            int left = (int) Math.round(menu.getX() + menu.getScene().getX() - scene.getWindow().getX() - scene.getX());
            int top = (int) Math.round(menu.getY() + menu.getScene().getY() - scene.getWindow().getY() - scene.getY());
            drawOver(window, over, left, top);
            return window;
        });
        Fx.run(() -> ((MenuButton) scene.lookup("#header-views")).hide());
        camera.write(image, name, dark);
    }

    /** Draws {@code over} onto {@code image} at (left, top), blending by its alpha: a menu's shadow is translucent. */
    private static void drawOver(WritableImage image, WritableImage over, int left, int top) {
        PixelReader under = image.getPixelReader();
        PixelReader menu = over.getPixelReader();
        PixelWriter out = image.getPixelWriter();
        for (int y = 0; y < (int) over.getHeight(); y++) {
            for (int x = 0; x < (int) over.getWidth(); x++) {
                int atX = left + x;
                int atY = top + y;
                if (atX < 0 || atY < 0 || atX >= image.getWidth() || atY >= image.getHeight()) {
                    continue;
                }
                Color front = menu.getColor(x, y);
                Color back = under.getColor(atX, atY);
                double a = front.getOpacity();
                out.setColor(atX, atY, new Color(front.getRed() * a + back.getRed() * (1 - a),
                        front.getGreen() * a + back.getGreen() * (1 - a), front.getBlue() * a + back.getBlue() * (1 - a), 1));
            }
        }
    }
}
