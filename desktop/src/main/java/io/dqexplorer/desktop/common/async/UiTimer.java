package io.dqexplorer.desktop.common.async;

import javafx.animation.PauseTransition;

import java.time.Duration;

/**
 * Runs an action on the UI thread after a delay. The app uses {@link #fx()}; view-model tests pass
 * their own, which runs the action when the test says the time has come, so that no test sleeps.
 */
@FunctionalInterface
public interface UiTimer {

    /** Runs {@code action} on the UI thread once {@code delay} has passed, unless cancelled first. */
    AsyncRunner.Cancellable after(Duration delay, Runnable action);

    /** A JavaFX animation timer: call and cancel it on the FX thread. */
    static UiTimer fx() {
        return (delay, action) -> {
            PauseTransition pause = new PauseTransition(javafx.util.Duration.millis(delay.toMillis()));
            pause.setOnFinished(e -> action.run());
            pause.play();
            return pause::stop;
        };
    }
}
