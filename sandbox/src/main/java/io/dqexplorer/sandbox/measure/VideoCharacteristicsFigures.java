package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Defect;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The video-characteristics result of a corpus, computed from its clips. */
public final class VideoCharacteristicsFigures {

    /** Affected percents are generated in tenths, so a tenth-wide tally sorts them exactly. */
    private static final int TENTHS = 1001;

    private final int analyzedClipCount;
    private final int unreadableClipCount;
    private final double assessedSeconds;
    private final Double coveragePercent;
    private final Map<Defect, DefectFigures> defects = new EnumMap<>(Defect.class);

    VideoCharacteristicsFigures(Corpus corpus) {
        analyzedClipCount = corpus.size();
        int unreadable = 0;
        double readableSeconds = 0;
        for (int clip = 0; clip < corpus.size(); clip++) {
            if (corpus.unreadable(clip)) {
                unreadable++;
            } else {
                readableSeconds += corpus.analyzedSeconds(clip);
            }
        }
        unreadableClipCount = unreadable;
        assessedSeconds = readableSeconds;
        coveragePercent = corpus.coverageDeterminable() && analyzedClipCount > 0
                ? Rounding.twoDecimals(100.0 * (analyzedClipCount - unreadable) / analyzedClipCount)
                : null;
        // A defect not assessed on the dataset has no assessed clip, so it gets no block either.
        for (Defect defect : Defect.values()) {
            figuresOf(corpus, defect).ifPresent(figures -> defects.put(defect, figures));
        }
    }

    public int analyzedClipCount() {
        return analyzedClipCount;
    }

    public int unreadableClipCount() {
        return unreadableClipCount;
    }

    public double assessedSeconds() {
        return assessedSeconds;
    }

    /** Null when the planned result count is not reliably known (the seed says so). */
    public Double coveragePercent() {
        return coveragePercent;
    }

    /** Empty when no clip was assessed for the defect: the block is null. */
    public Optional<DefectFigures> defect(Defect defect) {
        return Optional.ofNullable(defects.get(defect));
    }

    private static Optional<DefectFigures> figuresOf(Corpus corpus, Defect defect) {
        double totalSeconds = 0;
        double affectedSeconds = 0;
        double[] secondsAtTenth = new double[TENTHS];
        int binCount = (int) (100 / DefectFigures.BIN_WIDTH);
        int[] binClips = new int[binCount];
        double[] binSeconds = new double[binCount];
        for (int clip = 0; clip < corpus.size(); clip++) {
            double affected = corpus.affectedPercent(defect, clip);
            if (Double.isNaN(affected)) {
                continue;
            }
            double seconds = corpus.analyzedSeconds(clip);
            totalSeconds += seconds;
            affectedSeconds += seconds * affected;
            secondsAtTenth[(int) Math.round(affected * 10)] += seconds;
            int bin = Math.min(binCount - 1, (int) Math.floor(affected / DefectFigures.BIN_WIDTH));
            binClips[bin]++;
            binSeconds[bin] += seconds;
        }
        if (totalSeconds == 0) {
            return Optional.empty();
        }
        List<DefectFigures.Bin> bins = new ArrayList<>();
        for (int bin = 0; bin < binCount; bin++) {
            bins.add(new DefectFigures.Bin(bin * DefectFigures.BIN_WIDTH, binClips[bin], 100 * binSeconds[bin] / totalSeconds));
        }
        List<DefectFigures.Percentile> percentiles = new ArrayList<>();
        for (double percentile : DefectFigures.PERCENTILES) {
            percentiles.add(new DefectFigures.Percentile(percentile, weightedPercentile(secondsAtTenth, totalSeconds, percentile)));
        }
        return Optional.of(new DefectFigures(totalSeconds, affectedSeconds / totalSeconds, bins, percentiles));
    }

    /**
     * The smallest affected percent at which the clips up to it hold {@code percentile} % of the
     * footage. The footage only grows at a tenth some clip has, so the first tenth reaching the share
     * is always one of the clips' percents; every reported percentile is at most 99 %, so the share is
     * reached by the largest percent at the latest.
     */
    private static double weightedPercentile(double[] secondsAtTenth, double totalSeconds, double percentile) {
        double wanted = totalSeconds * percentile / 100;
        int tenth = 0;
        double cumulative = secondsAtTenth[0];
        while (cumulative < wanted - 1e-9) {
            tenth++;
            cumulative += secondsAtTenth[tenth];
        }
        return tenth / 10.0;
    }
}
