package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.HandActivity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/** The figures of hand activity: the three shares, the footage measured, the segments left out; the trend draws the shares as percents. */
final class HandFigures {

    private static final String NO_HAND_FOOTAGE = "no footage was measured for hand activity";

    private HandFigures() {
    }

    static FamilyFigures figures() {
        return new FamilyFigures(bars(), new TrendFigures<>("Hand activity, % of measured time", "%", MeasurementFamily.HAND_ACTIVITY,
                kept -> List.of(line("active manipulation", "hands.active_manipulation_share", HandActivity::activeManipulationShare),
                        line("hands visible", "hands.hands_visible_share", HandActivity::handsVisibleShare),
                        line("two hands visible", "hands.two_hands_visible_share", HandActivity::twoHandsVisibleShare))));
    }

    private static List<Figure> bars() {
        List<Figure> figures = new ArrayList<>();
        figures.add(hand("hands.hands_visible_share", "share of measured footage with a camera-wearer hand visible",
                HandActivity::handsVisibleShare));
        figures.add(hand("hands.two_hands_visible_share", "share of measured footage with both hands visible",
                HandActivity::twoHandsVisibleShare));
        figures.add(hand("hands.active_manipulation_share", "share of measured footage showing active manipulation",
                HandActivity::activeManipulationShare));
        figures.add(FigureCatalogue.measured(Family.HANDS, "hands.measured_seconds", Unit.SECONDS,
                "footage successfully answered: the denominator of every share",
                (HandActivity hands) -> FigureValue.of(hands.measuredSeconds())));
        figures.add(FigureCatalogue.measured(Family.HANDS, "hands.clips", Unit.COUNT, "clips in the analysis",
                (HandActivity hands) -> FigureValue.of(hands.clips())));
        figures.add(FigureCatalogue.measured(Family.HANDS, "hands.segments_unassessed", Unit.COUNT,
                "segments that could not be assessed", (HandActivity hands) -> FigureValue.of(hands.segmentsUnassessed())));
        figures.add(FigureCatalogue.measured(Family.HANDS, "hands.segments_unusable", Unit.COUNT,
                "segments with an unusable assessment", (HandActivity hands) -> FigureValue.of(hands.segmentsUnusable())));
        return figures;
    }

    private static Figure hand(String path, String meaning, Function<HandActivity, OptionalDouble> share) {
        return FigureCatalogue.measured(Family.HANDS, path, Unit.FRACTION, meaning + " (0..1)",
                (HandActivity hands) -> FigureValue.of(share.apply(hands), NO_HAND_FOOTAGE));
    }


    private static TrendFigures.Line<HandActivity> line(String name, String path, Function<HandActivity, OptionalDouble> share) {
        return new TrendFigures.Line<>(name, path, 100, answer -> {
            OptionalDouble fraction = share.apply(answer);
            return fraction.isPresent() ? Optional.of(fraction.getAsDouble() * 100) : Optional.empty();
        });
    }
}
