package io.dqexplorer.desktop.common.async;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.time.Duration;

/**
 * A short-lived message for the window's status bar ("kitchen-egocentric re-measured"): it shows
 * for {@link #SHOWN_FOR} and then clears itself, so that a confirmation never stays on screen, and
 * never takes room from the header, after it has been read.
 */
public final class StatusMessage {

    public static final Duration SHOWN_FOR = Duration.ofSeconds(6);

    private final UiTimer timer;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private AsyncRunner.Cancellable clearing = () -> { };

    public StatusMessage(UiTimer timer) {
        this.timer = timer;
    }

    /** Shows the message in place of the one shown, for {@link #SHOWN_FOR} from now. */
    public void show(String message) {
        clearing.cancel();
        text.set(message);
        clearing = timer.after(SHOWN_FOR, this::clear);
    }

    public void clear() {
        clearing.cancel();
        clearing = () -> { };
        text.set("");
    }

    /** The message shown; empty while there is none. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }
}
