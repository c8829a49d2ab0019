package io.dqexplorer.desktop.app;

import io.dqexplorer.sandbox.Sandbox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class TimingProbeTest {
    static final Sandbox SANDBOX = AppHarness.sharedSandbox();
    AppHarness app;

    @Start
    void start(Stage stage) {
        long t = System.nanoTime();
        app = AppHarness.start(stage, SANDBOX);
        System.out.println("PROBE start " + (System.nanoTime() - t) / 1_000_000);
    }

    @Test
    void probe() {
        for (int i = 0; i < 3; i++) {
            long t = System.nanoTime();
            app.signInWithDemo();
            System.out.println("PROBE signin " + (System.nanoTime() - t) / 1_000_000);
            t = System.nanoTime();
            app.openDataset("warehouse-picking");
            app.waitUntil(() -> ((javafx.scene.control.Label) app.context().scene().lookup("#dataset-title")).getText().equals("warehouse-picking"));
            System.out.println("PROBE open " + (System.nanoTime() - t) / 1_000_000);
            t = System.nanoTime();
            app.onFx(() -> { app.context().signOut(); return null; });
            System.out.println("PROBE signout " + (System.nanoTime() - t) / 1_000_000);
        }
    }
}
