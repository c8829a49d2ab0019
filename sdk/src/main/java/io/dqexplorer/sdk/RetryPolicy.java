package io.dqexplorer.sdk;

import java.time.Duration;

/**
 * At most {@code maxAttempts} attempts in all; exponential backoff from {@code baseDelay} doubling
 * up to {@code maxBackoff}, with jitter (a random 50–100 % of that delay); a 503's Retry-After
 * (seconds or HTTP-date) is honoured up to {@code maxRetryAfter}. Retried: no answer (connection
 * failures, timeouts), bodies cut off mid-way, 500, 502, 503, 504; never a 4xx (the one replay
 * after a 401 {@code credential_invalid} re-mint is authentication, not a retry, and is not
 * counted here). {@link #none()} disables retries. Checked by {@link DqClientBuilder#build()}.
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxBackoff, Duration maxRetryAfter) {

    public static RetryPolicy defaults() {
        return new RetryPolicy(3, Duration.ofMillis(500), Duration.ofSeconds(5), Duration.ofSeconds(60));
    }

    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ZERO);
    }
}
