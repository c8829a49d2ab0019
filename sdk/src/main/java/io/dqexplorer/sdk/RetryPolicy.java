package io.dqexplorer.sdk;

import java.time.Duration;

/**
 * API SHAPE AGREED FOR PARALLEL WORK — at most {@code maxAttempts} attempts in all; exponential
 * backoff from {@code baseDelay} doubling up to {@code maxBackoff}, with jitter; a 503's Retry-After
 * is honoured up to {@code maxRetryAfter}. {@link #none()} disables retries.
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxBackoff, Duration maxRetryAfter) {

    public static RetryPolicy defaults() {
        return new RetryPolicy(3, Duration.ofMillis(500), Duration.ofSeconds(5), Duration.ofSeconds(60));
    }

    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }
}
