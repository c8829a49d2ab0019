package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.SideSource;
import io.dqexplorer.workspace.compare.VocabularyAnswer;
import io.dqexplorer.workspace.history.HistoryKey;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Text from the service is shown in the report, never run: markup escaped, controls made visible. */
class ReportEscapingTest {

    private static final String HOSTILE = "<script>alert('x')</script>\u001B[2J\u0007\u202Egnp.exe&\"";
    private static final Instant TIME = Instant.parse("2026-11-23T09:30:00Z");

    @Test
    void serviceTextWithMarkupAndControlsIsEscapedEverywhere() {
        String html = report().html();
        Document page = Jsoup.parse(html);

        assertTrue(page.select("script").isEmpty(), "no script element came out of the service's text");
        assertFalse(html.contains("<script"), "no markup of the service's");
        for (char control : new char[] {'\u001B', '\u0007', '\u202E'}) {
            assertEquals(-1, html.indexOf(control), "no control character " + (int) control);
        }
        String shown = ServiceText.shown(HOSTILE);
        assertEquals(shown, page.selectFirst("h1").text(), "the dataset's name reads as the service sent it");
        assertEquals(shown, ReportPages.figure(page, "vocabulary.token"));
        assertTrue(page.select("#vocabulary th").eachText().contains(shown), "the term is shown, escaped");
        assertTrue(page.select("#duplicates td.ids").text().contains(shown), "the clip id is shown, escaped");
        assertEquals(shown, ReportPages.figure(page, "organization"));
    }

    private static QualityReport report() {
        UnversionedVocabulary.Term term = new UnversionedVocabulary.Term(HOSTILE, 3, 4, List.of(HOSTILE),
                Optional.of(HOSTILE), Optional.empty());
        UnversionedVocabulary counts = new UnversionedVocabulary(HOSTILE, HOSTILE, 3, 0, 0, List.of(
                new UnversionedVocabulary.Section("objects", 1, 1, 1.0, 3, OptionalDouble.empty(), List.of(term),
                        List.of(), List.of())));
        Vocabulary tiers = new Vocabulary(HOSTILE, HOSTILE, OptionalDouble.of(0.5), List.of(new Vocabulary.Section(
                "objects", OptionalLong.of(1), OptionalLong.of(1), OptionalLong.empty(), OptionalLong.empty(),
                List.of(new Vocabulary.Term(HOSTILE, Optional.empty(), Optional.of("core"), List.of())),
                List.of(new Vocabulary.Tier("core", HOSTILE, OptionalLong.of(1), OptionalDouble.of(1.0), List.of(HOSTILE))),
                List.of())));
        Duplicates duplicates = new Duplicates(HOSTILE, HOSTILE, 2, Optional.of(new Duplicates.Exact(
                List.of(new Duplicates.Group(List.of(HOSTILE, "clip-2"))), 1, 50.0)));
        return new QualityReport(new HistoryKey("https://dq.example.com", HOSTILE), HOSTILE, TIME, Map.of(
                Family.VOCABULARY, new ComparisonSide(Family.VOCABULARY, HOSTILE, HOSTILE, SideSource.LATEST,
                        TIME, new VocabularyAnswer(tiers, Optional.of(counts))),
                Family.DUPLICATES, new ComparisonSide(Family.DUPLICATES, HOSTILE, HOSTILE, SideSource.PINNED,
                        TIME, duplicates)), Optional.empty(), List.of(), Optional.empty());
    }
}
