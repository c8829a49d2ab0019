package io.dqexplorer.sdk.internal.auth;

/**
 * A bearer token and the monotonic instant (nanoseconds) from which it is no longer used.
 * {@link #toString()} never shows the value.
 */
public final class AccessToken {

    private final String value;
    private final long refreshAtNanos;
    private final long lifetimeSeconds;

    public AccessToken(String value, long refreshAtNanos, long lifetimeSeconds) {
        this.value = value;
        this.refreshAtNanos = refreshAtNanos;
        this.lifetimeSeconds = lifetimeSeconds;
    }

    public String value() {
        return value;
    }

    /** Whether the token is still to be used at monotonic time {@code nowNanos}. */
    public boolean freshAt(long nowNanos) {
        return nowNanos - refreshAtNanos < 0;
    }

    @Override
    public String toString() {
        return "AccessToken[redacted, lifetime " + lifetimeSeconds + " s]";
    }
}
