package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Unreadable;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.BarsFile;
import io.dqexplorer.workspace.bars.CheckRun;
import io.dqexplorer.workspace.bars.Outcome;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.SideSource;
import io.dqexplorer.workspace.compare.VocabularyAnswer;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.query.Summary;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.stream.IntStream;

import static io.dqexplorer.workspace.report.ReportPages.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report of answers built here, each chosen for an edge a reader must see right: a family not measured, a
 * defect not assessed or sent without its distribution, a share not measured or out of its range, vocabulary
 * sections known to only one of the two answers, duplicate groups at the listing's limits; read back out of
 * the parsed HTML.
 */
class ReportHtmlTest {

    private static final Instant READ = Instant.parse("2026-11-23T09:30:00Z");
    private static final Instant SEEN = Instant.parse("2026-10-02T17:05:09Z");
    private static final HistoryKey WHOSE = new HistoryKey("https://dq.example.com", "org-7");
    private static final String DATASET = "kitchen-egocentric";

    @Test
    void aDatasetMeasuredInNoFamilySaysSoInEachSectionAndListsOnlyThoseSections() {
        Document page = page(report(Map.of()));

        assertEquals("Not measured yet: the service lists no video characteristics measurement of this dataset.",
                page.select("#defects > p.big-note").text());
        assertEquals("Not measured yet: the service lists no hand activity measurement of this dataset.",
                page.select("#hands > p.big-note").text());
        assertEquals("Not measured yet: the service lists no vocabulary measurement of this dataset.",
                page.select("#vocabulary > p.big-note").text());
        assertEquals("Not measured yet: the service lists no duplicates measurement of this dataset.",
                page.select("#duplicates > p.big-note").text());
        assertTrue(page.select(".card, .share, article").isEmpty(), "no figure of a family not measured");
        assertEquals(List.of("#defects", "#hands", "#vocabulary", "#duplicates"), page.select("nav a").eachAttr("href"));
        assertNull(page.getElementById("compare"));
        assertNull(page.getElementById("bars"));
        assertEquals(List.of("defects", "hands", "vocabulary", "duplicates"),
                page.select("main > section").eachAttr("id"), "the sections side by side, none inside another");
    }

    @Test
    void videoCardsAndDefectsReadAsTheServiceGaveThem() {
        Distribution distribution = new Distribution("clip", "assessed_hours", 10,
                List.of(new Distribution.HistogramBin(7, 80, 0), new Distribution.HistogramBin(1, 20, 10)),
                List.of(new Distribution.Percentile(50, 1.234), new Distribution.Percentile(99.5, 17.5)));
        VideoCharacteristics video = new VideoCharacteristics(DATASET, "an-1", "vc-1", 1_234, 22_633.284,
                OptionalDouble.empty(), Map.of(Defect.BLACK, new DefectBlock(12.5, 3.456, Optional.of(distribution)),
                        Defect.FROZEN, new DefectBlock(4, 0, Optional.empty())),
                Optional.of(new Unreadable(1, 2.5)));

        Document page = page(report(Map.of(Family.VIDEO, side(Family.VIDEO, video, SideSource.LATEST))));

        assertEquals("undeterminable", figure(page, "video.coverage"));
        assertEquals("1,234", figure(page, "video.analyzed-clips"));
        assertEquals("22,633.28 h", figure(page, "video.assessed-hours"));
        assertEquals("2.50 % of 1 clip", figure(page, "video.unreadable"));
        assertEquals(List.of("Black", "Frozen", "Blurry", "Clipped highlights", "Crushed shadows", "Unstable"),
                page.select("#defects article.defect h3").eachText());

        assertEquals("3.46 %", figure(page, "defect.black.percent"));
        assertEquals("12.50 h", figure(page, "defect.black.hours"));
        assertEquals("1.23 %", figure(page, "defect.black.p50"));
        assertEquals("17.50 %", figure(page, "defect.black.p99.5"));
        Element black = page.getElementById("defect-black");
        assertEquals(List.of("P50", "P99.5"), black.select("table.percentiles tbody th").eachText());
        assertEquals("Percentiles weighted by assessed hours", black.selectFirst("table.percentiles caption").text());
        assertEquals("Share of the assessed footage in each bin of affected percent (bins of 10.00 %)",
                black.selectFirst("figcaption").text());
        assertEquals(2, black.select("svg.histogram rect.bin").size());

        assertEquals("0.00 %", figure(page, "defect.frozen.percent"), "assessed and none affected reads 0");
        assertEquals("4.00 h", figure(page, "defect.frozen.hours"));
        Element frozen = page.getElementById("defect-frozen");
        assertEquals("The service sent no distribution.", page.select("#defect-frozen > p.muted").text());
        assertTrue(frozen.select("svg, table").isEmpty());

        for (String notAssessed : List.of("blurry", "clipped_highlights", "crushed_shadows", "unstable")) {
            assertEquals("Not assessed yet", figure(page, "defect." + notAssessed + ".percent"));
            Element article = page.getElementById("defect-" + notAssessed.replace('_', '-'));
            assertEquals("Not assessed yet no footage assessed, so no distribution", article.selectFirst("p.headline").text());
            assertTrue(page.select("[data-figure=defect." + notAssessed + ".hours]").isEmpty(), "no hours of footage not assessed");
        }
    }

