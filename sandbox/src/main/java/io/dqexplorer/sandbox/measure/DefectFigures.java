package io.dqexplorer.sandbox.measure;

import java.util.List;

/**
 * One defect block, computed over the clips assessed for the defect.
 *
 * @param assessedSeconds footage the defect was measured over
 * @param percent         duration-weighted mean of the clips' affected percents
 * @param bins            histogram of clips by affected percent, every bin listed
 * @param percentiles     duration-weighted percentiles of affected percent
 */
public record DefectFigures(double assessedSeconds, double percent, List<Bin> bins, List<Percentile> percentiles) {

    /** Histogram bin width in percent. */
    public static final double BIN_WIDTH = 10.0;

    /** Percentiles reported in every distribution. */
    public static final double[] PERCENTILES = {50, 75, 90, 95, 99};

    public record Bin(double minimumAffectedPercent, int clipCount, double footagePercent) {
    }

    public record Percentile(double percentile, double affectedPercent) {
    }
}
