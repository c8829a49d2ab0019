package io.dqexplorer.desktop.screenshots;


import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.signin.SignInViewModel;
import javafx.application.Platform;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Drives the real app through the documentation screenshots: the sign-in, then every tab of the
 * demo's richest dataset (the analyst's bars among them, and drawn on a defect's card and histogram), the shortcut sheet, the compare mode of each measurement tab, then the clip workspace
 * on its snapshot and its comparison with another snapshot, each in the light and the dark
 * theme; then exits. Runs on its own thread and touches the UI only through the FX thread.
 */
final class ScreenshotTour {

    private static final String DATASET = "kitchen-egocentric";
    private static final String CLIPS = "Clips";

    private final TourSubject context;
    private final Path directory;
    private final Camera camera;

    ScreenshotTour(TourSubject context, Path directory) {
        this.context = context;
        this.directory = directory;
        this.camera = new Camera(context, directory);
    }

    void start() {
        Thread thread = new Thread(this::run, "dq-screenshots");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        try {
            WorkspaceShots workspace = new WorkspaceShots(context, camera, WorkspaceShots.ownCache(System.getenv()));
            Files.createDirectories(directory);
            for (Camera.WindowSize size : Camera.SIZES) {
                camera.resize(size);
                for (boolean dark : List.of(false, true)) {
                    camera.theme(dark);
                    camera.shoot("sign-in" + size.suffix(), dark);
                }
            }
            camera.resize(Camera.SIZES.get(0));
            camera.theme(false);
            refusedSignIn();
            Fx.run(() -> context.signIn().useDemo());
            Fx.waitUntil("the demo datasets", () -> Fx.call(() -> context.datasets()
                    .map(datasets -> datasets.find(DATASET).isPresent()).orElse(false)));
            Fx.run(() -> {
                DatasetListViewModel datasets = context.datasets().orElseThrow();
                datasets.select(datasets.find(DATASET).orElseThrow());
            });
            List<String> titles = Fx.call(() -> context.tabTitles());
            for (Camera.WindowSize size : Camera.SIZES) {
                camera.resize(size);
                for (boolean dark : List.of(false, true)) {
                    camera.theme(dark);
                    if (titles.isEmpty()) {
                        camera.shoot("main" + size.suffix(), dark);
                    }
                    for (String title : titles) {
                        Fx.run(() -> context.selectTab(title));
                        if (title.equals(CLIPS)) {
                            // the tab opens on the service's pages while it fetches: the shot is of the snapshot
                            workspace.awaitSnapshot();
                        }
                        camera.shoot(context.tabId(title).substring("tab-".length()) + size.suffix(), dark);
                    }
                }
            }
            new BarsShots(context, camera).run();
            new ShortcutsShots(context, camera).run();
            camera.resize(Camera.SIZES.get(0));
            camera.theme(false);
            new CompareShots(context, camera, DATASET).run();
            if (titles.contains(CLIPS)) {
                workspace.whileFetching(DATASET);
                // the workspace's shots go on from the Clips tab, on the dataset's snapshot
                Fx.run(() -> context.selectTab(CLIPS));
                workspace.awaitSnapshot();
                workspace.run();
                new ClipCompareShots(context, camera).run();
            }
            new TrendsShots(context, camera).run(DATASET);
            new ViewShots(context, camera).run(DATASET);
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
            Fx.run(() -> {
                SignInViewModel form = context.signIn();
                form.serviceUrlProperty().set(service.serviceUrl().toString());
                form.tokenUrlProperty().set(service.tokenUrl().toString());
                form.clientIdProperty().set(service.clientId());
                form.signIn("not-the-secret".toCharArray());
            });
            Fx.waitUntil("the refusal", () -> Fx.call(() -> context.signIn().errorProperty().get() != null));
            camera.shoot("sign-in-error", false);
        }
    }
}