    @Test
    void videoWithNoClipsPlannedSaysSoAndShowsItsCoverage() {
        VideoCharacteristics video = new VideoCharacteristics(DATASET, "an-1", "vc-1", 0, 0, OptionalDouble.of(97.254),
                Map.of(), Optional.empty());

        Document page = page(report(Map.of(Family.VIDEO, side(Family.VIDEO, video, SideSource.LATEST))));

        assertEquals("97.25 %", figure(page, "video.coverage"));
        assertEquals("No clips planned", figure(page, "video.unreadable"));
        assertEquals("0.00 h", figure(page, "video.assessed-hours"));
    }

    @Test
    void everySectionIsStampedWithItsTokenAndWhereItsAnswerCameFrom() {
        Map<Family, ComparisonSide> measured = new EnumMap<>(Family.class);
        measured.put(Family.VIDEO, side(Family.VIDEO, video(), SideSource.LATEST));
        measured.put(Family.HANDS, side(Family.HANDS, hands(OptionalDouble.of(0.5)), SideSource.STORED_COPY));
        measured.put(Family.VOCABULARY, side(Family.VOCABULARY, vocabulary(), SideSource.PINNED));
        measured.put(Family.DUPLICATES, side(Family.DUPLICATES, duplicates(2, List.of()), SideSource.STORED_COPY));

        Document page = page(report(measured));

        String whose = " · service https://dq.example.com · organization org-7";
        assertEquals("Measurement " + Family.VIDEO.measurement().name() + " token vc-video · latest, read "
                + "2026-11-23 09:30:00 UTC" + whose, stamp(page, "defects"));
        assertEquals("Measurement " + Family.HANDS.measurement().name() + " token vc-hands · stored copy, first seen "
                + "2026-10-02 17:05:09 UTC" + whose, stamp(page, "hands"));
        assertEquals("Measurement " + Family.VOCABULARY.measurement().name() + " token vc-vocabulary · pinned, read "
                + "2026-11-23 09:30:00 UTC" + whose, stamp(page, "vocabulary"));
        assertEquals("Measurement " + Family.DUPLICATES.measurement().name() + " token vc-duplicates · stored copy, "
                + "first seen 2026-10-02 17:05:09 UTC" + whose, stamp(page, "duplicates"));
    }

    @Test
    void handSharesFillTheirBarsAndAShareNotMeasuredReadsSo() {
        HandActivity hands = new HandActivity(DATASET, "an-1", 3, 5_400, 2, 1, OptionalDouble.of(0.25),
                OptionalDouble.of(1 / 3.0), OptionalDouble.empty());

        Document page = page(report(Map.of(Family.HANDS, side(Family.HANDS, hands, SideSource.LATEST))));

        assertEquals("25.00 %", figure(page, "hands.active-manipulation"));
        assertEquals("33.33 %", figure(page, "hands.hands-visible"));
        assertEquals("Nothing measured", figure(page, "hands.two-hands-visible"));
        assertEquals(List.of("25", "33.33"), page.select("#hands rect.fill").eachAttr("width"));
        assertTrue(share(page, "Both hands visible").select("rect.fill").isEmpty(), "no bar for a share not measured");
        assertEquals(List.of("Active manipulation", "A hand visible", "Both hands visible"),
                page.select("#hands .share .label").eachText());
        assertEquals("1.50 h", figure(page, "hands.measured-hours"));
        assertEquals("3", figure(page, "hands.clips"));
        assertEquals("2", figure(page, "hands.segments-unassessed"));
        assertEquals("1", figure(page, "hands.segments-unusable"));
    }

