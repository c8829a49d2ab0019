package io.dqexplorer.desktop.app;

import io.dqexplorer.sandbox.Sandbox;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where Tab goes on each screen, pressed as a user would: the sign-in from the service URL through the
 * fields to the buttons; the signed-in window from the header to the dataset list to the tab, whose
 * measurement stamp comes before the figures it stamps and whose clip table comes before the pager under
 * it; the Snapshots dialog starts on its list. (The export's column dialog starts on OK, its default
 * button: Enter exports the columns shown, Tab goes on to the check boxes.)
 */
@ExtendWith(ApplicationExtension.class)
class FocusOrderTest {

    private static final Sandbox SANDBOX = AppHarness.sharedSandbox();
    private static final List<String> HEADER_TO_TABS = List.of("dataset-pane-toggle", "demo-remeasure", "header-views",
            "header-snapshots", "theme-toggle", "sign-out", "dataset-filter", "dataset-list", "show-trends", "write-report",
            "feature-tabs");
    private AppHarness app;

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, SANDBOX, suggested -> Optional.<Path>empty());
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void theSignInStartsAtTheServiceUrlAndGoesThroughTheFieldsToSignInAndTheDemo(FxRobot robot) {
        app.lookup("#use-demo");
        assertEquals(List.of("service-url", "token-url", "client-id", "client-secret", "use-demo", "theme-toggle",
                "service-url"), tabOrder(robot, 6));

        // with a secret typed, "Sign in" is the next stop after it
        robot.write(SANDBOX.serviceUrl().toString()).push(KeyCode.TAB)
                .write(SANDBOX.tokenUrl().toString()).push(KeyCode.TAB)
                .write(SANDBOX.demoClient().clientId()).push(KeyCode.TAB)
                .write(SANDBOX.demoClient().clientSecret());
        assertEquals(List.of("client-secret", "sign-in", "use-demo"), tabOrder(robot, 2));
    }

    @Test
    void theWindowGoesFromTheHeaderToTheDatasetsToTheTabAndItsStampBeforeItsFigures(FxRobot robot) {
        app.signInWithDemo().openDataset("kitchen-egocentric");
        waitForStamp();
        focus("#dataset-pane-toggle");

        List<String> order = tabOrder(robot, HEADER_TO_TABS.size() + 3);

        List<String> expected = new ArrayList<>(HEADER_TO_TABS);
        expected.addAll(List.of("measurement-check", "measurement-history", "measurement-compare"));
        assertEquals(expected, order.subList(0, expected.size()));
        assertTrue(order.size() > expected.size() && order.get(expected.size()).startsWith("defect-"),
                "the figures follow the stamp: " + order);
    }

    @Test
    void theClipFilterComesBeforeTheTableAndTheTableBeforeThePagerUnderIt(FxRobot robot) {
        app.signInWithDemo().openDataset("kitchen-egocentric").selectTab("Clips");
        Label range = app.lookup("#clip-range");
        app.waitUntil(() -> !range.getText().isEmpty());
        focus("#ws-filter-field");

        List<String> order = tabOrder(robot, 12);

        assertTrue(order.indexOf("ws-jump") >= 0 && order.indexOf("ws-jump") < order.indexOf("clip-table")
                && order.indexOf("clip-table") < order.indexOf("clip-next"), order.toString());
    }

    @Test
    void theSnapshotsDialogStartsOnItsList(FxRobot robot) {
        app.signInWithDemo();
        app.onFx(() -> {
            app.<Button>lookup("#header-snapshots").fire();
            return null;
        });

        app.waitUntil(() -> robot.lookup("#snapshot-table").tryQuery().map(Node::isFocused).orElse(false));
        robot.push(KeyCode.ESCAPE);
    }

    private void waitForStamp() {
        app.waitUntil(() -> app.scene().lookup("#measurement-token") instanceof Label token
                && !token.getText().isEmpty());
    }

    private void focus(String query) {
        Node node = app.lookup(query);
        app.onFx(() -> {
            node.requestFocus();
            return null;
        });
    }

    /** The id of the control with the focus, then after each of {@code presses} Tabs. */
    private List<String> tabOrder(FxRobot robot, int presses) {
        Scene scene = app.scene();
        List<String> seen = new ArrayList<>();
        seen.add(app.onFx(() -> idOf(scene.getFocusOwner())));
        for (int i = 0; i < presses; i++) {
            robot.push(KeyCode.TAB);
            seen.add(app.onFx(() -> idOf(scene.getFocusOwner())));
        }
        return seen;
    }

    private static String idOf(Node node) {
        return node == null ? "nothing" : String.valueOf(node.getId());
    }
}
