package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.bars.BarsTab;
import io.dqexplorer.desktop.testing.TestService;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every control a keyboard reaches has something for a screen reader to say: its accessible text, or the
 * text it shows, or a label that names it. Walks the sign-in and the signed-in window with each tab shown
 * once, the Clips tab on the service's table and on the snapshot with its charts, and a tab in its compare
 * mode. A sandbox of its own: it fetches a snapshot.
 */
@ExtendWith(ApplicationExtension.class)
class AccessibleTextTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final TestService service = new TestService();

    private AppHarness app;

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, service.sandbox);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @AfterAll
    static void stopService() {
        service.close();
    }

    @Test
    void everyControlOfTheSignInHasTextForAScreenReader() {
        app.lookup("#use-demo");
        assertEquals(Set.of(), unnamed(), "controls of the sign-in a screen reader has no name for");
    }

    @Test
    void everyControlOfEveryTabHasTextForAScreenReader(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN);
        Set<String> unnamed = new TreeSet<>(unnamed());
        int walked = 0;
        for (String tab : app.onFx(() -> app.mainWindow().orElseThrow().tabTitles())) {
            app.selectTab(tab);
            if (tab.equals(BarsTab.TITLE)) {
                // no measurement of its own: the analyst's bars, none yet
                app.lookup("#bars-table");
            } else {
                app.waitUntil(() -> app.scene().lookup("#measurement-token") instanceof Label token
                        && !token.getText().isEmpty());
            }
            unnamed.addAll(unnamed());
            walked++;
        }
        assertEquals(6, walked);

        app.selectTab("Video defects");
        Node compare = app.lookup("#measurement-compare");
        app.onFx(() -> {
            ((ToggleButton) compare).fire();
            return null;
        });
        app.lookup("#compare-view");
        unnamed.addAll(unnamed());

        app.selectTab("Clips");
        Button start = app.lookup("#ws-start");
        app.waitUntil(start::isVisible);
        app.onFx(() -> {
            start.fire();
            return null;
        });
        TableView<?> table = app.lookup("#clip-table");
        app.waitUntil(() -> table.isVisible() && !table.getItems().isEmpty());
        app.lookup("#ws-summary-pane");
        unnamed.addAll(unnamed());
        TabPane views = app.lookup("#ws-views");
        app.onFx(() -> {
            views.getSelectionModel().selectLast();
            return null;
        });
        app.lookup("#ws-charts .histogram-view");
        unnamed.addAll(unnamed());

        assertEquals(Set.of(), unnamed, "controls of the signed-in window a screen reader has no name for");
    }

    /**
     * The focusable controls shown in the window with neither accessible text, text shown nor a label naming
     * them (a hidden control may have no text yet: "Show clips with …" has its term once it shows).
     */
    private Set<String> unnamed() {
        return app.onFx(() -> {
            List<Node> all = new ArrayList<>();
            collect(app.scene().getRoot(), all);
            Map<Node, Boolean> labelled = new IdentityHashMap<>();
            all.stream().filter(node -> node instanceof Label label && label.getLabelFor() != null)
                    .forEach(label -> labelled.put(((Label) label).getLabelFor(), true));
            Set<String> missing = new TreeSet<>();
            for (Node node : all) {
                if (node instanceof Control control && control.isFocusTraversable() && !(node instanceof ScrollBar)
                        && blank(control.getAccessibleText()) && !(node instanceof Labeled shown && !blank(shown.getText()))
                        && !labelled.containsKey(node)) {
                    missing.add(node.getClass().getSimpleName() + "#" + node.getId());
                }
            }
            return missing;
        });
    }

    private static void collect(Node node, List<Node> into) {
        if (!node.isVisible()) {
            return;
        }
        into.add(node);
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, into));
        }
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
