package io.dqexplorer.sdk.internal.http;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Reads {@code Retry-After}: delta seconds or an HTTP-date (RFC 9110 §10.2.3). */
public final class RetryAfter {

    private RetryAfter() {
    }

    /**
     * @param value the header, may be null
     * @param dateHeader the response's {@code Date} header, the reference for an HTTP-date when present
     * @param now the local wall clock, used when the response carries no Date
     * @return the delay, never negative, or null when absent or unreadable
     */
    public static Duration parse(String value, String dateHeader, Instant now) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.trim();
        if (v.chars().allMatch(Character::isDigit)) {
            try {
                return Duration.ofSeconds(Long.parseLong(v));
            } catch (NumberFormatException | ArithmeticException tooLarge) {
                return Duration.ofSeconds(Long.MAX_VALUE / 1_000_000_000L);
            }
        }
        Instant at = httpDate(v);
        if (at == null) {
            return null;
        }
        Instant reference = dateHeader == null ? null : httpDate(dateHeader.trim());
        Duration delay = Duration.between(reference != null ? reference : now, at);
        return delay.isNegative() ? Duration.ZERO : delay;
    }

    static Instant httpDate(String text) {
        try {
            return ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
        } catch (DateTimeParseException notADate) {
            return null;
        }
    }
}
