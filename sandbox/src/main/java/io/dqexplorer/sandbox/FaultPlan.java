package io.dqexplorer.sandbox;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The faults a running sandbox plays, one per exact request path (query string ignored).
 * Injecting on a path that already has a fault replaces it. Thread-safe.
 */
public final class FaultPlan {

    private final Map<String, Armed> byPath = new ConcurrentHashMap<>();

    /** Plays {@code fault} on requests whose path is exactly {@code path}, e.g. {@code /oauth2/token}. */
    public void inject(String path, Fault fault) {
        Objects.requireNonNull(fault, "fault");
        if (path == null || !path.startsWith("/")) {
            throw new IllegalArgumentException("path must start with '/', was " + path);
        }
        byPath.put(path, new Armed(fault));
    }

    /** Removes every fault. */
    public void clear() {
        byPath.clear();
    }

    /**
     * The fault to play on one request to {@code path}, if any, counting it against
     * {@link Fault#times}. Called by the server once per request.
     */
    public Optional<Fault> take(String path) {
        Armed armed = byPath.get(path);
        if (armed == null) {
            return Optional.empty();
        }
        if (armed.consume()) {
            return Optional.of(armed.fault);
        }
        byPath.remove(path, armed);
        return Optional.empty();
    }

    /** A fault and how many plays it has left. */
    private static final class Armed {
        private final Fault fault;
        private int remaining;

        Armed(Fault fault) {
            this.fault = fault;
            this.remaining = fault.remainingTimes();
        }

        synchronized boolean consume() {
            if (remaining == Fault.UNTIL_CLEARED) {
                return true;
            }
            if (remaining == 0) {
                return false;
            }
            remaining--;
            return true;
        }
    }
}
