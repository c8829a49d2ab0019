package io.dqexplorer.sdk.internal.auth;

/**
 * A bearer token and the monotonic instant (nanoseconds) from which it is no longer used.
 * {@link #toString()} never shows the value.
 */
public record AccessToken(String value, long refreshAtNanos, long lifetimeSeconds) {

    /** Whether the token is still to be used at monotonic time {@code nowNanos}. */
    public boolean freshAt(long nowNanos) {
        return nowNanos - refreshAtNanos < 0;
    }

    @Override
    public String toString() {
        return "AccessToken[redacted, lifetime " + lifetimeSeconds + " s]";
    }
}