    @Test
    void aShareOutsideZeroToOneKeepsItsBarWithinTheTrackAndItsFigureAsSent() {
        HandActivity hands = new HandActivity(DATASET, "an-1", 1, 60, 0, 0, OptionalDouble.of(1.2),
                OptionalDouble.of(-0.1), OptionalDouble.of(0));

        Document page = page(report(Map.of(Family.HANDS, side(Family.HANDS, hands, SideSource.LATEST))));

        assertEquals(List.of("100", "0", "0"), page.select("#hands rect.fill").eachAttr("width"));
        assertEquals("120.00 %", figure(page, "hands.active-manipulation"));
        assertEquals("-10.00 %", figure(page, "hands.hands-visible"));
        assertEquals("0.00 %", figure(page, "hands.two-hands-visible"));
    }

    @Test
    void coordinatesKeepAtMostTwoDecimals() {
        assertEquals("33.33", ReportHtml.svgNumber(100 / 3.0));
        assertEquals("0.13", ReportHtml.svgNumber(0.126));
        assertEquals("2.5", ReportHtml.svgNumber(2.5));
        assertEquals("40", ReportHtml.svgNumber(40.0));
        assertEquals("0", ReportHtml.svgNumber(0.004));
    }

    @Test
    void vocabularySectionsOfEitherAnswerAreListedWithTheFiguresOfTheOneThatHasThem() {
        Document page = page(report(Map.of(Family.VOCABULARY,
                side(Family.VOCABULARY, vocabulary(), SideSource.LATEST))));

        assertEquals("87.50 %", figure(page, "vocabulary.coverage"));
        assertTrue(page.select("#vocabulary > p.muted").isEmpty(), "the counts were had");
        assertEquals(List.of("objects", "actions", "environments"), page.select("#vocabulary article.section h3").eachText(),
                "the tiers' sections first, then those only the counts have");

        // objects: every figure from the tiers
        assertEquals("12", figure(page, "vocabulary.objects.distinct-terms"));
        assertEquals("3", figure(page, "vocabulary.objects.distinct-kinds"));
        assertEquals("7", figure(page, "vocabulary.objects.effective-distinct-terms"));
        assertEquals("5", figure(page, "vocabulary.objects.tier.core.distinct-terms"));
        assertEquals("60.00 %", figure(page, "vocabulary.objects.tier.core.representation"));
        assertEquals("not reported", figure(page, "vocabulary.objects.tier.rare.distinct-terms"));
        assertEquals("not reported", figure(page, "vocabulary.objects.tier.rare.representation"));
        Element objects = article(page, "objects");
        assertEquals(List.of("Core", "cup, knife", "Rare", ""), objects.select("table.listing tbody tr").stream()
                .flatMap(row -> List.of(row.child(0).text(), row.child(3).text()).stream()).toList());

        // actions: the tiers report no counts of it, the counts do
        assertEquals("4", figure(page, "vocabulary.actions.distinct-terms"));
        assertEquals("2", figure(page, "vocabulary.actions.distinct-kinds"));
        assertEquals("not reported", figure(page, "vocabulary.actions.effective-distinct-terms"));
        Element actions = article(page, "actions");
        assertEquals("Top terms by clips", actions.selectFirst("table.listing caption").text());
        List<String> listed = actions.select("table.listing tbody th").eachText();
        assertEquals(IntStream.iterate(12, i -> i - 1).limit(ReportHtml.TOP_TERMS).mapToObj(i -> "term-" + i).toList(), listed,
                "the ten terms of most clips, most first");
        assertEquals("12", figure(page, "vocabulary.actions.term.term-12.clips"));
        assertEquals("24", figure(page, "vocabulary.actions.term.term-12.occurrences"));
        assertEquals("term-12, Term 12", actions.select("table.listing tbody tr").get(0).child(3).text());

        // environments: only in the counts, with no term
        assertEquals("2", figure(page, "vocabulary.environments.distinct-terms"));
        assertEquals("1", figure(page, "vocabulary.environments.distinct-kinds"));
        assertEquals("not reported", figure(page, "vocabulary.environments.effective-distinct-terms"));
        assertTrue(article(page, "environments").select("table").isEmpty(), "no table of no terms");
    }

