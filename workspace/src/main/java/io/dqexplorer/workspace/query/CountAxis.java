package io.dqexplorer.workspace.query;

import java.util.ArrayList;
import java.util.List;

/**
 * A count axis of a histogram (the app's and the report's), from 0 to {@code top}: linear, in {@value #LINEAR_STEPS} round steps,
 * or logarithmic, in powers of ten, where a bar of a few clips still shows beside one of thousands.
 * The log scale places a count at {@code log(1 + count)}, so that 0 stays at the bottom and 1 shows.
 */
public record CountAxis(boolean log, long top) {

    public static final int LINEAR_STEPS = 5;

    /** The axis reaching at or over {@code tallest}, at the next round count. */
    public static CountAxis over(long tallest, boolean log) {
        if (log) {
            long top = 10;
            while (top < tallest) {
                top *= 10;
            }
            return new CountAxis(true, top);
        }
        return new CountAxis(false, linearTop(tallest));
    }

    /**
     * A multiple of {@link #LINEAR_STEPS} steps of 1, 2 or 5 times a power of ten, at or over the tallest
     * bar, so that the ticks are round counts.
     */
    public static long linearTop(long tallest) {
        return roundStep((double) tallest / LINEAR_STEPS) * LINEAR_STEPS;
    }

    /** The smallest of 1, 2, 5, 10, 20, 50 … at or over {@code atLeast}. */
    private static long roundStep(double atLeast) {
        long magnitude = 1;
        while (true) {
            for (long nice : new long[] {1, 2, 5}) {
                if (nice * magnitude >= atLeast) {
                    return nice * magnitude;
                }
            }
            magnitude *= 10;
        }
    }

    /** The counts the axis marks: 0 and its steps, or 0, 1, 10, 100 … on a log scale. */
    public List<Long> ticks() {
        List<Long> ticks = new ArrayList<>();
        ticks.add(0L);
        if (log) {
            for (long tick = 1; tick <= top; tick *= 10) {
                ticks.add(tick);
            }
        } else {
            for (long tick = top / LINEAR_STEPS; tick <= top; tick += top / LINEAR_STEPS) {
                ticks.add(tick);
            }
        }
        return ticks;
    }

    /** How far up the axis {@code count} reaches, 0 to 1. */
    public double fraction(long count) {
        if (log) {
            return Math.log1p(count) / Math.log1p(top);
        }
        return (double) count / top;
    }
}
