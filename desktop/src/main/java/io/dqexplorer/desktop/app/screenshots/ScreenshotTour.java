package io.dqexplorer.desktop.app.screenshots;

import io.dqexplorer.desktop.app.AppContext;
import io.dqexplorer.desktop.app.MainWindow;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.signin.SignInViewModel;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.image.WritableImage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

/**
 * Drives the real app through the documentation screenshots: the sign-in, then every tab of the
 * demo's richest dataset, each in the light and the dark theme; then exits. Runs on its own thread
 * and touches the UI only through the FX thread.
 */
public final class ScreenshotTour {

    private static final String DATASET = "kitchen-egocentric";
    private static final Duration LOAD_LIMIT = Duration.ofSeconds(30);
    /**
     * A common laptop screen, the size most readers will see the app at; and a small one (an old laptop,
     * a window beside another), whose shots carry a "-1024" in their names.
     */
    private static final List<WindowSize> SIZES = List.of(new WindowSize(1440, 900, ""), new WindowSize(1024, 700, "-1024"));

    private record WindowSize(double width, double height, String suffix) {
    }

    private final AppContext context;
    private final Path directory;

    public ScreenshotTour(AppContext context, Path directory) {
        this.context = context;
        this.directory = directory;
    }

    public void start() {
        Thread thread = new Thread(this::run, "dq-screenshots");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        try {
            Files.createDirectories(directory);
            for (WindowSize size : SIZES) {
                resize(size);
                for (boolean dark : List.of(false, true)) {
                    theme(dark);
                    shoot("sign-in" + size.suffix(), dark);
                }
            }
            resize(SIZES.get(0));
            theme(false);
            refusedSignIn();
            onFx(() -> context.signIn().useDemo());
            waitUntil("the demo datasets", () -> onFx(() -> context.datasets()
                    .map(datasets -> datasets.find(DATASET).isPresent()).orElse(false)));
            onFx(() -> {
                DatasetListViewModel datasets = context.datasets().orElseThrow();
                datasets.select(datasets.find(DATASET).orElseThrow());
            });
            List<String> titles = onFx(() -> context.mainWindow().orElseThrow().tabTitles());
            for (WindowSize size : SIZES) {
                resize(size);
                for (boolean dark : List.of(false, true)) {
                    theme(dark);
                    if (titles.isEmpty()) {
                        shoot("main" + size.suffix(), dark);
                    }
                    for (String title : titles) {
                        onFx(() -> context.mainWindow().orElseThrow().selectTab(title));
                        shoot(MainWindow.tabId(title).substring("tab-".length()) + size.suffix(), dark);
                    }
                }
            }
            Platform.exit();
        } catch (Exception | Error failure) {
            System.err.println("Screenshots failed: " + failure);
            failure.printStackTrace();
            System.exit(1);
        }
    }

    /** The error banner as a user meets it first: a secret the token endpoint refuses, with code and request id. */
    private void refusedSignIn() throws Exception {
        try (DemoService service = DemoService.startInProcess()) {
            onFx(() -> {
                SignInViewModel form = context.signIn();
                form.serviceUrlProperty().set(service.serviceUrl().toString());
                form.tokenUrlProperty().set(service.tokenUrl().toString());
                form.clientIdProperty().set(service.clientId());
                form.signIn("not-the-secret".toCharArray());
            });
            waitUntil("the refusal", () -> onFx(() -> context.signIn().errorProperty().get() != null));
            shoot("sign-in-error", false);
        }
    }

    private void resize(WindowSize size) throws Exception {
        onFx(() -> {
            context.stage().setWidth(size.width());
            context.stage().setHeight(size.height());
            context.stage().centerOnScreen();
        });
    }

    private void theme(boolean dark) throws Exception {
        onFx(() -> context.theme().darkProperty().set(dark));
    }

    private void shoot(String name, boolean dark) throws Exception {
        settle();
        WritableImage image = onFx(() -> context.scene().snapshot(null));
        Path file = directory.resolve(name + "-" + (dark ? "dark" : "light") + ".png");
        PngWriter.write(image, file);
        System.out.println("Wrote " + file);
    }

    /** Waits until no indeterminate progress indicator shows, then a little longer for layout and charts. */
    private void settle() throws Exception {
        Thread.sleep(300);
        waitUntil("the views to finish loading", () -> onFx(() -> !busy(context.scene().getRoot())));
        Thread.sleep(700);
    }

    private static boolean busy(Parent root) {
        return root.lookupAll(".progress-indicator").stream()
                .filter(node -> node instanceof ProgressIndicator indicator && indicator.isIndeterminate())
                .anyMatch(ScreenshotTour::showing);
    }

    private static boolean showing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static void waitUntil(String what, CheckedCondition condition) throws Exception {
        Instant deadline = Instant.now().plus(LOAD_LIMIT);
        while (!condition.holds()) {
            if (Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("Gave up waiting for " + what);
            }
            Thread.sleep(150);
        }
    }

    private static void onFx(Runnable action) throws Exception {
        onFx(() -> {
            action.run();
            return null;
        });
    }

    private static <T> T onFx(Callable<T> action) throws Exception {
        FutureTask<T> task = new FutureTask<>(action);
        Platform.runLater(task);
        return task.get(LOAD_LIMIT.toSeconds(), TimeUnit.SECONDS);
    }

    @FunctionalInterface
    private interface CheckedCondition {
        boolean holds() throws Exception;
    }
}
