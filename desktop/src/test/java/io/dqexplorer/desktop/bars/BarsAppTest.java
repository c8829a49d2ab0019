package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.common.bars.BarsBook;
import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.ConfigFolder;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.BarsFile;
import io.dqexplorer.workspace.bars.BarsFileException;
import io.dqexplorer.workspace.bars.BarsYaml;
import io.dqexplorer.workspace.bars.Condition;
import io.dqexplorer.workspace.bars.FigureCatalogue;
import io.dqexplorer.workspace.bars.FigureHistory;
import io.dqexplorer.workspace.bars.Outcome;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import static io.dqexplorer.desktop.bars.BarsApp.KITCHEN;
import static io.dqexplorer.desktop.bars.BarsApp.datasetText;
import static io.dqexplorer.desktop.bars.BarsApp.editorWindow;
import static io.dqexplorer.desktop.bars.BarsApp.field;
import static io.dqexplorer.desktop.bars.BarsApp.figureBox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analyst's bars through the whole app, on a sandbox of the test's own over HTTP and the app's own data
 * folder (its DuckDB history, its bars file): the Bars tab and its editor write the bars file, a bars file that
 * does not read is refused at its line and column, a defect card marks its bar in words, and a re-measure
 * announces the bar whose outcome changed.
 */
@ExtendWith(ApplicationExtension.class)
@ExtendWith(SandboxExtension.class)
class BarsAppTest {

    private final BarsApp fixture = new BarsApp();
    private AppHarness app;

    @Start
    void start(Stage stage) {
        fixture.onStage(stage);
    }

    @BeforeEach
    void startService(Sandbox sandbox) throws IOException {
        fixture.startService(sandbox);
    }

    @AfterEach
    void stop() {
        fixture.stop();
    }

    @Test
    void aBarAddedEditedAndDeletedInTheBarsTabIsKeptInTheBarsFileAndCheckedOnTheDataset(FxRobot robot) throws Exception {
        double blurry = fixture.blurryPercent();
        Node editor = blurryBarAdded(robot);
        // breached: the bar sits below the service's figure
        robot.clickOn(field(editor, "#bar-editor-fail")).write("> " + (blurry - 1));
        robot.clickOn(editor.lookup("#bar-editor-ok"));

        app.waitUntil(() -> Files.exists(fixture.barsFile) && !fixture.barsInFile().isEmpty());
        Bar kept = fixture.barsInFile().get(0);
        assertEquals("Blurry footage", kept.name());
        assertEquals(KITCHEN, kept.dataset(), "the editor opens on the dataset shown");
        assertEquals(Condition.parse("> " + (blurry - 1)), kept.fail().orElseThrow());
        TableView<BarRow> table = app.lookup("#bars-table");
        app.waitUntil(() -> table.getItems().size() == 1 && table.getItems().get(0).outcome().isPresent());
        BarRow row = app.onFx(() -> table.getItems().get(0));
        assertEquals(Optional.of(Outcome.BREACHED), row.outcome());
        assertEquals("breached", row.outcomeText());
        assertEquals(blurry, row.result().orElseThrow().value().getAsDouble(), "the value as the service gave it");
        // the history line: the measurement the check read, as the history kept it
        assertEquals(row.result().orElseThrow().token(), row.history().get(row.history().size() - 1).token());
        assertEquals(blurry, row.history().get(row.history().size() - 1).value().getAsDouble());

        fixture.pressOnFirstBar(robot, "#bars-edit");
        Node edited = fixture.editor();
        TextField fail = field(edited, "#bar-editor-fail");
        robot.doubleClickOn(fail).eraseText(fail.getText().length()).write("> " + (blurry + 1));
        robot.clickOn(edited.lookup("#bar-editor-ok"));
        app.waitUntil(() -> fixture.barsInFile().get(0).fail().orElseThrow()
                .equals(Condition.parse("> " + (blurry + 1))));
        // said by whichever of the view's checks kept the new outcome, before the status bar clears itself
        Label status = app.lookup("#status-message");
        app.waitUntil(() -> status.getText().startsWith("Your bar “Blurry footage” on kitchen-egocentric: breached → holds"));
        app.waitUntil(() -> table.getItems().size() == 1
                && table.getItems().get(0).outcome().equals(Optional.of(Outcome.HOLDS)));

        fixture.pressOnFirstBar(robot, "#bars-delete");
        app.waitUntil(() -> fixture.barsInFile().isEmpty() && table.getItems().isEmpty());
    }

