package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every figure a bar can be set on: each figure of each measurement family as the service gives it, and the
 * subset summary's figures of the clip table as the app's summary re-totals them. A figure the answer leaves
 * out reads as not measured, in the service's own words for what its null means.
 */
public final class FigureCatalogue {

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
        for (Family family : Family.values()) {
            figures.addAll(FamilyFigures.of(family).bars());
        }
        subset(figures);
        return Collections.unmodifiableList(figures);
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
    static <T> Figure measured(Family family, String path, Unit unit, String meaning,
                                       Function<T, FigureValue> reader) {
        return new Figure(path, unit, meaning, Optional.of(family), answer -> reader.apply((T) answer));
    }
}
