package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * One figure of two snapshots' summaries side by side: clips, analyzed hours and frames with their
 * change, the frame-quality and hand shares with theirs in percentage points. A side nothing was
 * measured for reads "not assessed yet" and the change is a dash, never a change from 0. The Clips tab's
 * compare view and the report's clips comparison are both made of these lines.
 */
public record SummaryComparison(String label, String left, String right, String difference) {

    public static final String NOT_ASSESSED = "not assessed yet";
    private static final String NO_DIFFERENCE = "—";

    public static List<SummaryComparison> of(Summary left, Summary right) {
        return List.of(
                new SummaryComparison("Clips", Figures.count(left.clips()), Figures.count(right.clips()),
                        Figures.signedCount(right.clips() - left.clips())),
                new SummaryComparison("Analyzed hours", Figures.hours(left.analyzedHours()),
                        Figures.hours(right.analyzedHours()),
                        Figures.signedHours(right.analyzedHours() - left.analyzedHours())),
                frames(left.frames(), right.frames()),
                share("Usable frames", left.frames(), right.frames(), FrameTotals::usableShare),
                share("Distorted frames", left.frames(), right.frames(), FrameTotals::distortedShare),
                share("Jerky frames", left.frames(), right.frames(), FrameTotals::jerkyShare),
                share("Hands visible", left.hands(), right.hands(), HandTotals::handsVisibleShare),
                share("Two hands visible", left.hands(), right.hands(), HandTotals::twoHandsVisibleShare),
                share("Active manipulation", left.hands(), right.hands(), HandTotals::activeManipulationShare));
    }

    private static SummaryComparison frames(Optional<FrameTotals> left, Optional<FrameTotals> right) {
        String difference = left.isPresent() && right.isPresent()
                ? Figures.signedCount(right.get().frames() - left.get().frames()) : NO_DIFFERENCE;
        return new SummaryComparison("Frames", left.map(f -> Figures.count(f.frames())).orElse(NOT_ASSESSED),
                right.map(f -> Figures.count(f.frames())).orElse(NOT_ASSESSED), difference);
    }

    private static <T> SummaryComparison share(String label, Optional<T> left, Optional<T> right,
                                               Function<T, OptionalDouble> figure) {
        OptionalDouble before = left.map(figure).orElse(OptionalDouble.empty());
        OptionalDouble after = right.map(figure).orElse(OptionalDouble.empty());
        String difference = before.isPresent() && after.isPresent()
                ? Figures.points((after.getAsDouble() - before.getAsDouble()) * 100) : NO_DIFFERENCE;
        return new SummaryComparison(label, Figures.fractionAsPercent(before, NOT_ASSESSED),
                Figures.fractionAsPercent(after, NOT_ASSESSED), difference);
    }
}