    /** The app on kitchen's Bars tab, its editor of a bar added, "Blurry footage" on the blurry percent. */
    private Node blurryBarAdded(FxRobot robot) {
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(BarsTab.TITLE);
        robot.clickOn("#bars-add");
        Node editor = fixture.editor();
        robot.clickOn(field(editor, "#bar-editor-name")).write("Blurry footage");
        app.onFx(() -> {
            figureBox(editor).setValue(FigureCatalogue.find("video.blurry.percent").orElseThrow());
            return null;
        });
        return editor;
    }

    @Test
    void theBarsFileAnEarlierVersionKeptInTheDataFolderIsCarriedOverToTheConfigFolderAndLeftWhereItWas(FxRobot robot)
            throws Exception {
        String earlier = "# kept by an earlier version\nbars:\n  - name: Frozen footage\n    dataset: \"*\"\n"
                + "    figure: video.frozen.percent\n    fail: \"> 10\"\n";
        Files.writeString(fixture.barsFile, earlier, StandardCharsets.UTF_8);
        Path config = fixture.data.resolveSibling("config");
        app = fixture.startApp(Map.of(ConfigFolder.VARIABLE, config.toString()));
        app.signInWithDemo().openDataset(KITCHEN).selectTab(BarsTab.TITLE);

        TableView<BarRow> table = app.lookup("#bars-table");
        app.waitUntil(() -> table.getItems().size() == 1 && table.getItems().get(0).outcome().isPresent());
        assertEquals("Frozen footage", app.onFx(() -> table.getItems().get(0).bar().name()));
        Path carried = config.resolve(BarsBook.FILE_NAME);
        assertEquals(earlier, Files.readString(carried, StandardCharsets.UTF_8), "copied as it was, comments kept");
        assertEquals(earlier, Files.readString(fixture.barsFile, StandardCharsets.UTF_8),
                "the earlier file is left alone");

        // a change goes to the config folder's file only
        fixture.pressOnFirstBar(robot, "#bars-delete");
        app.waitUntil(() -> BarsFile.read(carried).isEmpty());
        assertEquals(earlier, Files.readString(fixture.barsFile, StandardCharsets.UTF_8));
    }

    @Test
    void aConditionThatDoesNotReadIsSaidOfItsFieldAndNothingIsWritten(FxRobot robot) {
        Node editor = blurryBarAdded(robot);
        robot.clickOn(field(editor, "#bar-editor-warn")).write(">> 5");
        robot.clickOn(editor.lookup("#bar-editor-ok"));

        Label error = (Label) editor.lookup("#bar-editor-error");
        app.waitUntil(() -> !error.getText().isEmpty());
        assertTrue(error.getText().startsWith("Warns when: '>> 5' does not read: a condition is one of"), error.getText());
        assertTrue(app.onFx(() -> editor.getScene().getWindow().isShowing()), "the editor stays open to correct it");
        assertFalse(Files.exists(fixture.barsFile));

        robot.push(KeyCode.ESCAPE);
        app.waitUntil(() -> editorWindow().isEmpty());
        assertFalse(Files.exists(fixture.barsFile), "a cancelled editor writes nothing");
    }