    @Test
    void vocabularyWithoutItsCountsSaysTheTermsAreListedWithoutThem() {
        VocabularyAnswer answer = new VocabularyAnswer(vocabulary().tiers(), Optional.empty());

        Document page = page(report(Map.of(Family.VOCABULARY, side(Family.VOCABULARY, answer, SideSource.LATEST))));

        assertEquals("The clip counts per term of this measurement could not be had: the terms are listed without them.",
                page.select("#vocabulary > p.muted").text());
        assertEquals(List.of("objects", "actions"), page.select("#vocabulary article.section h3").eachText());
        assertEquals("not reported", figure(page, "vocabulary.actions.distinct-terms"));
        assertEquals("not reported", figure(page, "vocabulary.actions.distinct-kinds"));
    }

    @Test
    void duplicatesNotComparedSayNothingOfRedundancy() {
        Duplicates duplicates = new Duplicates(DATASET, "md-1", 2, Optional.empty());

        Document page = page(report(Map.of(Family.DUPLICATES,
                side(Family.DUPLICATES, duplicates, SideSource.LATEST))));

        assertEquals("2", figure(page, "duplicates.compared-clips"));
        assertEquals("Exact duplicates not compared yet", figure(page, "duplicates.state"));
        assertTrue(page.select("[data-figure=duplicates.redundant-clips], #duplicates table").isEmpty());
    }

    @Test
    void noExactDuplicatesReadsSoInWordsOfTheClipsCompared() {
        Document one = page(report(Map.of(Family.DUPLICATES,
                side(Family.DUPLICATES, duplicates(1, List.of()), SideSource.LATEST))));
        Document two = page(report(Map.of(Family.DUPLICATES,
                side(Family.DUPLICATES, duplicates(2, List.of()), SideSource.LATEST))));

        assertEquals("No exact duplicates among the 1 compared clip.", one.select("#duplicates > p:not(.stamp)").text());
        assertEquals("No exact duplicates among the 2 compared clips.", two.select("#duplicates > p:not(.stamp)").text());
        assertEquals("0", figure(two, "duplicates.groups"));
        assertEquals("0", figure(two, "duplicates.redundant-clips"));
        assertTrue(two.select("#duplicates table").isEmpty(), "no table of no groups");
    }

    @Test
    void theFirstTenDuplicateGroupsAreListedNumberedWithTheirFirstFourClips() {
        List<Duplicates.Group> groups = new ArrayList<>();
        for (int g = 0; g < ReportHtml.GROUPS_LISTED + 1; g++) {
            int size = g == 0 ? 5 : g == 1 ? 4 : 2;
            int group = g;
            groups.add(new Duplicates.Group(IntStream.range(0, size).mapToObj(c -> "g" + group + "-c" + c).toList()));
        }

        Document page = page(report(Map.of(Family.DUPLICATES,
                side(Family.DUPLICATES, duplicates(1_500, groups), SideSource.LATEST))));

        assertEquals("11", figure(page, "duplicates.groups"));
        assertEquals("16", figure(page, "duplicates.redundant-clips"));
        assertEquals("1.07 %", figure(page, "duplicates.redundant-percent"));
        Element table = page.selectFirst("#duplicates table.listing");
        assertEquals("The 10 first groups, in the service's order", table.selectFirst("caption").text());
        List<List<String>> rows = table.select("tbody tr").stream().map(row -> row.select("td").eachText()).toList();
        assertEquals(ReportHtml.GROUPS_LISTED, rows.size());
        assertEquals(List.of("1", "5", "g0-c0, g0-c1, g0-c2, g0-c3, …"), rows.get(0));
        assertEquals(List.of("2", "4", "g1-c0, g1-c1, g1-c2, g1-c3"), rows.get(1));
        assertEquals(List.of("10", "2", "g9-c0, g9-c1"), rows.get(9));
    }

