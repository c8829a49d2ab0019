package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.workspace.compare.VocabularyAnswer;
import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every figure a bar can be set on: each figure of each measurement family as the service gives it, and the
 * subset summary's figures of the clip table as the app's summary re-totals them. A figure the answer leaves
 * out reads as not measured, in the service's own words for what its null means.
 */
public final class FigureCatalogue {

    /** The vocabulary's sections, as the service names them. */
    public static final List<String> SECTIONS = List.of("environments", "objects", "actions");

    private static final String NOT_ASSESSED = "not assessed yet";
    private static final String NO_HAND_FOOTAGE = "no footage was measured for hand activity";
    private static final String NOT_COMPARED = "not compared yet";
    private static final String NO_COUNTS = "the counts form of this vocabulary could not be had";
    private static final String NO_FRAMES = "no clip of the subset has frame-quality counts";
    private static final String NO_HANDS = "no clip of the subset has hand-activity seconds";

    private static final List<Figure> ALL = build();
    private static final Map<String, Figure> BY_PATH = ALL.stream()
            .collect(Collectors.toUnmodifiableMap(Figure::path, Function.identity()));

    private FigureCatalogue() {
    }

    /** Every figure, measurement families first, in the order the list shows them. */
    public static List<Figure> all() {
        return ALL;
    }

    public static Optional<Figure> find(String path) {
        return Optional.ofNullable(BY_PATH.get(path));
    }

    private static List<Figure> build() {
        List<Figure> figures = new ArrayList<>();
        video(figures);
        hands(figures);
        vocabulary(figures);
        duplicates(figures);
        subset(figures);
        return Collections.unmodifiableList(figures);
    }

    private static void video(List<Figure> figures) {
        for (Defect defect : Defect.values()) {
            String name = defect.wireName();
            figures.add(measured(Family.VIDEO, "video." + name + ".percent", Unit.PERCENT,
                    "duration-weighted share of footage showing " + name.replace('_', ' ')
                            + "; not measured while the dataset has not been assessed for it",
                    (VideoCharacteristics vc) -> vc.defect(defect).map(block -> FigureValue.of(block.percent()))
                            .orElse(FigureValue.notMeasured(NOT_ASSESSED))));
            figures.add(measured(Family.VIDEO, "video." + name + ".assessed_hours", Unit.HOURS,
                    "footage the " + name.replace('_', ' ') + " share was measured over",
                    (VideoCharacteristics vc) -> vc.defect(defect).map(block -> FigureValue.of(block.assessedHours()))
                            .orElse(FigureValue.notMeasured(NOT_ASSESSED))));
        }
        figures.add(measured(Family.VIDEO, "video.coverage_percent", Unit.PERCENT,
                "share of the planned analysis that produced deterministic values",
                (VideoCharacteristics vc) -> FigureValue.of(vc.coveragePercent(),
                        "the planned result count cannot be determined reliably")));
        figures.add(measured(Family.VIDEO, "video.unreadable.percent", Unit.PERCENT,
                "planned clips with no usable deterministic measurement, weighted by clips",
                (VideoCharacteristics vc) -> vc.unreadable().map(unreadable -> FigureValue.of(unreadable.percent()))
                        .orElse(FigureValue.notMeasured("no clips were planned"))));
        figures.add(measured(Family.VIDEO, "video.unreadable.assessed_clips", Unit.COUNT,
                "planned clips the unreadable share is taken over",
                (VideoCharacteristics vc) -> vc.unreadable().map(unreadable -> FigureValue.of(unreadable.assessedClips()))
                        .orElse(FigureValue.notMeasured("no clips were planned"))));
        figures.add(measured(Family.VIDEO, "video.analyzed_clip_count", Unit.COUNT,
                "clips the analysis planned", (VideoCharacteristics vc) -> FigureValue.of(vc.analyzedClipCount())));
        figures.add(measured(Family.VIDEO, "video.assessed_hours", Unit.HOURS,
                "footage decoded and measured (orientation only; each defect has its own)",
                (VideoCharacteristics vc) -> FigureValue.of(vc.assessedHours())));
    }