    @Test
    void aBarsFileOpenedIsRefusedAtItsLineAndColumnOrTakenAsTheAppsAndSavedAsAnother(FxRobot robot) throws Exception {
        Path bad = fixture.data.resolve("bad.yaml");
        Files.writeString(bad, "bars:\n  - name: Blurry\n    dataset: kitchen-egocentric\n    figure: video.blurry.percnt\n"
                + "    warn: \"> 5\"\n", StandardCharsets.UTF_8);
        BarsFileException refusal = assertThrows(BarsFileException.class, () -> BarsFile.read(bad));
        Path good = fixture.data.resolve("shared.yaml");
        Files.writeString(good, "bars:\n  - name: Frozen\n    dataset: \"*\"\n    figure: video.frozen.percent\n"
                + "    fail: \"> 10\"\n", StandardCharsets.UTF_8);
        Path savedAs = fixture.data.resolve("mine.yaml");
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(BarsTab.TITLE);

        fixture.answers.add(bad);
        robot.clickOn("#bars-open");
        Label note = app.lookup("#bars-note");
        app.waitUntil(() -> !note.getText().isEmpty());
        assertEquals(refusal.getMessage(), note.getText());
        assertTrue(note.getText().contains("bad.yaml:4:13: unknown figure 'video.blurry.percnt'"), note.getText());
        assertFalse(Files.exists(fixture.barsFile), "the app's bars are as they were");

        fixture.answers.add(good);
        robot.clickOn("#bars-open");
        app.waitUntil(() -> Files.exists(fixture.barsFile));
        assertEquals(List.of("Frozen"), fixture.barsInFile().stream().map(Bar::name).toList());
        TableView<BarRow> table = app.lookup("#bars-table");
        app.waitUntil(() -> table.getItems().size() == 1 && table.getItems().get(0).outcome().isPresent());

        fixture.answers.add(savedAs);
        robot.clickOn("#bars-save-as");
        app.waitUntil(() -> Files.exists(savedAs) && note.getText().startsWith("Saved"));
        assertEquals(BarsYaml.of(fixture.barsInFile()), Files.readString(savedAs));
        assertEquals("Saved 1 bar to " + savedAs.toAbsolutePath().normalize() + ".", note.getText());
    }

    @Test
    void aDefectCardMarksItsBarsInWordsAndOffersToSetOneFilledIn(FxRobot robot) throws Exception {
        double blurry = fixture.blurryPercent();
        fixture.writeBars("""
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> %s"
                  - name: Frozen
                    dataset: "*"
                    figure: video.frozen.percent
                    warn: "> 100"
                """.formatted(blurry - 1));
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");

        Node blurryCard = app.lookup("#defect-blurry-card");
        app.waitUntil(() -> blurryCard.lookup(".bar-mark") != null);
        Label mark = (Label) blurryCard.lookup(".bar-mark");
        assertEquals("your bar: breached", mark.getText());
        assertTrue(mark.getStyleClass().contains("bar-outcome-breached"), "in colour as well as in words");
        assertEquals("Your bar “Blurry footage”: breached " + Condition.parse("> " + (blurry - 1)).text(),
                mark.getTooltip().getText());
        Label frozen = (Label) app.lookup("#defect-frozen-card").lookup(".bar-mark");
        assertEquals("your bar: holds", frozen.getText());
        assertTrue(app.onFx(() -> app.lookup("#defect-black-card").lookup(".bar-mark") == null), "no bar on black");

        Node editor = fixture.editorByMenuOn(robot, blurryCard);
        assertEquals("video.blurry.percent", app.onFx(() -> figureBox(editor).getValue().path()));
        assertEquals(KITCHEN, app.onFx(() -> datasetText(editor)));
        robot.push(KeyCode.ESCAPE);
        app.waitUntil(() -> editorWindow().isEmpty());

        Node unstable = app.lookup("#defect-unstable-card");
        robot.clickOn(unstable);
        robot.push(KeyCode.CONTROL, KeyCode.B);
        Node byKey = fixture.editor();
        assertEquals("video.unstable.percent", app.onFx(() -> figureBox(byKey).getValue().path()));
    }

