package io.dqexplorer.sdk.internal.http;

import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.internal.Redactor;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The backoff between attempts: doubling from the base, capped, with 50-100 % jitter. */
class BackoffTest {

    private static final OkHttpClient HTTP = new OkHttpClient();

    private static Duration backoff(Duration base, Duration cap, double jitter, int failedAttempt) {
        Transport transport = new Transport(HTTP, new RetryPolicy(9, base, cap, Duration.ZERO), null, delay -> { },
                new Redactor(), () -> jitter, Clock.systemUTC());
        return transport.backoff(failedAttempt);
    }

    @Test
    void doublesFromTheBaseUpToTheCap() {
        Duration second = Duration.ofSeconds(1);
        Duration cap = Duration.ofSeconds(5);
        assertEquals(Duration.ofSeconds(1), backoff(second, cap, 1.0, 1));
        assertEquals(Duration.ofSeconds(2), backoff(second, cap, 1.0, 2));
        assertEquals(Duration.ofSeconds(4), backoff(second, cap, 1.0, 3));
        assertEquals(Duration.ofSeconds(5), backoff(second, cap, 1.0, 4));
        assertEquals(Duration.ofSeconds(5), backoff(second, cap, 1.0, 60));
    }

    @Test
    void jitterIsHalfToAllOfTheDelayWhateverTheRandomSourceSays() {
        Duration second = Duration.ofSeconds(1);
        Duration cap = Duration.ofSeconds(5);
        assertEquals(Duration.ofMillis(1000), backoff(second, cap, 0.0, 2));
        assertEquals(Duration.ofMillis(1500), backoff(second, cap, 0.5, 2));
        assertEquals(Duration.ofMillis(1000), backoff(second, cap, -3.0, 2));
        assertEquals(Duration.ofMillis(2000), backoff(second, cap, 7.0, 2));
    }

    @Test
    void aHugeBaseDoesNotOverflowIntoANegativeWait() {
        Duration huge = Duration.ofNanos(Long.MAX_VALUE / 2 + 1);
        Duration longest = Duration.ofNanos(Long.MAX_VALUE);
        assertEquals(longest, backoff(huge, longest, 1.0, 2));
        assertEquals(longest, backoff(huge, longest, 1.0, 40));
    }
}
