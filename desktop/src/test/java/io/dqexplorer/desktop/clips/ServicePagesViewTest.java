package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.table.ViewColumns;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.view.ClipTableState;
import io.dqexplorer.sdk.model.ClipRow;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one clip table on the service's pages, in the window: snapshots are fetched only when asked. */
@ExtendWith(ApplicationExtension.class)
class ServicePagesViewTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static TestService service;

    @TempDir
    static Path cache;
    private FxAsyncRunner runner;
    private ClipsTab feature;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @Start
    void start(Stage stage) {
        runner = new FxAsyncRunner();
        Settings settings = new Settings(new InMemoryPreferences());
        settings.rememberSnapshotOnOpen(false);
        ClipWorkspace workspace = new ClipWorkspace(service.client, service.sandbox.demoClient().organizationId(),
                // a folder of each test's own: a snapshot one test fetched is found by the next
                CacheFolder.at(cache.resolve(UUID.randomUUID().toString())), settings);
        feature = new ClipsTab(runner, name -> Optional.empty(), settings, workspace);
        stage.setScene(new Scene((Parent) feature.view(), 1100, 700));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(feature::close);
        runner.close();
    }

    @Test
    void pagesThroughTheDatasetAndFiltersByTermInTheFilterField(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        assertEquals(100, table.getItems().size());

        robot.clickOn("#clip-next");
        waitUntil(() -> range.getText().equals("rows 101–200 of 2,734"));

        robot.clickOn("#ws-filter-field").write("any has \"knife\"").type(KeyCode.ENTER);
        Label filteredTo = robot.lookup("#clip-filtered-to").queryAs(Label.class);
        waitUntil(() -> filteredTo.getText().equals("knife: objects 896 clips"));
        waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
        assertEquals("896 clips · the service's pages", robot.lookup("#ws-count").queryAs(Label.class).getText());
        assertFalse(robot.lookup("#ws-export").queryButton().isDisabled(), "the term's clips export as --term writes them");
    }

    @Test
    void aChipTheServiceCannotAnswerSaysWhyAndFetchingTheSnapshotAnswersIt(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);
        Node pager = robot.lookup("#clip-range").query();

        robot.clickOn("#ws-filter-field").write("distorted_share > 0.02").type(KeyCode.ENTER);
        Label why = robot.lookup("#clip-empty").queryAs(Label.class);
        waitUntil(() -> showing(why)
                && why.getText().equals("The service filters by one term only: this filter is answered by the snapshot"));
        Button fetch = robot.lookup("#clip-fetch-snapshot").queryButton();
        assertTrue(onFx(() -> showing(fetch)));
        assertTrue(robot.lookup("#ws-export").queryButton().isDisabled(), "only the snapshot can write this view");
        assertTrue(onFx(() -> showing(pager)), "the service's pager stays");

        robot.clickOn(fetch);

        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().endsWith(" of 2,734 clips"));
        // the snapshot scrolls, it has no pages; and it answers the filter
        waitUntil(() -> onFx(() -> !showing(pager) && !showing(why)));
    }

    @Test
    void aTermInTheWrongCaseOffersThePublishedOne(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);

        robot.interact(() -> feature.showClipsWithTerm("Knife"));
        Button meant = robot.lookup("#clip-suggested-term").queryButton();
        waitUntil(() -> showing(meant) && meant.getText().equals("Show clips with “knife”"));
        robot.clickOn(meant);

        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
    }

    @Test
    void thePagerStaysPutWhileItsRangeGrowsWider(FxRobot robot) throws TimeoutException {
        open(robot, "fleet-archive");
        Node pageSize = robot.lookup("#clip-page-size").query();
        Node next = robot.lookup("#clip-next").query();
        double before = onFx(() -> laidOutX(pageSize));
        double nextBefore = onFx(() -> laidOutX(next));

        robot.clickOn("#clip-last");
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 199,901–200,000 of 200,000"));

        assertEquals(before, onFx(() -> laidOutX(pageSize)));
        assertEquals(nextBefore, onFx(() -> laidOutX(next)));
    }

    @Test
    void anUnreadableClipsRowIsMarkedAndSaysWhy(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);
        List<ClipRow> clips = service.client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true)
                .withLimit(ClipQuery.MAX_LIMIT)).rows().toList();
        int unreadable = IntStream.range(0, clips.size())
                .filter(i -> clips.get(i).frameQuality().orElseThrow().frames() == 0).findFirst().orElseThrow();
        String clip = clips.get(unreadable).clip();

        // a saved view's place: the page holding the row, the row at the top
        robot.interact(() -> feature.table().restore(new ClipTableState(Filter.ALL, Sort.SERVICE_ORDER,
                ViewColumns.DEFAULTS, Optional.empty(), unreadable)));

        waitUntil(() -> robot.lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .anyMatch(r -> r.getItem() instanceof ClipsRow row && row.clipId().equals(Optional.of(clip))
                        && r.isVisible() && r.getPseudoClassStates().contains(ClipsTable.UNREADABLE)
                        && r.getTooltip() != null && r.getTooltip().getText().startsWith("Unreadable: ")));
    }

    private void open(FxRobot robot, String dataset) throws TimeoutException {
        long total = service.client.unversioned().clips(ClipQuery.of(dataset).withLimit(0)).total();
        robot.interact(() -> feature.open(service.entry(dataset)));
        waitUntil(() -> robot.lookup("#clip-range").tryQuery()
                .map(range -> ((Label) range).getText().equals("rows 1–100 of " + Formats.count(total))).orElse(false));
    }

    /** Where the node is in the pager once the layout caught up with the last change. */
    private double laidOutX(Node node) {
        Parent root = (Parent) feature.view();
        root.applyCss();
        root.layout();
        return node.getLayoutX();
    }

    private static boolean showing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, read);
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(AppHarness.TIMEOUT_SECONDS, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
