package io.dqexplorer.desktop.workspace;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * One figure of the filtered clips beside the whole snapshot's: clips, hours and frames with the part
 * of the whole they are, the frame-quality and hand shares with their difference in percentage points.
 * A figure nothing was measured for reads "not measured", never 0.
 */
public record SummaryLine(String label, String subset, String whole, String difference) {

    public static final String NOT_MEASURED = "not measured";

    /** The lines of the subset's summary against the whole's. */
    public static List<SummaryLine> of(Summary subset, Summary whole) {
        List<SummaryLine> lines = new ArrayList<>();
        lines.add(counted("Clips", subset.clips(), whole.clips()));
        lines.add(amount("Analyzed hours", subset.analyzedHours(), whole.analyzedHours(), Formats::hours));
        lines.add(frameAmount("Frames", subset, whole, FrameTotals::frames));
        lines.add(share("Usable frames", subset.frames(), whole.frames(), FrameTotals::usableShare));
        lines.add(share("Distorted frames", subset.frames(), whole.frames(), FrameTotals::distortedShare));
        lines.add(share("Jerky frames", subset.frames(), whole.frames(), FrameTotals::jerkyShare));
        lines.add(share("Hands visible", subset.hands(), whole.hands(), HandTotals::handsVisibleShare));
        lines.add(share("Two hands visible", subset.hands(), whole.hands(), HandTotals::twoHandsVisibleShare));
        lines.add(share("Active manipulation", subset.hands(), whole.hands(), HandTotals::activeManipulationShare));
        return lines;
    }

    private static SummaryLine amount(String label, double subset, double whole, Function<Double, String> format) {
        return new SummaryLine(label, format.apply(subset), format.apply(whole), partOf(subset, whole));
    }

    private static SummaryLine counted(String label, long subset, long whole) {
        return new SummaryLine(label, Formats.count(subset), Formats.count(whole), partOf(subset, whole));
    }

    private static SummaryLine frameAmount(String label, Summary subset, Summary whole, Function<FrameTotals, Long> figure) {
        if (whole.frames().isEmpty()) {
            return new SummaryLine(label, NOT_MEASURED, NOT_MEASURED, WorkspaceColumns.NO_VALUE);
        }
        long all = figure.apply(whole.frames().get());
        // a subset without frame-quality clips has none of the whole's frames
        long part = subset.frames().map(figure).orElse(0L);
        return counted(label, part, all);
    }

    private static <T> SummaryLine share(String label, Optional<T> subset, Optional<T> whole,
                                         Function<T, OptionalDouble> figure) {
        OptionalDouble part = subset.map(figure).orElse(OptionalDouble.empty());
        OptionalDouble all = whole.map(figure).orElse(OptionalDouble.empty());
        String difference = part.isPresent() && all.isPresent()
                ? points((part.getAsDouble() - all.getAsDouble()) * 100) : WorkspaceColumns.NO_VALUE;
        return new SummaryLine(label, Formats.fractionAsPercent(part, NOT_MEASURED),
                Formats.fractionAsPercent(all, NOT_MEASURED), difference);
    }

    /** "+1.25 pp", "−0.40 pp", "±0.00 pp". */
    public static String points(double points) {
        double rounded = Math.round(points * 100) / 100.0;
        String sign = rounded > 0 ? "+" : rounded < 0 ? "−" : "±";
        return sign + String.format(Locale.US, "%.2f pp", Math.abs(rounded));
    }

    private static String partOf(double part, double whole) {
        return whole > 0 ? Formats.percent(part / whole * 100) + " of all" : WorkspaceColumns.NO_VALUE;
    }
}
