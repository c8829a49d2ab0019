package io.dqexplorer.desktop.common.async;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.OverloadedException;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.time.Duration;

/**
 * Turns the SDK's retries into a notice the window can show ("The service is busy: retrying in 3 s"),
 * so that a slow answer reads as the client waiting on purpose, not as the app hanging.
 * The SDK calls it on a worker thread; the notice changes on the UI thread.
 */
public final class RetryNotice implements RetryListener {

    private final AsyncRunner runner;
    private final ReadOnlyObjectWrapper<Retry> latest = new ReadOnlyObjectWrapper<>(this, "latest");

    public RetryNotice(AsyncRunner runner) {
        this.runner = runner;
    }

    @Override
    public void retrying(int nextAttempt, int maxAttempts, Duration delay, DqException cause) {
        String reason = cause instanceof OverloadedException ? "The service is busy"
                : cause.status() == 0 ? "No answer from the service"
                : "The service failed (HTTP " + cause.status() + ")";
        Retry retry = new Retry(reason + ": retrying in " + Formats.retryWait(delay) + " (attempt " + nextAttempt + " of "
                + maxAttempts + ")", delay);
        runner.onUiThread(() -> latest.set(retry));
    }

    /** The last retry announced; null before the first. */
    public ReadOnlyObjectProperty<Retry> latestProperty() {
        return latest.getReadOnlyProperty();
    }

    /** One announced retry: the words to show and how long until it happens. */
    public record Retry(String text, Duration delay) {
    }
}
