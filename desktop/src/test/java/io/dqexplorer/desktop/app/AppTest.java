package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.demo.SharedDemoService;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import io.dqexplorer.testing.SandboxClients;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class AppTest {

    private static final Sandbox SANDBOX = AppHarness.sharedSandbox();
    private static DqClient client;

    private AppHarness app;

    @BeforeAll
    static void connect() {
        client = SandboxClients.demo(SANDBOX);
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, SANDBOX);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void theDemoSignInReachesTheMainWindowWithTheOrganizationAndItsDatasets(FxRobot robot) {
        robot.clickOn("#use-demo");
        ListView<DatasetEntry> list = app.lookup("#dataset-list");
        app.waitUntil(() -> !list.getItems().isEmpty());

        Label organization = app.lookup("#header-organization");
        assertEquals(SANDBOX.demoClient().organizationId(), organization.getText());
        Pane capabilities = app.lookup("#header-capabilities");
        assertEquals(client.versioned().access().capabilities(),
                capabilities.getChildren().stream().map(chip -> ((Label) chip).getText()).toList());
        assertEquals(client.versioned().datasets(), List.copyOf(list.getItems()));
        assertTrue(app.lookup("#demo-badge").isVisible());
        assertEquals("DQ Explorer", app.stage().getTitle());
        assertFalse(app.stage().getIcons().isEmpty(), "the window shows the app icon");
    }

    @Test
    void choosingADatasetOpensItInEveryTab(FxRobot robot) {
        app.signInWithDemo();
        robot.clickOn(app.<Node>lookup("#dataset-kitchen-egocentric"));

        Label title = app.lookup("#dataset-title");
        app.waitUntil(() -> title.getText().equals("kitchen-egocentric"));
        assertEquals(List.of("Video defects", "Hand activity", "Vocabulary", "Duplicates", "Clips", "Bars"),
                app.onFx(() -> app.mainWindow().orElseThrow().tabTitles()));
        assertEquals("kitchen-egocentric", new Settings(app.preferences()).lastDataset().orElseThrow());
    }

    @Test
    void aTabsViewIsBuiltWhenTheTabFirstComesForwardWithADatasetNotAtSignIn() {
        app.signInWithDemo();
        TabPane tabs = app.lookup("#feature-tabs");
        assertEquals(List.of(false, false, false, false, false, false), app.onFx(() -> builtViews(tabs)),
                "no view is built before a dataset is chosen");

        app.openDataset("kitchen-egocentric");
        app.lookup("#defects-view");
        assertNull(app.onFx(() -> app.scene().lookup("#clips-view")),
                "the clip table is not built while its tab is behind");
        assertEquals(List.of(true, false, false, false, false, false), app.onFx(() -> builtViews(tabs)));

        app.selectTab("Clips");
        Label range = app.lookup("#clip-range");
        app.waitUntil(() -> !range.getText().isEmpty());
    }

    @Test
    void theSignedInWindowComesInEightPulsesStatusHeaderButtonsPaneListFirstDatasetDatasetsTabs(FxRobot robot) {
        List<String> pulses = new CopyOnWriteArrayList<>();
        app.onFx(() -> {
            Scene scene = app.scene();
            scene.rootProperty().addListener((obs, old, root) -> {
                if (root instanceof MainWindow) {
                    scene.addPostLayoutPulseListener(() -> {
                        if (scene.getRoot() == root && pulses.size() < 8) {
                            pulses.add((scene.lookup("#status-bar") != null ? "status" : "")
                                    + (scene.lookup("#header") != null ? " header" : "")
                                    + (scene.lookup("#sign-out") != null ? " buttons" : "")
                                    + (scene.lookup("#dataset-pane") != null ? " pane" : "")
                                    + (scene.lookup("#dataset-list") != null ? " list" : "")
                                    + (scene.lookup("#dataset-assembly-line") != null ? " first" : "")
                                    + (scene.lookup("#dataset-warehouse-picking") != null ? " datasets" : "")
                                    + (scene.lookup("#feature-tabs") != null ? " tabs" : ""));
                        }
                    });
                }
            });
            return null;
        });

        robot.clickOn("#use-demo");
        app.lookup("#feature-tabs");
        app.waitUntil(() -> pulses.size() == 8);

        // styled in one pulse, they made the first frame after sign-in several times longer than 100 ms; in five
        // the header (the first text, icons and rounded corners painted) and the datasets (the list's first
        // cells) each still took 110-180 ms
        assertEquals(List.of("status", "status header", "status header buttons", "status header buttons pane",
                "status header buttons pane list", "status header buttons pane list first",
                "status header buttons pane list first datasets",
                "status header buttons pane list first datasets tabs"), List.copyOf(pulses));
    }

    @Test
    void aDatasetCellShowingAnotherDatasetRelabelsItsChipsRatherThanMakingNewOnes(FxRobot robot) {
        app.signInWithDemo();
        ListView<DatasetEntry> list = app.lookup("#dataset-list");
        app.waitUntil(() -> !list.lookupAll(".metric-chip").isEmpty());
        Set<Node> chipsBefore = app.onFx(() -> identities(list.lookupAll(".metric-chip")));
        DatasetEntry fewest = client.versioned().datasets().stream().min(Comparator.comparing(d -> d.metrics().size()))
                .orElseThrow();

        robot.clickOn("#dataset-filter").write(fewest.dataset());
        app.waitUntil(() -> list.getItems().equals(List.of(fewest))
                && list.lookup("#dataset-" + fewest.dataset()) != null);

        Set<Node> shown = app.onFx(() -> identities(list.lookup("#dataset-" + fewest.dataset()).lookupAll(".metric-chip")));
        assertEquals(Math.max(1, fewest.metrics().size()), shown.size());
        // new labels are new nodes to style: the list's first layout after sign-in made several for each dataset
        assertTrue(chipsBefore.containsAll(shown), "the chips shown are labels the list had before");
    }

    private static Set<Node> identities(Set<Node> nodes) {
        Set<Node> same = Collections.newSetFromMap(new IdentityHashMap<>());
        same.addAll(nodes);
        return same;
    }

    private static List<Boolean> builtViews(TabPane tabs) {
        return tabs.getTabs().stream().map(tab -> tab.getContent() != null).toList();
    }

    @Test
    void namesThatComeFromTheServiceAreNeverTakenForMnemonics(FxRobot robot) {
        app.signInWithDemo();
        app.lookup(".dataset-name");

        for (String query : List.of(".dataset-name", ".metric-chip", ".capability-chip", "#header-organization")) {
            List<Label> labels = app.onFx(() -> robot.lookup(query).queryAllAs(Label.class).stream().toList());
            assertFalse(labels.isEmpty(), query);
            labels.forEach(label -> assertFalse(label.isMnemonicParsing(), query + " " + label.getText()));
        }
    }

    @Test
    void theFilterNarrowsTheDatasetList(FxRobot robot) {
        app.signInWithDemo();
        ListView<DatasetEntry> list = app.lookup("#dataset-list");

        robot.clickOn("#dataset-filter").write("ware");

        app.waitUntil(() -> list.getItems().size() == 1);
        assertEquals("warehouse-picking", list.getItems().get(0).dataset());
    }

    @Test
    void aRefusedSignInShowsTheBannerWithTheCodeAndTheRequestId(FxRobot robot) {
        app.onFx(() -> {
            ((TextField) app.scene().lookup("#service-url")).setText(SANDBOX.serviceUrl().toString());
            ((TextField) app.scene().lookup("#token-url")).setText(SANDBOX.tokenUrl().toString());
            ((TextField) app.scene().lookup("#client-id")).setText(SANDBOX.demoClient().clientId());
            return null;
        });
        robot.clickOn("#client-secret").write("wrong-secret");
        robot.clickOn("#sign-in");

        Node banner = app.lookup("#error-banner");
        app.waitUntil(banner::isVisible);
        Label code = app.lookup("#error-code");
        TextField requestId = app.lookup("#error-request-id");
        assertEquals("Code invalid_client", code.getText());
        assertFalse(requestId.getText().isBlank());
        assertTrue(requestId.isVisible());
        assertEquals("", ((PasswordField) app.lookup("#client-secret")).getText(), "the secret is not kept in the form");
        assertTrue(app.mainWindow().isEmpty());
    }

    @Test
    void aRefusedSignInShowsItsBannerBelowTheFormWithoutMovingTheForm(FxRobot robot) {
        Node card = app.lookup("#sign-in-card");
        Node secret = app.lookup("#client-secret");
        double before = app.onFx(() -> secret.localToScene(secret.getLayoutBounds()).getMinY());
        app.onFx(() -> {
            ((TextField) app.scene().lookup("#service-url")).setText(SANDBOX.serviceUrl().toString());
            ((TextField) app.scene().lookup("#token-url")).setText(SANDBOX.tokenUrl().toString());
            ((TextField) app.scene().lookup("#client-id")).setText(SANDBOX.demoClient().clientId());
            return null;
        });
        robot.clickOn(secret).write("wrong-secret");
        robot.clickOn("#sign-in");

        Node banner = app.lookup("#error-banner");
        app.waitUntil(banner::isVisible);
        double cardHeight = app.onFx(() -> card.getLayoutBounds().getHeight());
        assertTrue(cardHeight > app.onFx(() -> banner.getLayoutBounds().getHeight()), "the card holds the banner");
        assertEquals(before, app.onFx(() -> secret.localToScene(secret.getLayoutBounds()).getMinY()),
                "the field the user was typing in stays where it was");
    }

    @Test
    void signingOutReturnsToTheSignInAndTheLastDatasetIsChosenAgainNextTime(FxRobot robot) {
        app.signInWithDemo().openDataset("warehouse-picking");
        robot.clickOn("#sign-out");
        app.lookup("#sign-in-view");
        assertTrue(app.mainWindow().isEmpty());

        app.signInWithDemo();

        Label title = app.lookup("#dataset-title");
        app.waitUntil(() -> title.getText().equals("warehouse-picking"));
        // chosen before the list had its rows (they come a frame after it): the list shows it chosen
        ListView<DatasetEntry> list = app.lookup("#dataset-list");
        app.waitUntil(() -> list.getSelectionModel().getSelectedIndex() >= 0);
        assertEquals("warehouse-picking", app.onFx(() -> list.getSelectionModel().getSelectedItem().dataset()));
    }

    @Test
    void theThemeToggleSwitchesToDarkAndIsRemembered(FxRobot robot) {
        Button toggle = app.lookup("#theme-toggle");
        try {
            robot.clickOn(toggle);
            assertTrue(app.onFx(() -> app.window().dark()));
            assertEquals(Optional.of(true), new Settings(app.preferences()).chosenDarkTheme());
            // the next launch, on the same preferences, on a platform that prefers light: dark, as chosen
            boolean nextLaunchDark = app.onFx(() -> {
                Stage nextStage = new Stage();
                AppContext next = new AppContext(nextStage, new Settings(app.preferences()),
                        () -> SharedDemoService.of(SANDBOX), FileDialogs.platform(Stage::new), Map.of(), () -> Optional.of(false));
                next.show();
                boolean dark = new AppWindow(nextStage).dark();
                next.close();
                nextStage.close();
                return dark;
            });
            assertTrue(nextLaunchDark);
        } finally {
            app.onFx(() -> {
                app.window().showDark(false);
                return null;
            });
        }
    }

    @Test
    void signInAgainOnAnyTabsBannerReturnsToTheSignIn(FxRobot robot) {
        // A 401 credential_invalid makes the SDK mint one fresh token and replay once: refuse both.
        SANDBOX.faults().inject("/api/v1beta/quality/video-characteristics", Fault.status(401,
                "{\"code\":\"credential_invalid\",\"message\":\"The token is not valid.\"}").times(2));
        try {
            app.signInWithDemo().openDataset("kitchen-egocentric").selectTab("Video defects");
            app.waitUntil(() -> visibleAction(robot, ErrorAction.SIGN_IN_AGAIN) != null);

            robot.clickOn(visibleAction(robot, ErrorAction.SIGN_IN_AGAIN));

            app.lookup("#sign-in-view");
            assertTrue(app.mainWindow().isEmpty());
        } finally {
            SANDBOX.faults().clear();
        }
    }

    @Test
    void showAccessOnARefusedRequestAsksTheAccessEndpointAndShowsItsScopeAndCapabilities(FxRobot robot) {
        SANDBOX.faults().inject("/api/v1beta/quality/duplicates", Fault.status(403,
                "{\"code\":\"insufficient_capability\",\"message\":\"This credential may not read duplicates.\"}"));
        try {
            app.signInWithDemo().openDataset("warehouse-picking").selectTab("Duplicates");
            app.waitUntil(() -> visibleAction(robot, ErrorAction.CHECK_ACCESS) != null);
            Label answer = app.lookup("#access-answer");
            assertFalse(showing(answer));

            robot.clickOn(visibleAction(robot, ErrorAction.CHECK_ACCESS));

            app.waitUntil(() -> answer.getText().startsWith("The access endpoint reports"));
            assertTrue(showing(answer));
            assertFalse(answer.isMnemonicParsing(), "view_data is shown with its underscore");
            assertTrue(answer.getText().contains("scope organization org-northwind and capabilities: view_data"), answer.getText());
            assertTrue(answer.getText().contains(SANDBOX.demoClient().organizationId()), answer.getText());
            robot.clickOn("#access-answer-dismiss");
            assertFalse(showing(answer));
        } finally {
            SANDBOX.faults().clear();
        }
    }

    private static Button visibleAction(FxRobot robot, ErrorAction action) {
        return robot.lookup("#error-action").<Button>queryAll().stream()
                .filter(button -> button.getText().equals(action.label()) && showing(button))
                .findFirst().orElse(null);
    }

    private static boolean showing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void closingTheAppRemembersTheWindowBounds() {
        double width = app.onFx(() -> app.stage().getWidth());

        app.close();

        Settings.WindowBounds bounds = new Settings(app.preferences()).windowBounds().orElseThrow();
        assertEquals(width, bounds.width());
    }

    @Test
    void theSignInButtonWaitsForACompleteForm() {
        Button signIn = app.lookup("#sign-in");
        assertTrue(signIn.isDisabled());
    }
}
