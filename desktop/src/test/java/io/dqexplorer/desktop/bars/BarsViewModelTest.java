package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.bars.BarsBook;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.Condition;
import io.dqexplorer.workspace.bars.FigureCatalogue;
import io.dqexplorer.workspace.bars.Outcome;
import io.dqexplorer.workspace.bars.Subsets;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The Bars view's checks against a sandbox of the test's own over HTTP and a history file of the test's own, the
 * background work run when the test says: a check superseded by a newer one once it has kept its outcomes.
 */
@ExtendWith(SandboxExtension.class)
class BarsViewModelTest {

    private static final String KITCHEN = "kitchen-egocentric";

    @TempDir
    Path folder;
    private TestService service;
    private SessionHistory history;
    private final QueuedRunner runner = new QueuedRunner();
    /** Every message the status bar showed, in order; its timer never clears one. */
    private final List<String> said = new ArrayList<>();
    private BarsBook book;
    private BarsViewModel model;

    @BeforeEach
    void start(Sandbox sandbox) {
        service = new TestService(sandbox);
        history = new SessionHistory(new MeasurementHistory(folder.resolve("history.duckdb"), Clock.systemUTC()),
                new HistoryKey(sandbox.serviceUrl().toString(), sandbox.demoClient().organizationId()));
        StatusMessage status = new StatusMessage((delay, action) -> () -> { });
        status.textProperty().addListener((obs, was, now) -> said.add(now));
        Subsets noClips = (dataset, filter) -> {
            throw new AssertionError("no clips figure is checked here");
        };
        BarsChecker checker = new BarsChecker(service.client, history, () -> noClips, runner, status, Clock.systemUTC());
        // no config folder: the bars live for the test only
        book = new BarsBook(Optional.empty(), Optional.empty(), runner);
        book.load(() -> { });
        model = new BarsViewModel(book, checker, runner);
        model.open(service.entry(KITCHEN));
    }

    @AfterEach
    void stop() {
        service.close();
    }

    @Test
    void aCheckSupersededAfterItKeptAChangedOutcomeStillAnnouncesItOnce() {
        VideoCharacteristics video = service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        double blurry = video.defect(Defect.BLURRY).orElseThrow().percent();
        Bar breached = blurryFailing("> " + (blurry - 1));
        book.add(breached);
        runner.runAll();
        assertEquals(List.of(Optional.of(Outcome.BREACHED)), outcomesShown());
        assertEquals(List.of(), said, "a first outcome is no change");

        Bar holding = blurryFailing("> " + (blurry + 1));
        book.replace(breached, holding);
        // the file written: the bars change, and the view's check of the edited bar is under way
        runner.runNext();
        // "Check again" pressed meanwhile: the newer check supersedes it
        model.refresh();
        runner.runNext();
        assertEquals(List.of(Optional.empty()), outcomesShown(), "the superseded check's rows are dropped");
        runner.runNext();

        assertEquals(List.of(Optional.of(Outcome.HOLDS)), outcomesShown());
        assertEquals(List.of(Outcome.BREACHED, Outcome.HOLDS), new BarOutcomes(history.history())
                .list(history.key(), "Blurry footage", KITCHEN).stream().map(BarOutcomes.Kept::outcome).toList());
        assertEquals(List.of("Your bar “Blurry footage” on kitchen-egocentric: breached → holds (measurement "
                + MeasurementStamp.shorten(video.videoCharacteristics()) + ")"), said);
    }

    private static Bar blurryFailing(String condition) {
        return new Bar("Blurry footage", KITCHEN, FigureCatalogue.find("video.blurry.percent").orElseThrow(), "",
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(Condition.parse(condition)), 1);
    }

    private List<Optional<Outcome>> outcomesShown() {
        return model.rows().stream().map(BarRow::outcome).toList();
    }
}
