package io.dqexplorer.desktop.common;

import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.sdk.model.Scope;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The text every view writes its figures in, pinned letter by letter: the other tests may compute it with {@link Formats}. */
class FormatsTest {

    @Test
    void countsAreGroupedByThousandsWithCommas() {
        assertEquals("0", Formats.count(0));
        assertEquals("999", Formats.count(999));
        assertEquals("1,000", Formats.count(1_000));
        assertEquals("2,734", Formats.count(2_734));
        assertEquals("200,000", Formats.count(200_000));
        assertEquals("1,234,567", Formats.count(1_234_567));
        assertEquals("-1,500", Formats.count(-1_500));
    }

    @Test
    void aCountWithItsNounIsSingularForExactlyOne() {
        assertEquals("1 clip", Formats.count(1, "clip", "clips"));
        assertEquals("0 clips", Formats.count(0, "clip", "clips"));
        assertEquals("2 clips", Formats.count(2, "clip", "clips"));
        assertEquals("2,734 clips", Formats.count(2_734, "clip", "clips"));
        assertEquals("1 group", Formats.count(1, "group", "groups"));
    }

    @Test
    void percentsHaveTwoDecimalsRoundedHalfUpAndASpacedSign() {
        assertEquals("12.34 %", Formats.percent(12.34));
        assertEquals("0.00 %", Formats.percent(0));
        assertEquals("100.00 %", Formats.percent(100));
        assertEquals("12.35 %", Formats.percent(12.345));
        assertEquals("0.01 %", Formats.percent(0.005));
        assertEquals("0.00 %", Formats.percent(0.004));
        assertEquals("100.00 %", Formats.percent(99.995));
        assertEquals("1,234.50 %", Formats.percent(1234.5), "grouped as every other figure");
    }

    @Test
    void aFractionIsShownOnThePercentScale() {
        assertEquals("12.34 %", Formats.fractionAsPercent(0.1234));
        assertEquals("50.00 %", Formats.fractionAsPercent(0.5));
        assertEquals("100.00 %", Formats.fractionAsPercent(1));
        assertEquals("0.00 %", Formats.fractionAsPercent(0));
        assertEquals("0.13 %", Formats.fractionAsPercent(0.00125));
    }

    @Test
    void anAbsentPercentIsTheWordsGivenForIt() {
        assertEquals("undeterminable", Formats.percent(OptionalDouble.empty(), "undeterminable"));
        assertEquals("12.34 %", Formats.percent(OptionalDouble.of(12.34), "undeterminable"));
        assertEquals("not measured", Formats.fractionAsPercent(OptionalDouble.empty(), "not measured"));
        assertEquals("25.00 %", Formats.fractionAsPercent(OptionalDouble.of(0.25), "not measured"));
        assertEquals("0.00 %", Formats.fractionAsPercent(OptionalDouble.of(0), "not measured"),
                "zero is a figure, not an absence");
    }

    @Test
    void hoursHaveTwoDecimalsAndAreGroupedByThousandsAsCountsAre() {
        assertEquals("12.50 h", Formats.hours(12.5));
        assertEquals("0.00 h", Formats.hours(0));
        assertEquals("123.79 h", Formats.hours(123.79));
        assertEquals("1,234.57 h", Formats.hours(1234.567));
        assertEquals("22,633.28 h", Formats.hours(22_633.28));
        assertEquals("1,000,000.00 h", Formats.hours(1_000_000));
        assertEquals("-1,500.00 h", Formats.hours(-1_500));
    }

    @Test
    void secondsBecomeHoursRoundedToTheHundredth() {
        assertEquals("1.50 h", Formats.secondsAsHours(5_400));
        assertEquals("123.79 h", Formats.secondsAsHours(445_644));
        assertEquals("22,633.28 h", Formats.secondsAsHours(81_479_808));
        assertEquals("0.01 h", Formats.secondsAsHours(18), "18 s is 0.005 h, rounded up");
        assertEquals("0.00 h", Formats.secondsAsHours(17.99));
    }

    @Test
    void secondsHaveOneDecimal() {
        assertEquals("12.3 s", Formats.seconds(12.34));
        assertEquals("12.3 s", Formats.seconds(12.25));
        assertEquals("0.1 s", Formats.seconds(0.05));
        assertEquals("0.0 s", Formats.seconds(0));
        assertEquals("3,600.0 s", Formats.seconds(3_600));
    }