    @Test
    void tenDuplicateGroupsAreAllListedUnderTheirOwnCaption() {
        List<Duplicates.Group> groups = IntStream.range(0, ReportHtml.GROUPS_LISTED)
                .mapToObj(g -> new Duplicates.Group(List.of("a" + g, "b" + g))).toList();

        Document page = page(report(Map.of(Family.DUPLICATES,
                side(Family.DUPLICATES, duplicates(20, groups), SideSource.LATEST))));

        Element table = page.selectFirst("#duplicates table.listing");
        assertEquals("Groups, in the service's order", table.selectFirst("caption").text());
        assertEquals(ReportHtml.GROUPS_LISTED, table.select("tbody tr").size());
    }

    @Test
    void theHeaderLinksTheFilteredClipsAndTheDifferencesWhenTheReportHasThem() {
        Summary subset = new Summary(10, 3_600, Optional.empty(), Optional.empty());
        Summary whole = new Summary(40, 36_000, Optional.empty(), Optional.empty());
        SubsetFigures figures = new SubsetFigures("objects has \"cup\"", "vo-9", READ, subset, whole, List.of());
        ComparisonSide hands = side(Family.HANDS, hands(OptionalDouble.of(0.5)), SideSource.LATEST);
        QualityReport report = new QualityReport(WHOSE, DATASET, READ, Map.of(Family.HANDS, hands),
                Optional.of(figures), List.of(Comparison.of(hands, hands)), Optional.empty());

        Document page = page(report);

        assertEquals(List.of("#subset", "#defects", "#hands", "#vocabulary", "#duplicates", "#compare"),
                page.select("nav a").eachAttr("href"));
        assertEquals("objects has \"cup\"", figure(page, "filter"));
        assertEquals("10", figure(page, "subset.clips.subset"));
        assertEquals("25.00 % of all", figure(page, "subset.clips.difference"));
        assertEquals("10.00 h", figure(page, "subset.analyzed-hours.whole"));
    }

    @Test
    void eachComparisonIsTitledByItsFamily() {
        List<Comparison> comparisons = List.of(
                same(side(Family.VIDEO, video(), SideSource.LATEST)),
                same(side(Family.HANDS, hands(OptionalDouble.of(0.5)), SideSource.LATEST)),
                same(side(Family.VOCABULARY, vocabulary(), SideSource.LATEST)),
                same(side(Family.DUPLICATES, duplicates(2, List.of()), SideSource.LATEST)));
        QualityReport report = new QualityReport(WHOSE, DATASET, READ, Map.of(), Optional.empty(), comparisons,
                Optional.empty());

        Document page = page(report);

        assertEquals(List.of("Video defects", "Hand activity", "Vocabulary", "Duplicates"),
                page.select("#compare article.comparison h3").eachText());
        assertEquals(List.of("Video defects", "Hand activity", "Vocabulary", "Duplicates"),
                page.select("header .side").get(0).select(".family").eachText(), "the header's left sides, by family");
    }

    @Test
    void theAnalystsBarsAreASectionOfTheirOwnWithEveryOutcomeCounted() {
        List<Bar> bars = BarsFile.parse("""
                bars:
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: "> 5"
                    fail: "> 6"
                  - name: Black footage
                    dataset: kitchen-egocentric
                    figure: video.black.percent
                    fail: "> 1"
                """, "bars.yaml");
        CheckRun run = new CheckRun("/home/analyst/team/bars.yaml", WHOSE, SEEN, List.of(
                new BarResult(bars.get(0), DATASET, Outcome.HOLDS, OptionalDouble.of(3.2), "vc-1", OptionalDouble.empty(),
                        List.of(), null),
                new BarResult(bars.get(1), DATASET, Outcome.BREACHED, OptionalDouble.of(1.5), "vc-1", OptionalDouble.empty(),
                        List.of(), null)));

        Document page = page(report(Map.of()).withBars(run));

        Element section = page.getElementById("bars");
        assertNotNull(section, "a section of the analyst's bars");
        assertEquals("bars.yaml", figure(page, "bars.file"), "the file's name, not where it lies");
        assertTrue(section.selectFirst("p.stamp").text().contains("checked 2026-10-02 17:05:09 UTC"));
        assertEquals("1 hold · 0 warn · 1 breached · 0 not measured · 0 could not be checked", figure(page, "bars.counts"));
        assertEquals("Black footage", figure(page, "bars.1.name"));
        assertEquals("breached", figure(page, "bars.1.outcome"));
        assertEquals("breached > 1", figure(page, "bars.1.bar"));
        assertEquals(List.of("same", "changed"), section.select("tbody tr").eachAttr("class"));
    }

