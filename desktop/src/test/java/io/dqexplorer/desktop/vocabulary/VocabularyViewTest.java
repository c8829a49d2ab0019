package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.CutLabels;
import io.dqexplorer.desktop.testing.RecordingNavigator;
import io.dqexplorer.desktop.testing.SizedWindow;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

@ExtendWith(ApplicationExtension.class)
class VocabularyViewTest {

    private static final TestService service = TestService.shared();
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final RecordingNavigator navigator = new RecordingNavigator();
    private final SizedWindow sized = new SizedWindow();
    private VocabularyTab feature;

    @Start
    void start(Stage stage) {
        feature = new VocabularyTab(service.client, runner, navigator, Optional.empty());
        stage.setScene(new Scene((Parent) feature.view(), 1000, 800));
        stage.show();
    }

    @Test
    void kitchenEgocentricShowsEachSectionsCountsAndTermsAndATermOpensItsClips(FxRobot robot) throws TimeoutException {
        UnversionedVocabulary counted = service.client.unversioned().vocabulary(VocabularyQuery.of("kitchen-egocentric"));
        Vocabulary versioned = service.client.versioned().vocabulary(
                VocabularyQuery.of("kitchen-egocentric").withVocabulary(counted.vocabulary()));
        Vocabulary.Section objects = versioned.sections().stream()
                .filter(s -> s.section().equals("objects")).findFirst().orElseThrow();
        var entry = service.entry("kitchen-egocentric");

        robot.interact(() -> feature.open(entry));
        TableView<?> terms = robot.lookup("#vocabulary-terms-table").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !terms.getItems().isEmpty());
        robot.clickOn("#vocabulary-section-objects");

        assertEquals(Formats.count(objects.distinctTerms().orElseThrow()),
                robot.lookup("#vocabulary-distinct-terms").queryAs(Label.class).getText());
        assertEquals(Formats.count(objects.sizeAdjustedDistinctTerms().orElseThrow()),
                robot.lookup("#vocabulary-size-adjusted-terms").queryAs(Label.class).getText());
        assertEquals(objects.tiers().size(),
                robot.lookup("#vocabulary-tiers-table").queryAs(TableView.class).getItems().size());
        assertEquals(objects.terms().size(), terms.getItems().size());

        robot.interact(() -> terms.getSelectionModel().select(0));
        robot.clickOn("#vocabulary-show-clips");

        assertEquals(List.of("term " + ((TermRow) terms.getItems().get(0)).term()), navigator.opened());
    }

    @Test
    void sectionNamesFromTheServiceAreShownAsTheyAreNotReadAsMnemonics(FxRobot robot) throws TimeoutException {
        var entry = service.entry("kitchen-egocentric");

        robot.interact(() -> feature.open(entry));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> robot.lookup("#vocabulary-section-objects").tryQuery().isPresent());

        List<ToggleButton> sections = robot.lookup("#vocabulary-sections").queryAs(HBox.class).getChildren().stream()
                .map(ToggleButton.class::cast).toList();
        assertFalse(sections.isEmpty());
        sections.forEach(button -> assertFalse(button.isMnemonicParsing(), button.getText()));
        assertFalse(robot.lookup("#vocabulary-untiered").queryAs(Label.class).isMnemonicParsing());
    }

    @Test
    void noTermTierOrFigureIsCutInTheTabOfASmallOrALargeWindow(FxRobot robot) throws Exception {
        var entry = service.entry("kitchen-egocentric");
        robot.interact(() -> feature.open(entry));
        TableView<?> terms = robot.lookup("#vocabulary-terms-table").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !terms.getItems().isEmpty());

        // the tab's room in a 1440 x 900 window and in a 1024 x 700 one
        for (double[] size : new double[][] {{1130, 770}, {760, 560}}) {
            robot.interact(() -> sized.show((Parent) feature.view(), size[0], size[1]));
            WaitForAsyncUtils.waitForFxEvents();
            // a long list of spellings or example terms may end in an ellipsis in a narrow window; nothing else may
            List<String> spellings = Stream.concat(
                    terms.getItems().stream().map(t -> ((TermRow) t).spellingsText()),
                    robot.lookup("#vocabulary-tiers-table").queryAs(TableView.class).getItems().stream()
                            .map(t -> ((TierRow) t).examples())).toList();
            List<String> cut = WaitForAsyncUtils.asyncFx(() -> CutLabels.under(feature.view())).get().stream()
                    .filter(found -> spellings.stream().noneMatch(s -> found.startsWith(s + " → "))).toList();
            assertEquals(List.of(), cut, "cut at " + size[0] + " x " + size[1]);
        }
    }

    @AfterEach
    void closeSizedWindow(FxRobot robot) {
        robot.interact(sized::close);
    }
}
