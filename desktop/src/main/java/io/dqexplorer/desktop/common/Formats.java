package io.dqexplorer.desktop.common;

import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.workspace.report.Figures;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * The one place figures become text, so that every view writes numbers the same way; the numbers go
 * through the workspace's {@link Figures}, which the quality report writes with too.
 */
public final class Formats {

    private Formats() {
    }

    /**
     * What the access endpoint says of a credential: "scope organization org-northwind and capabilities:
     * view_data". Every word of it is the service's, so its controls are shown escaped.
     */
    public static String access(Access access) {
        String scope = access.scope().kind() + access.scope().organizationId().map(id -> " " + id).orElse("");
        String capabilities = access.capabilities().isEmpty() ? "none" : String.join(", ", access.capabilities());
        return ServiceText.shown("scope " + scope + " and capabilities: " + capabilities);
    }

    /** An integer count with grouping: 2,734. */
    public static String count(long value) {
        return Figures.count(value);
    }

    /** A count with its noun, singular for exactly one: "1 group", "2,734 clips". */
    public static String count(long value, String one, String many) {
        return Figures.count(value, one, many);
    }

    /** A percent figure already on the 0..100 scale, two decimals: 12.34 %. */
    public static String percent(double percent) {
        return Figures.percent(percent);
    }

    /** A fraction in 0..1 as a percent: 0.1234 → 12.34 %. */
    public static String fractionAsPercent(double fraction) {
        return Figures.fractionAsPercent(fraction);
    }

    /** A nullable percent; {@code missing} is the words for what null means in that place. */
    public static String percent(OptionalDouble percent, String missing) {
        return Figures.percent(percent, missing);
    }

    /** A nullable fraction as a percent; {@code missing} is the words for what null means there. */
    public static String fractionAsPercent(OptionalDouble fraction, String missing) {
        return Figures.fractionAsPercent(fraction, missing);
    }

    /** Hours with two decimals: 12.50 h. */
    public static String hours(double hours) {
        return Figures.hours(hours);
    }

    /** Seconds as hours with two decimals. */
    public static String secondsAsHours(double seconds) {
        return Figures.secondsAsHours(seconds);
    }

    /** Seconds with one decimal: 12.3 s. */
    public static String seconds(double seconds) {
        return Figures.seconds(seconds);
    }

    /**
     * A wait before a retry in whole seconds, rounded up and at least 1 ("1 s" for half a second), so
     * that the retry never comes before the time announced.
     */
    public static String retryWait(Duration delay) {
        long millis = Math.max(0, delay.toMillis());
        return Math.max(1, (millis + 999) / 1000) + " s";
    }

    /** A size on disk in binary units, one decimal from megabytes on: 512 B, 780 KB, 12.4 MB, 2.0 GB. */
    public static String bytes(long bytes) {
        String[] units = {"KB", "MB", "GB", "TB"};
        if (bytes < 1024) {
            return bytes + " B";
        }
        double value = bytes;
        int unit = -1;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(Locale.US, unit == 0 ? "%.0f %s" : "%.1f %s", value, units[unit]);
    }

    /** How long ago, in the largest whole unit: "just now", "5 min ago", "3 h ago", "2 days ago". */
    public static String ago(Duration elapsed) {
        long minutes = Math.max(0, elapsed.toMinutes());
        if (minutes < 1) {
            return "just now";
        }
        if (minutes < 60) {
            return minutes + " min ago";
        }
        if (minutes < 48 * 60) {
            return minutes / 60 + " h ago";
        }
        return minutes / (24 * 60) + " days ago";
    }

    /** A moment to the second in the user's time zone, with the zone: 2026-11-23 04:18:54 CET. */
    public static String time(Instant instant, ZoneId zone) {
        return DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss zzz", Locale.US).format(instant.atZone(zone));
    }
}