    private static String stamp(Document page, String section) {
        return page.select("#" + section + " > p.stamp").text();
    }

    private static Element share(Document page, String label) {
        return page.select("#hands .share").stream().filter(share -> share.selectFirst(".label").text().equals(label))
                .findFirst().orElseThrow();
    }

    private static Element article(Document page, String section) {
        return page.select("#vocabulary article.section").stream().filter(a -> a.selectFirst("h3").text().equals(section))
                .findFirst().orElseThrow();
    }

    private static Comparison same(ComparisonSide side) {
        return Comparison.of(side, side);
    }

    private static VideoCharacteristics video() {
        return new VideoCharacteristics(DATASET, "an-1", "vc-1", 10, 2, OptionalDouble.of(100),
                Map.of(Defect.BLACK, new DefectBlock(2, 1, Optional.empty())), Optional.empty());
    }

    private static HandActivity hands(OptionalDouble share) {
        return new HandActivity(DATASET, "an-1", 10, 7_200, 0, 0, share, share, share);
    }

    /** Tiers of objects and actions; counts of actions (twelve terms) and environments (none). */
    private static VocabularyAnswer vocabulary() {
        Vocabulary tiers = new Vocabulary(DATASET, "vo-1", OptionalDouble.of(0.875), List.of(
                new Vocabulary.Section("objects", OptionalLong.of(12), OptionalLong.of(3), OptionalLong.of(7),
                        OptionalLong.empty(), List.of(), List.of(
                        new Vocabulary.Tier("core", "Core", OptionalLong.of(5), OptionalDouble.of(0.6), List.of("cup", "knife")),
                        new Vocabulary.Tier("rare", "Rare", OptionalLong.empty(), OptionalDouble.empty(), List.of())),
                        List.of()),
                new Vocabulary.Section("actions", OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(),
                        OptionalLong.empty(), List.of(), List.of(), List.of())));
        List<UnversionedVocabulary.Term> terms = IntStream.rangeClosed(1, 12)
                .mapToObj(i -> new UnversionedVocabulary.Term("term-" + i, i, 2L * i, List.of("term-" + i, "Term " + i),
                        Optional.empty(), Optional.empty())).toList();
        UnversionedVocabulary counts = new UnversionedVocabulary(DATASET, "vo-1", 40, 0, 0, List.of(
                new UnversionedVocabulary.Section("actions", 4, 2, 3.5, 40, OptionalDouble.empty(), terms, List.of(), List.of()),
                new UnversionedVocabulary.Section("environments", 2, 1, 1.9, 40, OptionalDouble.empty(), List.of(),
                        List.of(), List.of())));
        return new VocabularyAnswer(tiers, Optional.of(counts));
    }

    private static Duplicates duplicates(long compared, List<Duplicates.Group> groups) {
        long redundant = groups.stream().mapToLong(group -> group.clips().size() - 1).sum();
        return new Duplicates(DATASET, "md-1", compared, Optional.of(new Duplicates.Exact(groups, redundant,
                100.0 * redundant / compared)));
    }

    private static ComparisonSide side(Family family, Object answer, SideSource source) {
        return new ComparisonSide(family, DATASET, "vc-" + family.word(), source,
                source == SideSource.STORED_COPY ? SEEN : READ, answer);
    }

    private static QualityReport report(Map<Family, ComparisonSide> measured) {
        return new QualityReport(WHOSE, DATASET, READ, measured, Optional.empty(), List.of(), Optional.empty());
    }

    private static Document page(QualityReport report) {
        return Jsoup.parse(report.html());
    }
}
