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
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sign-in card's Cancel, clicked while an attempt is under way (held by a queued runner), and its first frames. */
@ExtendWith(ApplicationExtension.class)
class SignInViewTest {

    private final QueuedRunner runner = new QueuedRunner();
    private final List<Session> sessions = new ArrayList<>();
    private RetryNotice retries;
    private SignInViewModel viewModel;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        retries = new RetryNotice(runner);
        viewModel = new SignInViewModel(runner, new Settings(new InMemoryPreferences()),
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

    @Test
    void theFieldsAndThenTheButtonsArePaintedEachAFrameAfterTheTitle(FxRobot robot) throws TimeoutException {
        List<String> frames = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            SignInView view = new SignInView(viewModel, retries, new Label());
            Scene scene = stage.getScene();
            scene.addPostLayoutPulseListener(() -> {
                // in the scroll pane's content, which its skin puts in the scene in the view's first frame
                Node fields = view.lookup("#service-url").getParent();
                Node buttons = view.lookup("#sign-in").getParent();
                String frame = "fields " + fields.getOpacity() + ", buttons " + buttons.getOpacity();
                if (frames.isEmpty() || !frames.get(frames.size() - 1).equals(frame)) {
                    frames.add(frame);
                }
            });
            scene.setRoot(view);
        });

        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> frames.size() == 3);
        // in one frame with the title the card took 110-125 ms, the first painting of text, icons and rounded corners
        assertEquals(List.of("fields 0.0, buttons 0.0", "fields 1.0, buttons 0.0", "fields 1.0, buttons 1.0"),
                List.copyOf(frames));
    }
}
