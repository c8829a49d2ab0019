package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a value sits on the histogram's value axis, from 0 at the origin to 1 at {@code upper}, and
 * the axis ticks. The logarithmic scale maps v to log(1 + v), so that an empty bin stays at 0 and
 * one clip still shows; its ticks are 0 and powers of ten, and read as the real values.
 */
public record HistogramScale(boolean logarithmic, double upper, double step) {

    private static final double[] NICE_STEPS = {1, 2, 5, 10};
    private static final int LINEAR_TICKS = 5;

    /**
     * A scale reaching at least {@code max}. {@code whole} values (clip counts) never get a tick
     * between two whole numbers.
     */
    public static HistogramScale fitting(double max, boolean logarithmic, boolean whole) {
        double top = Math.max(max, whole ? 1 : Double.MIN_NORMAL);
        if (logarithmic) {
            return new HistogramScale(true, Math.pow(10, Math.max(0, Math.ceil(Math.log10(top)))), 0);
        }
        double raw = top / LINEAR_TICKS;
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = magnitude;
        for (double nice : NICE_STEPS) {
            if (nice * magnitude >= raw) {
                step = nice * magnitude;
                break;
            }
        }
        if (whole) {
            step = Math.max(1, step);
        }
        return new HistogramScale(false, Math.ceil(top / step) * step, step);
    }

    /** 0 at the axis origin, 1 at its top. */
    public double fraction(double value) {
        return logarithmic ? Math.log1p(value) / Math.log1p(upper) : value / upper;
    }

    /** The value at a fraction of the axis. */
    public double valueAt(double fraction) {
        return logarithmic ? Math.expm1(fraction * Math.log1p(upper)) : fraction * upper;
    }

    public List<Double> ticks() {
        List<Double> ticks = new ArrayList<>();
        ticks.add(0.0);
        if (logarithmic) {
            // on a tall scale 1 sits too close to 0 for both labels to show
            for (double power = upper > 10 ? 10 : 1; power <= upper * (1 + 1e-9); power *= 10) {
                ticks.add(power);
            }
        } else {
            int count = (int) Math.round(upper / step);
            for (int i = 1; i <= count; i++) {
                ticks.add(i * step);
            }
        }
        return ticks;
    }

    /** A tick's words: "1,000" for whole values, "2.5" otherwise. */
    public static String label(double value) {
        long whole = Math.round(value);
        return Math.abs(value - whole) < 1e-9 ? Formats.count(whole)
                : BigDecimal.valueOf(value).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }
}
