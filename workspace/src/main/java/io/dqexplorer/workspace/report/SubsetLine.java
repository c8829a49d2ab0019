package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * One figure of the filtered clips beside the whole snapshot's: clips, hours and frames with the part
 * of the whole they are, the frame-quality and hand shares with their difference in percentage points.
 * A figure nothing was measured for reads "not measured", never 0. The app's summary cards and the
 * report's subset table are both made of these lines.
 *
 * @param figure the figure's name in a bars file ("clips.usable_share"), where a bar on it is set
 */
public record SubsetLine(String label, String figure, String subset, String whole, String difference) {

    public static final String NOT_MEASURED = "not measured";
    /** A difference that cannot be taken. */
    public static final String NO_VALUE = "—";

    /** The lines of the subset's summary against the whole's. */
    public static List<SubsetLine> of(Summary subset, Summary whole) {
        List<SubsetLine> lines = new ArrayList<>();
        lines.add(counted("Clips", "clips.count", subset.clips(), whole.clips()));
        lines.add(amount("Analyzed hours", "clips.analyzed_hours", subset.analyzedHours(), whole.analyzedHours(),
                Figures::hours));
        lines.add(frameAmount("Frames", "clips.frames", subset, whole, FrameTotals::frames));
        lines.add(share("Usable frames", "clips.usable_share", subset.frames(), whole.frames(), FrameTotals::usableShare));
        lines.add(share("Distorted frames", "clips.distorted_share", subset.frames(), whole.frames(), FrameTotals::distortedShare));
        lines.add(share("Jerky frames", "clips.jerky_share", subset.frames(), whole.frames(), FrameTotals::jerkyShare));
        lines.add(share("Hands visible", "clips.hands_visible_share", subset.hands(), whole.hands(), HandTotals::handsVisibleShare));
        lines.add(share("Two hands visible", "clips.two_hands_visible_share", subset.hands(), whole.hands(), HandTotals::twoHandsVisibleShare));
        lines.add(share("Active manipulation", "clips.active_manipulation_share", subset.hands(), whole.hands(), HandTotals::activeManipulationShare));
        return lines;
    }

    private static SubsetLine amount(String label, String figure, double subset, double whole,
                                     Function<Double, String> format) {
        return new SubsetLine(label, figure, format.apply(subset), format.apply(whole), partOf(subset, whole));
    }

    private static SubsetLine counted(String label, String figure, long subset, long whole) {
        return new SubsetLine(label, figure, Figures.count(subset), Figures.count(whole), partOf(subset, whole));
    }

    private static SubsetLine frameAmount(String label, String figure, Summary subset, Summary whole,
                                          Function<FrameTotals, Long> count) {
        if (whole.frames().isEmpty()) {
            return new SubsetLine(label, figure, NOT_MEASURED, NOT_MEASURED, NO_VALUE);
        }
        long all = count.apply(whole.frames().get());
        // a subset without frame-quality clips has none of the whole's frames
        long part = subset.frames().map(count).orElse(0L);
        return counted(label, figure, part, all);
    }

    private static <T> SubsetLine share(String label, String figure, Optional<T> subset, Optional<T> whole,
                                        Function<T, OptionalDouble> share) {
        OptionalDouble part = subset.map(share).orElse(OptionalDouble.empty());
        OptionalDouble all = whole.map(share).orElse(OptionalDouble.empty());
        String difference = part.isPresent() && all.isPresent()
                ? Figures.points((part.getAsDouble() - all.getAsDouble()) * 100) : NO_VALUE;
        return new SubsetLine(label, figure, Figures.fractionAsPercent(part, NOT_MEASURED),
                Figures.fractionAsPercent(all, NOT_MEASURED), difference);
    }

    private static String partOf(double part, double whole) {
        return whole > 0 ? Figures.percent(part / whole * 100) + " of all" : NO_VALUE;
    }
}
