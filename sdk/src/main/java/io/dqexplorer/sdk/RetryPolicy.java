package io.dqexplorer.sdk;

import java.time.Duration;

/**
 * At most {@code maxAttempts} attempts in all; exponential backoff from {@code baseDelay} doubling
 * up to {@code maxBackoff}, with jitter (a random 50–100 % of that delay); a 503's Retry-After
 * (seconds or HTTP-date) is honoured up to {@code maxRetryAfter}. Retried: no answer (connection
 * failures, timeouts), bodies cut off mid-way, 500, 502, 503, 504; never a 4xx (the one replay
 * after a 401 {@code credential_invalid} re-mint is authentication, not a retry, and is not
 * counted here). {@link #none()} disables retries.
 * <p>A policy checks itself when made: at least one attempt, and every duration zero or positive
 * (IllegalArgumentException naming the component), so no policy can make a call sleep a negative
 * time or never send its request.
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxBackoff, Duration maxRetryAfter) {

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("retryPolicy.maxAttempts must be at least 1, was " + maxAttempts);
        }
        notNegative("retryPolicy.baseDelay", baseDelay);
        notNegative("retryPolicy.maxBackoff", maxBackoff);
        notNegative("retryPolicy.maxRetryAfter", maxRetryAfter);
    }

    public static RetryPolicy defaults() {
        return new RetryPolicy(3, Duration.ofMillis(500), Duration.ofSeconds(5), Duration.ofSeconds(60));
    }

    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }

    private static void notNegative(String component, Duration value) {
        if (value == null || value.isNegative()) {
            throw new IllegalArgumentException(component + " must be zero or positive, was " + value);
        }
    }
}
