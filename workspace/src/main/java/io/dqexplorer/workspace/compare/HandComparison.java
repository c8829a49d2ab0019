package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.model.HandActivity;

import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * Two hand-activity answers side by side: each share in percent of its side's measured footage, the
 * difference in percentage points; the measured hours and the clips of each side. A share a side has
 * not measured (no footage) is "not assessed yet" there.
 */
public final class HandComparison {

    public static final String PART = "hands";
    public static final String ACTIVE_MANIPULATION = "active_manipulation_percent";
    public static final String HANDS_VISIBLE = "hands_visible_percent";
    public static final String TWO_HANDS_VISIBLE = "two_hands_visible_percent";
    public static final String MEASURED_HOURS = "measured_hours";
    public static final String CLIPS = "clips";

    private HandComparison() {
    }

    public static DifferenceTable compare(HandActivity left, HandActivity right) {
        DifferenceTable.Builder table = DifferenceTable.builder();
        share(table, ACTIVE_MANIPULATION, left, right, HandActivity::activeManipulationShare);
        share(table, HANDS_VISIBLE, left, right, HandActivity::handsVisibleShare);
        share(table, TWO_HANDS_VISIBLE, left, right, HandActivity::twoHandsVisibleShare);
        table.numbers(PART, "", MEASURED_HOURS, left.measuredSeconds() / 3600, right.measuredSeconds() / 3600);
        table.counts(PART, "", CLIPS, left.clips(), right.clips());
        return table.build();
    }

    private static void share(DifferenceTable.Builder table, String measure, HandActivity left, HandActivity right,
                              Function<HandActivity, OptionalDouble> share) {
        table.numbers(PART, "", measure, percent(share.apply(left)), percent(share.apply(right)));
    }

    private static Double percent(OptionalDouble fraction) {
        return fraction.isPresent() ? Numbers.percent(fraction.getAsDouble()) : null;
    }
}
