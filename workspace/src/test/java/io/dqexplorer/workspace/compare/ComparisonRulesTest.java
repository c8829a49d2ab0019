package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The comparisons' rules on answers made for the case: what the sandbox's re-measures never change. */
class ComparisonRulesTest {

    @Test
    void vocabularyTellsTermsAddedRemovedMovedBetweenTiersAndSpellingsMergedOrSplit() {
        // left: knife (common; spellings blade, cutter), fork (rare; spelling tines), spoon (common)
        // right: knife (rare; spelling blade), fork (rare; spellings tines, spoon), cutter (new; spelling cutter),
        //        ladle (new). spoon merged into fork, cutter split off knife, knife moved tier.
        VocabularyAnswer left = answer(List.of(term("knife", "common", "blade", "cutter"), term("fork", "rare", "tines"),
                term("spoon", "common")), Map.of("knife", 40L, "fork", 3L, "spoon", 12L));
        VocabularyAnswer right = answer(List.of(term("knife", "rare", "blade"), term("fork", "rare", "tines", "spoon"),
                term("cutter", "common"), term("ladle", null)), Map.of("knife", 30L, "fork", 15L, "cutter", 10L,
                "ladle", 1L));

        DifferenceTable table = VocabularyComparison.compare(left, right);

        assertEquals(List.of(
                row("objects", "", "distinct_terms", 3L, 4L, 1L, "changed"),
                row("objects", "", "distinct_kinds", null, null, null, "not assessed yet on either side"),
                row("objects", "", "effective_distinct_terms", null, null, null, "not assessed yet on either side"),
                row("objects", "", "size_adjusted_distinct_terms", null, null, null, "not assessed yet on either side"),
                row("objects", "cutter", "tier", null, "common", null, "added"),
                row("objects", "knife", "tier", "common", "rare", null, "moved between tiers"),
                row("objects", "ladle", "tier", null, "untiered", null, "added"),
                row("objects", "spoon", "tier", "common", null, null, "removed"),
                row("objects", "cutter", "spelling_of", "knife", "cutter", null, "split"),
                row("objects", "spoon", "spelling_of", "spoon", "fork", null, "merged"),
                row("objects", "cutter", "clip_count", null, 10L, null, "added"),
                row("objects", "fork", "clip_count", 3L, 15L, 12L, "changed"),
                row("objects", "knife", "clip_count", 40L, 30L, -10L, "changed"),
                row("objects", "ladle", "clip_count", null, 1L, null, "added"),
                row("objects", "spoon", "clip_count", 12L, null, null, "removed")), table.rows());
    }

    @Test
    void vocabularyWithoutTheCountsFormOnASideHasNoClipCountRows() {
        VocabularyAnswer left = answer(List.of(term("knife", "common")), Map.of("knife", 4L));
        VocabularyAnswer right = new VocabularyAnswer(answer(List.of(term("knife", "common")), Map.of()).tiers(),
                Optional.empty());

        DifferenceTable table = VocabularyComparison.compare(left, right);

        assertEquals(List.of(), table.rows("objects", "clip_count"));
    }

    @Test
    void duplicateGroupsAreMatchedByASharedClip() {
        Duplicates left = duplicates(100, List.of(List.of("a", "b", "c"), List.of("d", "e"), List.of("f", "g")));
        Duplicates right = duplicates(120, List.of(List.of("b", "c"), List.of("x", "y"), List.of("g", "h")));

        DifferenceTable table = DuplicateComparison.compare(left, right);

        assertEquals(List.of(
                row("duplicates", "", "compared_clips", 100L, 120L, 20L, "changed"),
                row("duplicates", "", "redundant_clips", 4L, 3L, -1L, "changed"),
                row("duplicates", "", "redundant_percent", 4.0, 2.5, -1.5, "changed"),
                row("group", "b|c", "group_size", 3L, 2L, -1L, "changed size"),
                row("group", "d|e", "group_size", 2L, null, null, "disappeared"),
                row("group", "g|h", "group_size", 2L, 2L, 0L, "changed clips"),
                row("group", "x|y", "group_size", null, 2L, null, "appeared")), table.rows());
    }

