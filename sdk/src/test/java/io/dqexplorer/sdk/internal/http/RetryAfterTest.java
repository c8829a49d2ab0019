package io.dqexplorer.sdk.internal.http;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RetryAfterTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

    @Test
    void secondsDatesAndNonsense() {
        assertEquals(Duration.ofSeconds(5), RetryAfter.parse(" 5 ", null, NOW));
        assertEquals(Duration.ofSeconds(Long.MAX_VALUE / 1_000_000_000L),
                RetryAfter.parse("99999999999999999999999", null, NOW), "too large for a long: the longest wait");
        assertEquals(Duration.ofSeconds(90), RetryAfter.parse("Sun, 01 Mar 2026 12:01:30 GMT", null, NOW));
        assertEquals(Duration.ZERO, RetryAfter.parse("Sun, 01 Mar 2026 11:59:00 GMT", null, NOW));
        assertNull(RetryAfter.parse(null, null, NOW));
        assertNull(RetryAfter.parse("   ", null, NOW));
        assertNull(RetryAfter.parse("soon", null, NOW));
        assertNull(RetryAfter.parse("-5", null, NOW));
    }

    @Test
    void anUnreadableDateHeaderFallsBackToTheLocalClock() {
        assertEquals(Duration.ofSeconds(90), RetryAfter.parse("Sun, 01 Mar 2026 12:01:30 GMT", "yesterday", NOW));
        assertEquals(Duration.ofSeconds(30),
                RetryAfter.parse("Sun, 01 Mar 2026 12:01:30 GMT", " Sun, 01 Mar 2026 12:01:00 GMT ", NOW));
    }
}