    @Test
    void aWaitBeforeARetryIsWholeSecondsRoundedUpAndAtLeastOne() {
        assertEquals("1 s", Formats.retryWait(Duration.ZERO));
        assertEquals("1 s", Formats.retryWait(Duration.ofMillis(500)));
        assertEquals("1 s", Formats.retryWait(Duration.ofMillis(1_000)));
        assertEquals("2 s", Formats.retryWait(Duration.ofMillis(1_001)));
        assertEquals("7 s", Formats.retryWait(Duration.ofSeconds(7)));
        assertEquals("1 s", Formats.retryWait(Duration.ofMillis(-300)), "a wait already over is still announced as 1 s");
    }

    @Test
    void theAccessAnswerNamesTheScopeAndEveryCapability() {
        assertEquals("scope organization org-northwind and capabilities: view_data",
                Formats.access(new Access(List.of("view_data"), new Scope("organization", Optional.of("org-northwind")), false)));
        assertEquals("scope public and capabilities: view_data, export_data",
                Formats.access(new Access(List.of("view_data", "export_data"), new Scope("public", Optional.empty()), false)));
        assertEquals("scope organization org-empty and capabilities: none",
                Formats.access(new Access(List.of(), new Scope("organization", Optional.of("org-empty")), false)));
    }

    @Test
    void theAccessAnswerShowsControlCharactersFromTheServiceEscaped() {
        Access access = new Access(List.of("view_data\u001B[2J"), new Scope("organ\u202Eization", Optional.of("org-\u0007x")), false);

        assertEquals("scope organ\\u202Eization org-\\u0007x and capabilities: view_data\\u001B[2J", Formats.access(access));
    }

    @Test
    void figuresAreWrittenTheSameWayWhateverTheDefaultLocale() {
        Locale before = Locale.getDefault();
        try {
            // German writes 2.734 and 12,34: the app's text must not follow the machine's locale
            Locale.setDefault(Locale.GERMANY);
            assertEquals("2,734", Formats.count(2_734));
            assertEquals("12.34 %", Formats.percent(12.34));
            assertEquals("12.50 h", Formats.hours(12.5));
            assertEquals("12.3 s", Formats.seconds(12.34));
            Locale.setDefault(Locale.forLanguageTag("ar-EG"));
            assertEquals("1,234,567", Formats.count(1_234_567));
            assertEquals("50.00 %", Formats.fractionAsPercent(0.5));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void sizesOnDiskAreInBinaryUnitsWithOneDecimalFromMegabytesOn() {
        assertEquals("0 B", Formats.bytes(0));
        assertEquals("1023 B", Formats.bytes(1023));
        assertEquals("1 KB", Formats.bytes(1024));
        assertEquals("780 KB", Formats.bytes(798_720));
        assertEquals("5.8 MB", Formats.bytes(6_041_600));
        assertEquals("2.0 GB", Formats.bytes(2L * 1024 * 1024 * 1024));
        assertEquals("1.5 TB", Formats.bytes(3L * 512 * 1024 * 1024 * 1024));
    }

    @Test
    void anAgeIsTheLargestWholeUnitUpToDays() {
        assertEquals("just now", Formats.ago(Duration.ofSeconds(59)));
        assertEquals("just now", Formats.ago(Duration.ofSeconds(-5)));
        assertEquals("1 min ago", Formats.ago(Duration.ofSeconds(60)));
        assertEquals("59 min ago", Formats.ago(Duration.ofMinutes(59)));
        assertEquals("3 h ago", Formats.ago(Duration.ofMinutes(3 * 60 + 59)));
        assertEquals("47 h ago", Formats.ago(Duration.ofHours(47)));
        assertEquals("2 days ago", Formats.ago(Duration.ofHours(48)));
    }

    @Test
    void aMomentIsToTheSecondWithItsZone() {
        assertEquals("2026-11-23 04:18:54 CET", Formats.time(Instant.parse("2026-11-23T03:18:54Z"),
                ZoneId.of("Europe/Paris")));
        assertEquals("2026-11-23 03:18:54 Z", Formats.time(Instant.parse("2026-11-23T03:18:54Z"), ZoneOffset.UTC));
    }
}
