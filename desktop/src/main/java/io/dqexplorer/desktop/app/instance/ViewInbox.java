package io.dqexplorer.desktop.app.instance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The views that reach the app after its own launch: from later launches, and on macOS from the
 * system's open events. Those that come before the window is ready wait, in order.
 */
public final class ViewInbox {

    private final List<Optional<String>> waiting = new ArrayList<>();
    private Consumer<Optional<String>> app;

    /** A view to open; empty when a later launch had none and only wants to see the window. */
    public synchronized void offer(Optional<String> view) {
        if (app == null) {
            waiting.add(view);
        } else {
            app.accept(view);
        }
    }

    /**
     * From now on each view goes to {@code app} (on the thread that offers it: the app moves it to its
     * own), those that came earlier first.
     */
    public synchronized void deliverTo(Consumer<Optional<String>> app) {
        this.app = app;
        waiting.forEach(app);
        waiting.clear();
    }
}