    @Test
    void histogramsOfDifferentBinWidthsAreListedPerSideNotAligned() {
        VideoCharacteristics left = video(new Distribution("clip", "assessed_duration", 10,
                List.of(new Distribution.HistogramBin(5, 80, 0), new Distribution.HistogramBin(1, 20, 10)),
                List.of(new Distribution.Percentile(50, 2), new Distribution.Percentile(95, 0.1))));
        VideoCharacteristics right = video(new Distribution("clip", "assessed_duration", 5,
                List.of(new Distribution.HistogramBin(6, 100, 0)), List.of(new Distribution.Percentile(50, 1.5),
                new Distribution.Percentile(90, 4), new Distribution.Percentile(95, 4.1))));

        DifferenceTable table = VideoComparison.compare(left, right);

        assertEquals(List.of(row("black", "", "bin_width", 10.0, 5.0, -5.0, VideoComparison.BINS_NOT_ALIGNED)),
                table.rows("black", "bin_width"));
        assertEquals(List.of(row("black", "from 0", "bin_footage_percent", 80.0, null, null, "left only"),
                row("black", "from 10", "bin_footage_percent", 20.0, null, null, "left only"),
                row("black", "from 0", "bin_footage_percent", null, 100.0, null, "right only")),
                table.rows("black", "bin_footage_percent"));
        assertEquals(List.of(row("black", "p50", "percentile", 2.0, 1.5, -0.5, "changed"),
                row("black", "p90", "percentile", null, 4.0, null, "not assessed yet on the left"),
                row("black", "p95", "percentile", 0.1, 4.1, 4.0, "changed")),
                table.rows("black", "percentile"));
    }

    @Test
    void histogramsOfOneWidthAlignByLowerEdgeAndABinOneSideLacksHoldsNothing() {
        VideoCharacteristics left = video(new Distribution("clip", "assessed_duration", 10,
                List.of(new Distribution.HistogramBin(5, 80, 0), new Distribution.HistogramBin(1, 20, 10)), List.of()));
        VideoCharacteristics right = video(new Distribution("clip", "assessed_duration", 10,
                List.of(new Distribution.HistogramBin(6, 100, 0)), List.of()));

        DifferenceTable table = VideoComparison.compare(left, right);

        assertEquals(List.of(row("black", "from 0", "bin_footage_percent", 80.0, 100.0, 20.0, "changed"),
                row("black", "from 10", "bin_footage_percent", 20.0, 0.0, -20.0, "changed")),
                table.rows("black", "bin_footage_percent"));
    }

    @Test
    void handSharesAreInPercentAndDifferencesInPointsTakenInDecimal() {
        HandActivity left = hands(0.58, 0.1, OptionalDouble.empty(), 7200);
        HandActivity right = hands(0.61, 0.3, OptionalDouble.of(0.3), 3600);

        DifferenceTable table = HandComparison.compare(left, right);

        assertEquals(List.of(
                row("hands", "", "active_manipulation_percent", 58.0, 61.0, 3.0, "changed"),
                row("hands", "", "hands_visible_percent", 10.0, 30.0, 20.0, "changed"),
                row("hands", "", "two_hands_visible_percent", null, 30.0, null, "not assessed yet on the left"),
                row("hands", "", "measured_hours", 2.0, 1.0, -1.0, "changed"),
                row("hands", "", "clips", 4L, 4L, 0L, "same")), table.rows());
    }

    static List<Object> row(String part, String item, String measure, Object left, Object right, Object difference,
                            String state) {
        return Arrays.asList(part, item, measure, left, right, difference, state);
    }

    static Vocabulary.Term term(String term, String tier, String... spellings) {
        return new Vocabulary.Term(term, Optional.empty(), Optional.ofNullable(tier), List.of(spellings));
    }

    static VocabularyAnswer answer(List<Vocabulary.Term> terms, Map<String, Long> clipCounts) {
        Vocabulary tiers = new Vocabulary("d", "vo-1", OptionalDouble.empty(), List.of(new Vocabulary.Section("objects",
                OptionalLong.of(terms.size()), OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(), terms,
                List.of(), List.of())));
        List<UnversionedVocabulary.Term> counted = clipCounts.entrySet().stream()
                .map(entry -> new UnversionedVocabulary.Term(entry.getKey(), entry.getValue(), entry.getValue(),
                        List.of(), Optional.empty(), Optional.empty())).toList();
        UnversionedVocabulary counts = new UnversionedVocabulary("d", "vo-1", 10, 0, 0, List.of(
                new UnversionedVocabulary.Section("objects", terms.size(), 0, 0, 0, OptionalDouble.empty(), counted,
                        List.of(), List.of())));
        return new VocabularyAnswer(tiers, Optional.of(counts));
    }

    private static Duplicates duplicates(long compared, List<List<String>> groups) {
        List<Duplicates.Group> made = groups.stream().map(Duplicates.Group::new).toList();
        long redundant = groups.stream().mapToLong(group -> group.size() - 1).sum();
        return new Duplicates("d", "md-1", compared, Optional.of(new Duplicates.Exact(made, redundant,
                100.0 * redundant / compared)));
    }

    private static HandActivity hands(double active, double visible, OptionalDouble twoHands, double measuredSeconds) {
        return new HandActivity("d", "ha-1", 4, measuredSeconds, 0, 0, OptionalDouble.of(active),
                OptionalDouble.of(visible), twoHands);
    }

    private static VideoCharacteristics video(Distribution black) {
        return new VideoCharacteristics("d", "an-1", "vc-1", 10, 1, OptionalDouble.of(100),
                Map.of(Defect.BLACK, new DefectBlock(1, 2, Optional.of(black))), Optional.empty());
    }
}