    @Test
    void aSummaryCardOfTheClipsSetsABarOnItsFigureWithTheViewsFilter(FxRobot robot) {
        app = fixture.startApp();
        new Settings(app.preferences()).rememberSnapshotOnOpen(true);
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Clips");
        app.waitUntil(() -> app.scene().lookup("#ws-summary-3") != null);
        String knife = "objects has \"knife\"";
        robot.clickOn("#ws-filter-field").write(knife).type(KeyCode.ENTER);
        // the cards are made again for the filtered clips: their count is then a part of the whole's
        app.waitUntil(() -> {
            Node clips = app.scene().lookup("#ws-summary-0");
            return clips != null && !((Label) clips).getText().equals(noteOf(clips).replaceAll("whole (\\S+) .*", "$1"));
        });

        Node usable = app.lookup("#ws-summary-3").getParent();
        // the card takes the focus as Tab gives it (a click may land beside a card the folded pane cuts)
        robot.interact(usable::requestFocus);
        app.waitUntil(usable::isFocused);
        robot.push(KeyCode.CONTROL, KeyCode.B);
        Node editor = fixture.editor();
        assertEquals("clips.usable_share", app.onFx(() -> figureBox(editor).getValue().path()));
        assertEquals(KITCHEN, app.onFx(() -> datasetText(editor)));
        assertEquals(knife, app.onFx(() -> field(editor, "#bar-editor-filter").getText()));
        robot.clickOn(field(editor, "#bar-editor-name")).write("Knife clips keep their frames usable");
        robot.clickOn(field(editor, "#bar-editor-fail")).write("< 0.9");
        robot.clickOn(editor.lookup("#bar-editor-ok"));
        app.waitUntil(() -> editorWindow().isEmpty() && Files.exists(fixture.barsFile));

        Bar kept = fixture.barsInFile().get(0);
        assertEquals("clips.usable_share", kept.figure().path());
        assertEquals(knife, kept.filterText());
        assertEquals(KITCHEN, kept.dataset());
    }

    /** The line under a summary card's figure: "whole 800 · 18.75 % of all". */
    private static String noteOf(Node figure) {
        List<Node> lines = figure.getParent().getChildrenUnmodifiable();
        return ((Label) lines.get(lines.size() - 1)).getText();
    }

    @Test
    void theReportOfTheDatasetListsYourBarsOnItCheckedAsTheTabChecksThem(FxRobot robot) throws Exception {
        double blurry = fixture.blurryPercent();
        fixture.writeBars("""
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> %s"
                  - name: Elsewhere
                    dataset: field-robotics
                    figure: video.blurry.percent
                    warn: "> 1"
                """.formatted(blurry - 1));
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(BarsTab.TITLE);
        TableView<BarRow> table = app.lookup("#bars-table");
        app.waitUntil(() -> table.getItems().size() == 2 && table.getItems().get(0).outcome().isPresent());

        Document page = report(robot);
        assertEquals(1, page.select("#bars tbody tr").size(), "the bar on another dataset is not this report's");
        assertEquals("Blurry footage", page.selectFirst("[data-figure=bars.0.name]").text());
        assertEquals("breached", page.selectFirst("[data-figure=bars.0.outcome]").text());
        assertEquals(app.onFx(() -> table.getItems().get(0).conditionText()).replace(" percent", ""),
                page.selectFirst("[data-figure=bars.0.bar]").text());
        assertEquals(BarsBook.FILE_NAME, page.selectFirst("[data-figure=bars.file]").text());
    }

    @Test
    void aClipsBarIsCheckedOnTheSnapshotKeptOnThisMachineInTheBarsTabAndTheReportWithoutTheClipsTab(FxRobot robot)
            throws Exception {
        long knives = knifeClipsOfAKeptSnapshot();
        fixture.writeBars("""
                  - name: Knife clips
                    dataset: kitchen-egocentric
                    filter: 'objects has "knife"'
                    figure: clips.count
                    warn: "< %s"
                """.formatted(knives + 1));
        app = fixture.startApp();
        // the Clips tab is never opened: the snapshot is read from the cache for the bar
        app.signInWithDemo().openDataset(KITCHEN).selectTab(BarsTab.TITLE);
        TableView<BarRow> table = app.lookup("#bars-table");
        app.waitUntil(() -> table.getItems().size() == 1 && table.getItems().get(0).outcome().isPresent());
        BarRow row = app.onFx(() -> table.getItems().get(0));
        assertEquals(Optional.of(Outcome.WARNS), row.outcome(), row.result().toString());
        assertEquals(knives, row.result().orElseThrow().value().getAsDouble());
        // a subset figure's history line: the values its checks kept, one a measurement
        assertEquals(List.of(OptionalDouble.of(knives)), row.history().stream().map(FigureHistory.Point::value).toList());

        Document page = report(robot);
        assertEquals("warns", page.selectFirst("[data-figure=bars.0.outcome]").text());
        assertTrue(page.selectFirst("[data-figure=bars.0.figure]").text().contains(String.format("%,d", knives)),
                page.selectFirst("[data-figure=bars.0.figure]").text());
    }

