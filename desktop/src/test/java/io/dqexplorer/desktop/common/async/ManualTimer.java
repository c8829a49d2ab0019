package io.dqexplorer.desktop.common.async;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A {@link UiTimer} whose time passes only when the test says so: no test waits on a clock. */
public final class ManualTimer implements UiTimer {

    private record Pending(Duration delay, Runnable action, boolean[] cancelled) {
    }

    private final List<Pending> pending = new ArrayList<>();

    @Override
    public AsyncRunner.Cancellable after(Duration delay, Runnable action) {
        Pending started = new Pending(delay, action, new boolean[1]);
        pending.add(started);
        return () -> started.cancelled()[0] = true;
    }

    /** Runs every action that was not cancelled, as if their delays had passed; returns how many ran. */
    public int elapse() {
        List<Pending> due = List.copyOf(pending);
        pending.clear();
        int ran = 0;
        for (Pending each : due) {
            if (!each.cancelled()[0]) {
                each.action().run();
                ran++;
            }
        }
        return ran;
    }

    /** The delays asked for and not yet run (cancelled ones included). */
    public List<Duration> delays() {
        return pending.stream().map(Pending::delay).toList();
    }
}
