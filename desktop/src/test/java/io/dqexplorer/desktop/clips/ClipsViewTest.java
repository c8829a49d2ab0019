package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.FxAsyncRunner;
import io.dqexplorer.desktop.export.ExportTargetChooser;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import impl.org.controlsfx.skin.AutoCompletePopup;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

@ExtendWith(ApplicationExtension.class)
class ClipsViewTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static Sandbox sandbox;
    private static DqClient client;
    private FxAsyncRunner runner;
    private ClipsFeature feature;

    @BeforeAll
    static void connect() {
        sandbox = AppHarness.sharedSandbox();
        client = AppHarness.demoClient(sandbox);
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @Start
    void start(Stage stage) {
        runner = new FxAsyncRunner();
        feature = new ClipsFeature(client, runner, ExportTargetChooser.saveDialog(() -> stage));
        stage.setScene(new Scene((Parent) feature.view(), 1100, 700));
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void pagesThroughTheDatasetAndFiltersByTerm(FxRobot robot) throws TimeoutException {
        long total = client.clips(ClipQuery.of(KITCHEN).withLimit(0)).total();
        DatasetEntry kitchen = client.datasets().stream().filter(d -> d.dataset().equals(KITCHEN)).findFirst().orElseThrow();
        robot.interact(() -> feature.open(kitchen));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of " + Formats.count(total)));
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        assertEquals(100, table.getItems().size());

        robot.clickOn("#clip-next");
        waitUntil(() -> range.getText().equals("rows 101–200 of " + Formats.count(total)));

        ClipPage knife = client.clips(ClipQuery.of(KITCHEN).withTerm("knife"));
        robot.clickOn("#clip-term-filter").write("knife").type(KeyCode.ENTER);
        Label filteredTo = robot.lookup("#clip-filtered-to").queryAs(Label.class);
        String sections = knife.filteredTo().stream()
                .map(s -> s.section() + " " + Formats.count(s.clipCount()) + " clips").collect(Collectors.joining(", "));
        waitUntil(() -> filteredTo.getText().equals("knife: " + sections));
        waitUntil(() -> range.getText().equals("rows 1–100 of " + Formats.count(knife.total())));
        Label totals = robot.lookup("#clip-totals").queryAs(Label.class);
        waitUntil(() -> totals.getText().startsWith("totals of the " + Formats.count(knife.total()) + " filtered clips"));
    }

    @Test
    void aDuplicateGroupShowsOnlyItsClipsUntilCleared(FxRobot robot) throws TimeoutException {
        String dataset = "warehouse-picking";
        List<String> group = client.duplicates(io.dqexplorer.sdk.query.DuplicatesQuery.of(dataset))
                .exact().orElseThrow().groups().get(0).clips();
        DatasetEntry warehouse = client.datasets().stream().filter(d -> d.dataset().equals(dataset)).findFirst().orElseThrow();
        robot.interact(() -> feature.open(warehouse));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().startsWith("rows 1–100 of"));

        robot.interact(() -> feature.showClips(group, "Duplicate group 1"));
        Label selection = robot.lookup("#clip-selection").queryAs(Label.class);
        waitUntil(() -> selection.getText().equals("Duplicate group 1: " + group.size() + " clips"));
        waitUntil(() -> range.getText().equals("rows 1–" + group.size() + " of " + group.size()));

        robot.clickOn("#clip-selection-clear");
        waitUntil(() -> range.getText().startsWith("rows 1–100 of"));
    }

    @Test
    void enterFiltersAndClosesTheSuggestionsSoTheNextClickReachesTheTable(FxRobot robot) throws TimeoutException {
        long total = client.clips(ClipQuery.of(KITCHEN).withLimit(0)).total();
        long knives = client.clips(ClipQuery.of(KITCHEN).withTerm("knife").withLimit(0)).total();
        DatasetEntry kitchen = client.datasets().stream().filter(d -> d.dataset().equals(KITCHEN)).findFirst().orElseThrow();
        robot.interact(() -> feature.open(kitchen));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of " + Formats.count(total)));

        robot.clickOn("#clip-term-filter").write("knif");
        waitUntil(ClipsViewTest::suggestionsShowing);
        robot.write("e").type(KeyCode.ENTER);

        waitUntil(() -> range.getText().equals("rows 1–100 of " + Formats.count(knives)));
        assertFalse(suggestionsShowing());
        // longer than the completion's delay: a request for suggestions under way must not reopen them
        WaitForAsyncUtils.sleep(600, TimeUnit.MILLISECONDS);
        assertFalse(suggestionsShowing(), "the suggestions opened again");

        robot.clickOn("#clip-next");
        waitUntil(() -> range.getText().equals("rows 101–200 of " + Formats.count(knives)));
    }

    /** Whether the term filter's completion popup is open. */
    private static boolean suggestionsShowing() {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, () -> Window.getWindows().stream()
                .anyMatch(window -> window instanceof AutoCompletePopup<?> && window.isShowing()));
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