    /** The report Ctrl+R writes of the dataset open, once the app says it is written. */
    private Document report(FxRobot robot) throws IOException {
        Path report = fixture.data.resolve("report.html");
        fixture.answers.add(report);
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        Label message = app.lookup("#report-message");
        app.waitUntil(() -> message.isVisible() && message.getText().contains("written to"));
        return Jsoup.parse(Files.readString(report, StandardCharsets.UTF_8));
    }

    /** Kitchen's snapshot fetched into the app's cache before it starts; its knife clips counted by plain SQL. */
    private long knifeClipsOfAKeptSnapshot() throws Exception {
        CacheFolder cache = CacheFolder.fromEnvironment(fixture.folders);
        WorkspaceDatabase database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("128MB", 1), cache.temporary());
        SnapshotKey key = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, KITCHEN);
        new SnapshotFetch(fixture.service().client, cache, database, 2).fetch(key, (rows, total) -> { }, () -> false);
        try (Snapshot kept = new SnapshotStore(cache, database).open(key).orElseThrow();
             PreparedStatement count = kept.connection().prepareStatement(
                     "SELECT count(*) FROM clips WHERE list_contains(objects, ?)")) {
            count.setString(1, "knife");
            try (ResultSet result = count.executeQuery()) {
                result.next();
                long knives = result.getLong(1);
                assertTrue(knives > 0, "kitchen has knife clips");
                return knives;
            }
        }
    }

    @Test
    void aRemeasureAnnouncesOnceTheBarWhoseOutcomeChangedAndTheHistoryKeepsEachOutcome(FxRobot robot) throws Exception {
        fixture.writeBars("""
                  - name: Blurry no worse
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    against: previous
                    fail: "> 0.5"
                """);
        String first = fixture.videoToken();
        app = fixture.startApp();
        app.signInWithDemo();
        BarOutcomes outcomes = fixture.outcomes();
        HistoryKey key = app.onFx(() -> app.context().session().orElseThrow().historyKey());
        // the sign-in's check: nothing earlier to compare with yet
        app.waitUntil(() -> outcomes.list(key, "Blurry no worse", KITCHEN).size() == 1);
        assertEquals(Outcome.NOT_MEASURED, outcomes.list(key, "Blurry no worse", KITCHEN).get(0).outcome());
        assertEquals(first, outcomes.list(key, "Blurry no worse", KITCHEN).get(0).token());

        app.openDataset(KITCHEN).selectTab(BarsTab.TITLE);
        TableView<BarRow> table = app.lookup("#bars-table");
        app.waitUntil(() -> table.getItems().size() == 1
                && table.getItems().get(0).outcome().equals(Optional.of(Outcome.NOT_MEASURED)));
        robot.clickOn("#demo-remeasure");
        Label status = app.lookup("#status-message");
        app.waitUntil(() -> status.getText().startsWith("Your bar “Blurry no worse”"));
        String second = fixture.videoToken();
        assertEquals("Your bar “Blurry no worse” on kitchen-egocentric: not measured → holds (measurement "
                + MeasurementStamp.shorten(second) + ")", status.getText());
        List<BarOutcomes.Kept> kept = outcomes.list(key, "Blurry no worse", KITCHEN);
        assertEquals(List.of(Outcome.NOT_MEASURED, Outcome.HOLDS), kept.stream().map(BarOutcomes.Kept::outcome).toList());
        assertEquals(second, kept.get(1).token());
        // the Bars tab open on the dataset shows the new outcome without being asked to check again
        app.waitUntil(() -> table.getItems().size() == 1
                && table.getItems().get(0).outcome().equals(Optional.of(Outcome.HOLDS)));
    }
}
