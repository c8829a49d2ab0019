package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.CompletionPopups;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The theme switch restyles every window the app shows: the main one, another stage, popups. */
@ExtendWith(ApplicationExtension.class)
class ThemeSwitchTest {

    /** Primer's -color-fg-default, which a label's text takes. */
    private static final Color LIGHT_TEXT = Color.web("#24292f");
    private static final Color DARK_TEXT = Color.web("#c9d1d9");

    private ThemeSwitch theme;
    private Stage stage;
    private Label label;
    private Tooltip tooltip;
    private ContextMenu menu;
    private Stage other;
    private AutoCompletionBinding<String> completion;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        theme = new ThemeSwitch(new Settings(new InMemoryPreferences()), SystemTheme.NONE, new CurrentThreadRunner());
        label = new Label("a label");
        Scene scene = new Scene(new VBox(label), 400, 300);
        theme.style(scene);
        stage.setScene(scene);
        stage.show();
        tooltip = new Tooltip("a tooltip");
        menu = new ContextMenu(new MenuItem("an item"));
    }

    @AfterEach
    void closeTheOthers() {
        fx(() -> {
            tooltip.hide();
            if (completion != null) {
                completion.dispose();
            }
            menu.hide();
            if (other != null) {
                other.close();
            }
            theme.darkProperty().set(false);
            return null;
        });
    }

    @Test
    void darkMarksTheRootOfEveryOpenWindowAndPopupAndTheirColoursTurnDarkThenLightAgain() {
        fx(() -> {
            other = new Stage();
            other.initOwner(stage);
            other.setScene(new Scene(new StackPane(new Label("another window")), 200, 100));
            other.show();
            tooltip.show(stage, stage.getX() + 10, stage.getY() + 10);
            menu.show(label, stage.getX() + 50, stage.getY() + 50);
            return null;
        });
        assertEquals(LIGHT_TEXT, textOf(label));

        fx(() -> {
            theme.darkProperty().set(true);
            return null;
        });

        assertTrue(fx(() -> Window.getWindows().size() >= 4), "the main window, the other one, the tooltip and the menu");
        for (Window window : fx(() -> List.copyOf(Window.getWindows()))) {
            assertTrue(fx(() -> DarkLayer.marks(window.getScene().getRoot())), window::toString);
        }
        assertEquals(DARK_TEXT, textOf(label));
        assertEquals(DARK_TEXT, textOf((Label) fx(() -> other.getScene().getRoot().lookup(".label"))));
        assertEquals(DARK_TEXT, textOf(tooltipLabel()));
        assertEquals(DARK_TEXT, textOf((Label) fx(() -> menu.getSkin().getNode().lookup(".menu-item > .label"))));
        // one of Primer Dark's declarations besides its colours: a wider shadow under a tooltip
        assertEquals(8, fx(() -> ((DropShadow) tooltipLabel().getEffect()).getRadius()));

        fx(() -> {
            theme.darkProperty().set(false);
            return null;
        });

        for (Window window : fx(() -> List.copyOf(Window.getWindows()))) {
            assertFalse(fx(() -> DarkLayer.marks(window.getScene().getRoot())), window::toString);
        }
        assertEquals(LIGHT_TEXT, textOf(label));
        assertEquals(LIGHT_TEXT, textOf(tooltipLabel()));
        assertEquals(6, fx(() -> ((DropShadow) tooltipLabel().getEffect()).getRadius()));
    }

    @Test
    void aWindowShownWhileTheThemeIsDarkAndANewRootOfAShownOneAreDarkFromTheStart() {
        fx(() -> {
            theme.darkProperty().set(true);
            other = new Stage();
            other.setScene(new Scene(new StackPane(new Label("shown later")), 200, 100));
            other.show();
            stage.getScene().setRoot(new VBox(label));
            return null;
        });

        assertEquals(DARK_TEXT, textOf((Label) fx(() -> other.getScene().getRoot().lookup(".label"))));
        assertEquals(DARK_TEXT, textOf(label));
    }

    @Test
    void theCompletionPopupOfAFieldIsDarkToo(FxRobot robot) throws TimeoutException {
        TextField field = fx(() -> {
            TextField made = new TextField();
            made.setId("completed");
            ((VBox) stage.getScene().getRoot()).getChildren().add(made);
            completion = CompletionPopups.themed(TextFields.bindAutoCompletion(made, List.of("pan", "pantry")));
            theme.darkProperty().set(true);
            return made;
        });

        robot.clickOn(field).write("pa");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> completion.getAutoCompletionPopup().isShowing());

        Region list = fx(() -> (Region) completion.getAutoCompletionPopup().getSkin().getNode());
        Paint background = fx(() -> {
            list.applyCss();
            List<BackgroundFill> fills = list.getBackground().getFills();
            return fills.get(fills.size() - 1).getFill();
        });
        assertEquals(Color.web("#0d1117"), background, "Primer Dark's -color-bg-default");
    }

    private Label tooltipLabel() {
        return fx(() -> (Label) tooltip.getSkin().getNode());
    }

    /** The text colour once the stylesheets have been applied, as the next frame would paint it. */
    private static Paint textOf(Label shown) {
        return fx(() -> {
            shown.applyCss();
            return shown.getTextFill();
        });
    }

    private static <T> T fx(Callable<T> action) {
        try {
            return WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, WaitForAsyncUtils.asyncFx(action));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aThemeNeverChosenFollowsTheSystemsAnswerWithoutRememberingItAsAChoice() {
        Settings settings = new Settings(new InMemoryPreferences());
        HeldRunner runner = new HeldRunner();
        ThemeSwitch followed = fx(() -> new ThemeSwitch(settings, () -> Optional.of(true), runner));
        assertFalse(fx(() -> followed.darkProperty().get()), "light until the platform answers");
        fx(runner::answer);
        assertTrue(fx(() -> followed.darkProperty().get()));
        assertTrue(fx(() -> DarkLayer.marks(stage.getScene().getRoot())), "the whole app turned dark");
        assertEquals(Optional.empty(), settings.chosenDarkTheme(), "the platform is asked again at the next launch");
        fx(() -> {
            followed.darkProperty().set(false);
            return null;
        });
    }

    @Test
    void aChosenThemeIsShownAgainOnTheSamePreferencesAndThePlatformIsNotAsked() {
        InMemoryPreferences preferences = new InMemoryPreferences();
        fx(() -> {
            new ThemeSwitch(new Settings(preferences), SystemTheme.NONE, new CurrentThreadRunner()).choose(true);
            return null;
        });
        HeldRunner runner = new HeldRunner();
        ThemeSwitch nextLaunch = fx(() -> new ThemeSwitch(new Settings(preferences), () -> Optional.of(false), runner));
        assertTrue(fx(() -> nextLaunch.darkProperty().get()), "dark from the first frame");
        assertFalse(runner.held(), "a chosen theme is the user's, whatever the platform prefers");
        assertEquals(Optional.of(true), new Settings(preferences).chosenDarkTheme());
        fx(() -> {
            nextLaunch.darkProperty().set(false);
            return null;
        });
    }

    @Test
    void aChoiceMadeBeforeThePlatformAnswersIsNotUndoneByTheAnswer() {
        Settings settings = new Settings(new InMemoryPreferences());
        HeldRunner runner = new HeldRunner();
        ThemeSwitch slow = fx(() -> new ThemeSwitch(settings, () -> Optional.of(true), runner));
        fx(() -> {
            slow.choose(false);
            runner.answer();
            return null;
        });
        assertFalse(fx(() -> slow.darkProperty().get()), "light, as chosen");
        assertEquals(Optional.of(false), settings.chosenDarkTheme());
    }

    /** Holds the platform's question until the test answers it, on the UI thread. */
    private static final class HeldRunner implements AsyncRunner {
        private Runnable question;

        @Override
        public <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
            question = () -> {
                try {
                    onSuccess.accept(work.call());
                } catch (Exception e) {
                    onFailure.accept(e);
                }
            };
            return () -> question = null;
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }

        boolean held() {
            return question != null;
        }

        Void answer() {
            question.run();
            return null;
        }
    }
}