    private static void hands(List<Figure> figures) {
        figures.add(hand("hands.hands_visible_share", "share of measured footage with a camera-wearer hand visible",
                HandActivity::handsVisibleShare));
        figures.add(hand("hands.two_hands_visible_share", "share of measured footage with both hands visible",
                HandActivity::twoHandsVisibleShare));
        figures.add(hand("hands.active_manipulation_share", "share of measured footage showing active manipulation",
                HandActivity::activeManipulationShare));
        figures.add(measured(Family.HANDS, "hands.measured_seconds", Unit.SECONDS,
                "footage successfully answered: the denominator of every share",
                (HandActivity hands) -> FigureValue.of(hands.measuredSeconds())));
        figures.add(measured(Family.HANDS, "hands.clips", Unit.COUNT, "clips in the analysis",
                (HandActivity hands) -> FigureValue.of(hands.clips())));
        figures.add(measured(Family.HANDS, "hands.segments_unassessed", Unit.COUNT,
                "segments that could not be assessed", (HandActivity hands) -> FigureValue.of(hands.segmentsUnassessed())));
        figures.add(measured(Family.HANDS, "hands.segments_unusable", Unit.COUNT,
                "segments with an unusable assessment", (HandActivity hands) -> FigureValue.of(hands.segmentsUnusable())));
    }

    private static Figure hand(String path, String meaning, Function<HandActivity, OptionalDouble> share) {
        return measured(Family.HANDS, path, Unit.FRACTION, meaning + " (0..1)",
                (HandActivity hands) -> FigureValue.of(share.apply(hands), NO_HAND_FOOTAGE));
    }

    private static void vocabulary(List<Figure> figures) {
        figures.add(measured(Family.VOCABULARY, "vocabulary.coverage_share", Unit.FRACTION,
                "measurement completeness (0..1)", (VocabularyAnswer vocabulary) -> FigureValue.of(
                        vocabulary.tiers().coverageShare(), "no reliable denominator is available")));
        figures.add(counts("vocabulary.clips_analyzed", "clips in the analysis", UnversionedVocabulary::clipsAnalyzed));
        figures.add(counts("vocabulary.segments_unassessed", "segments that could not be assessed",
                UnversionedVocabulary::segmentsUnassessed));
        figures.add(counts("vocabulary.segments_unusable", "segments with an unusable assessment",
                UnversionedVocabulary::segmentsUnusable));
        for (String section : SECTIONS) {
            String prefix = "vocabulary." + section + ".";
            figures.add(tiered(section, prefix + "distinct_terms", "published terms", Vocabulary.Section::distinctTerms));
            figures.add(tiered(section, prefix + "distinct_kinds", "kinds of the published terms",
                    Vocabulary.Section::distinctKinds));
            figures.add(tiered(section, prefix + "effective_distinct_terms",
                    "effective number of distinct terms (diversity)", Vocabulary.Section::effectiveDistinctTerms));
            figures.add(tiered(section, prefix + "size_adjusted_distinct_terms",
                    "distinct terms adjusted for the dataset's size", Vocabulary.Section::sizeAdjustedDistinctTerms));
            figures.add(counted(section, prefix + "comparable_depth_clips", "clips at the comparable depth",
                    counted -> OptionalDouble.of(counted.comparableDepthClips())));
            figures.add(counted(section, prefix + "rarefied_distinct_terms", "distinct terms rarefied to the comparable depth",
                    UnversionedVocabulary.Section::rarefiedDistinctTerms));
        }
    }

    private static Figure counts(String path, String meaning, Function<UnversionedVocabulary, Long> count) {
        return measured(Family.VOCABULARY, path, Unit.COUNT, meaning,
                (VocabularyAnswer vocabulary) -> vocabulary.counts().map(counted -> FigureValue.of(count.apply(counted)))
                        .orElse(FigureValue.notMeasured(NO_COUNTS)));
    }

    private static Figure tiered(String section, String path, String meaning,
                                 Function<Vocabulary.Section, OptionalLong> count) {
        return measured(Family.VOCABULARY, path, Unit.COUNT, meaning + " of " + section,
                (VocabularyAnswer vocabulary) -> vocabulary.tiers().sections().stream()
                        .filter(found -> found.section().equals(section)).findFirst()
                        .map(found -> {
                            OptionalLong value = count.apply(found);
                            return value.isPresent() ? FigureValue.of(value.getAsLong())
                                    : FigureValue.notMeasured("the answer does not give it");
                        })
                        .orElse(FigureValue.notMeasured("the answer has no " + section + " section")));
    }

