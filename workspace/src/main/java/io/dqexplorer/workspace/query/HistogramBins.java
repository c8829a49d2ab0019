package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.table.Column;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The bins of a histogram of one column: equal widths of 1, 2, 2.5 or 5 × 10ⁿ, spanning the values
 * present, {@value #FEWEST} to {@value #MOST} of them (a ratio between 0 and 6 % gets 30 bins of
 * 0.2 %). Edge {@code i} is {@code start + i × width}, a round decimal; bin {@code i} holds values from
 * its edge up to, not including, the next one, and the last bin also holds its upper edge. A count
 * column is binned in whole numbers (never narrower than 1, so it may get fewer bins), each bin holding
 * the integers from its edge to one below the next. One value present makes one bin from it to itself.
 *
 * <p>The edges are compared as the doubles a filter binds ({@code 0.03} is the double nearest to
 * 3/100), so that a range brushed on the bins selects exactly the clips the bins count.
 *
 * @param zerosLeftOut whether clips whose value is 0 are left out of the bins (and counted apart)
 * @param start        edge 0, as a decimal
 * @param width        0 when one value is present
 */
public record HistogramBins(Column column, boolean zerosLeftOut, BigDecimal start, BigDecimal width, int count) {

    public static final int FEWEST = 20;
    public static final int MOST = 40;
    /** The widths tried in each power of ten, widest first. */
    private static final BigDecimal[] NICE = {new BigDecimal("5"), new BigDecimal("2.5"), new BigDecimal("2"), BigDecimal.ONE};

    public HistogramBins {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(width, "width");
        if (count < 1 || width.signum() < 0 || (width.signum() == 0 && count != 1)) {
            throw new IllegalArgumentException("bins need a positive width, or one bin of width 0");
        }
    }

    /**
     * The bins spanning {@code min} to {@code max}, the smallest and largest value present.
     *
     * @throws IllegalArgumentException when max is below min or either is not finite
     */
    public static HistogramBins spanning(Column column, boolean zerosLeftOut, double min, double max) {
        if (!Double.isFinite(min) || !Double.isFinite(max) || max < min) {
            throw new IllegalArgumentException("no values span " + min + " to " + max);
        }
        if (min == max) {
            return new HistogramBins(column, zerosLeftOut, new BigDecimal(min), BigDecimal.ZERO, 1);
        }
        boolean integers = column.kind() == Column.Kind.COUNT;
        BigDecimal range = new BigDecimal(max).subtract(new BigDecimal(min));
        // a width of 10ⁿ at or over the range makes at most two bins: narrower ones from there
        int exponent = range.precision() - range.scale();
        HistogramBins widest = null;
        while (true) {
            for (BigDecimal nice : NICE) {
                BigDecimal width = nice.scaleByPowerOfTen(exponent);
                if (integers && (width.compareTo(BigDecimal.ONE) < 0 || width.stripTrailingZeros().scale() > 0)) {
                    continue;
                }
                HistogramBins bins = of(column, zerosLeftOut, width, min, max, integers);
                if (bins.count >= FEWEST) {
                    return bins;
                }
                widest = bins;
            }
            if (integers && exponent <= 0) {
                return widest;
            }
            exponent--;
        }
    }

    private static HistogramBins of(Column column, boolean zerosLeftOut, BigDecimal width, double min, double max,
                                    boolean integers) {
        long first = new BigDecimal(min).divide(width, 0, RoundingMode.FLOOR).longValueExact();
        while (edge(width, first) > min) {
            first--;
        }
        while (edge(width, first + 1) <= min) {
            first++;
        }
        long last;
        if (integers) {
            last = new BigDecimal(max).divide(width, 0, RoundingMode.FLOOR).longValueExact() + 1;
        } else {
            last = new BigDecimal(max).divide(width, 0, RoundingMode.CEILING).longValueExact();
            while (edge(width, last) < max) {
                last++;
            }
            while (last - 1 > first && edge(width, last - 1) >= max) {
                last--;
            }
        }
        return new HistogramBins(column, zerosLeftOut, width.multiply(BigDecimal.valueOf(first)), width,
                Math.toIntExact(last - first));
    }

    /** The double nearest to {@code index × width}: what a filter binds for that edge, and what the query compares with. */
    private static double edge(BigDecimal width, long index) {
        return Double.parseDouble(width.multiply(BigDecimal.valueOf(index)).toString());
    }

    /** Edge {@code i}, 0 to {@link #count()}: the lower edge of bin {@code i}, or the upper edge of the last. */
    public double edge(int i) {
        if (i < 0 || i > count) {
            throw new IndexOutOfBoundsException("edge " + i + " of " + count + " bins");
        }
        return Double.parseDouble(start.add(width.multiply(BigDecimal.valueOf(i))).toString());
    }

    public double lower() {
        return edge(0);
    }

    public double upper() {
        return edge(count);
    }

    /** Whether the bins hold whole numbers: a bin's range then ends one below its upper edge. */
    public boolean integers() {
        return column.kind() == Column.Kind.COUNT && width.signum() > 0;
    }

    /**
     * The range of the bins from {@code fromBin} to {@code toBin} (either order, both included), as the
     * filter's {@code between}: the first's lower edge to the last's upper edge (for whole numbers, one below it).
     */
    public RangeClause range(int fromBin, int toBin) {
        int first = Math.max(0, Math.min(fromBin, toBin));
        int last = Math.min(count - 1, Math.max(fromBin, toBin));
        double high = integers() ? edge(last + 1) - 1 : edge(last + 1);
        return RangeClause.between(column, edge(first), high);
    }

    /**
     * How many bins apart to label the edges so that labels are at least {@code fewestBins} apart and
     * fall on round values: the step is 1, 2 or 5 × 10ⁿ of the column's unit and a whole number of bins
     * (bins of 0.25 % are labelled every 1 %, not every 1.25 %).
     */
    public long labelEvery(double fewestBins) {
        if (width.signum() == 0) {
            return 1;
        }
        BigDecimal needed = width.multiply(BigDecimal.valueOf(Math.max(1, fewestBins)));
        BigDecimal step = BigDecimal.ONE.scaleByPowerOfTen(width.precision() - width.scale() - 1);
        while (true) {
            for (BigDecimal nice : List.of(BigDecimal.ONE, new BigDecimal(2), new BigDecimal(5))) {
                BigDecimal candidate = nice.multiply(step);
                if (candidate.compareTo(needed) >= 0 && candidate.remainder(width).signum() == 0) {
                    return candidate.divide(width).longValueExact();
                }
            }
            step = step.scaleByPowerOfTen(1);
        }
    }

    /**
     * Whether edge {@code i} is a multiple of {@code everyBins} bins from 0: labelling only those labels
     * round values (every 1 %, say) whatever edge the bins start at.
     */
    public boolean roundEdge(int i, long everyBins) {
        return Math.floorMod(firstIndex() + i, everyBins) == 0;
    }

    /** The index of edge 0 counted from 0: edge {@code i} is {@code (firstIndex + i) × width}; 0 when one value is present. */
    public long firstIndex() {
        if (width.signum() == 0) {
            return 0;
        }
        return start.divide(width).longValueExact();
    }
}
