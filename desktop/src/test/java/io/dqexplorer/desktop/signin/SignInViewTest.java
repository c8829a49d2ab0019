package io.dqexplorer.desktop.signin;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.RetryNotice;
import io.dqexplorer.desktop.demo.SharedDemoService;
import io.dqexplorer.desktop.testing.QueuedRunner;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sign-in card's Cancel, clicked while an attempt is under way (held by a queued runner). */
@ExtendWith(ApplicationExtension.class)
class SignInViewTest {

    private final QueuedRunner runner = new QueuedRunner();
    private final List<Session> sessions = new ArrayList<>();

    @Start
    void start(Stage stage) {
        RetryNotice retries = new RetryNotice(runner);
        SignInViewModel viewModel = new SignInViewModel(runner, new Settings(new InMemoryPreferences()),
                new SdkClientFactory(), () -> SharedDemoService.of(AppHarness.sharedSandbox()), sessions::add, retries);
        stage.setScene(new Scene(new SignInView(viewModel, retries, new Label()), 800, 600));
        stage.show();
    }

    @AfterEach
    void signOut() {
        sessions.forEach(Session::close);
    }

    @Test
    void cancelShowsOnlyWhileSigningInAndLeavesTheFormReadyWithoutASession(FxRobot robot) {
        Node cancel = robot.lookup("#sign-in-cancel").query();
        Node demo = robot.lookup("#use-demo").query();
        assertFalse(cancel.isVisible(), "nothing to cancel before an attempt");

        robot.clickOn(demo);
        assertTrue(cancel.isVisible());
        assertTrue(demo.isDisabled());

        robot.clickOn(cancel);
        robot.interact(runner::runAll);

        assertFalse(cancel.isVisible());
        assertFalse(demo.isDisabled(), "the form can be sent again");
        assertFalse(robot.lookup("#sign-in-progress").query().isVisible());
        assertEquals(List.of(), sessions, "the cancelled attempt's answer hands on no session");
    }
}