    private static Figure counted(String section, String path, String meaning,
                                  Function<UnversionedVocabulary.Section, OptionalDouble> count) {
        return measured(Family.VOCABULARY, path, Unit.COUNT, meaning + " of " + section,
                (VocabularyAnswer vocabulary) -> vocabulary.counts()
                        .map(counted -> counted.sections().stream().filter(found -> found.section().equals(section))
                                .findFirst()
                                .map(found -> FigureValue.of(count.apply(found), "the answer does not give it"))
                                .orElse(FigureValue.notMeasured("the answer has no " + section + " section")))
                        .orElse(FigureValue.notMeasured(NO_COUNTS)));
    }

    private static void duplicates(List<Figure> figures) {
        figures.add(measured(Family.DUPLICATES, "duplicates.redundant_percent", Unit.PERCENT,
                "redundant clips over compared clips (byte-for-byte identical footage)",
                (Duplicates duplicates) -> duplicates.exact().map(exact -> FigureValue.of(exact.redundantPercent()))
                        .orElse(FigureValue.notMeasured(NOT_COMPARED))));
        figures.add(measured(Family.DUPLICATES, "duplicates.redundant_clip_count", Unit.COUNT,
                "sum over the groups of their size minus one",
                (Duplicates duplicates) -> duplicates.exact().map(exact -> FigureValue.of(exact.redundantClipCount()))
                        .orElse(FigureValue.notMeasured(NOT_COMPARED))));
        figures.add(measured(Family.DUPLICATES, "duplicates.group_count", Unit.COUNT,
                "groups of identical clips",
                (Duplicates duplicates) -> duplicates.exact().map(exact -> FigureValue.of(exact.groups().size()))
                        .orElse(FigureValue.notMeasured(NOT_COMPARED))));
        figures.add(measured(Family.DUPLICATES, "duplicates.compared_clip_count", Unit.COUNT,
                "clips the comparison covered: the denominator of the percent",
                (Duplicates duplicates) -> FigureValue.of(duplicates.comparedClipCount())));
    }

    private static void subset(List<Figure> figures) {
        figures.add(subset("clips.count", Unit.COUNT, "clips meeting the filter",
                summary -> FigureValue.of(summary.clips())));
        figures.add(subset("clips.analyzed_hours", Unit.HOURS, "their analyzed footage",
                summary -> FigureValue.of(summary.analyzedHours())));
        figures.add(subset("clips.frames", Unit.COUNT, "their frames with frame-quality counts",
                summary -> summary.frames().map(frames -> FigureValue.of(frames.frames()))
                        .orElse(FigureValue.notMeasured(NO_FRAMES))));
        figures.add(frameShare("clips.usable_share", "usable frames over their frames", FrameTotals::usableShare));
        figures.add(frameShare("clips.distorted_share", "distorted frames over their frames", FrameTotals::distortedShare));
        figures.add(frameShare("clips.jerky_share", "jerky frames over their frames", FrameTotals::jerkyShare));
        figures.add(handShare("clips.hands_visible_share", "seconds with a hand visible over measured seconds",
                HandTotals::handsVisibleShare));
        figures.add(handShare("clips.two_hands_visible_share", "seconds with both hands visible over measured seconds",
                HandTotals::twoHandsVisibleShare));
        figures.add(handShare("clips.active_manipulation_share",
                "seconds of active manipulation over measured seconds", HandTotals::activeManipulationShare));
    }

    private static Figure frameShare(String path, String meaning, Function<FrameTotals, OptionalDouble> share) {
        return subset(path, Unit.FRACTION, meaning + " (0..1)", summary -> summary.frames()
                .map(frames -> FigureValue.of(share.apply(frames), NO_FRAMES)).orElse(FigureValue.notMeasured(NO_FRAMES)));
    }

    private static Figure handShare(String path, String meaning, Function<HandTotals, OptionalDouble> share) {
        return subset(path, Unit.FRACTION, meaning + " (0..1)", summary -> summary.hands()
                .map(hands -> FigureValue.of(share.apply(hands), NO_HANDS)).orElse(FigureValue.notMeasured(NO_HANDS)));
    }

    private static Figure subset(String path, Unit unit, String meaning, Function<Summary, FigureValue> reader) {
        return new Figure(path, unit, meaning + "; with filter:, of the subset, re-totalled from the snapshot",
                Optional.empty(), answer -> reader.apply((Summary) answer));
    }

    @SuppressWarnings("unchecked")
    private static <T> Figure measured(Family family, String path, Unit unit, String meaning,
                                       Function<T, FigureValue> reader) {
        return new Figure(path, unit, meaning, Optional.of(family), answer -> reader.apply((T) answer));
    }
}
