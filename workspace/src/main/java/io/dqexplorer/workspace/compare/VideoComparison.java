package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.Unreadable;
import io.dqexplorer.sdk.model.VideoCharacteristics;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Two video-characteristics answers side by side. Per defect: its percent (difference in percentage
 * points) and assessed hours (the change in hours), its percentiles, and its histogram's bins aligned by
 * lower edge when both sides bin alike; then coverage and unreadable. A defect block one side does not
 * have is "not assessed yet" there: its cells stay empty, never a change from 0.
 */
public final class VideoComparison {

    public static final String COVERAGE = "coverage";
    public static final String UNREADABLE = "unreadable";
    public static final String PERCENT = "percent";
    public static final String ASSESSED_HOURS = "assessed_hours";
    public static final String ASSESSED_CLIPS = "assessed_clips";
    public static final String PERCENTILE = "percentile";
    public static final String BIN_FOOTAGE_PERCENT = "bin_footage_percent";
    public static final String BIN_CLIP_COUNT = "bin_clip_count";
    public static final String BIN_WIDTH = "bin_width";
    /** The state of a bin width row when the two sides bin differently, so their bins are not aligned. */
    public static final String BINS_NOT_ALIGNED = "bin widths differ: bins listed per side, not aligned";

    private VideoComparison() {
    }

    public static DifferenceTable compare(VideoCharacteristics left, VideoCharacteristics right) {
        DifferenceTable.Builder table = DifferenceTable.builder();
        for (Defect defect : Defect.values()) {
            Optional<DefectBlock> l = left.defect(defect);
            Optional<DefectBlock> r = right.defect(defect);
            String part = defect.wireName();
            table.numbers(part, "", PERCENT, l.map(DefectBlock::percent).orElse(null),
                    r.map(DefectBlock::percent).orElse(null));
            table.numbers(part, "", ASSESSED_HOURS, l.map(DefectBlock::assessedHours).orElse(null),
                    r.map(DefectBlock::assessedHours).orElse(null));
            Optional<Distribution> ld = l.flatMap(DefectBlock::distribution);
            Optional<Distribution> rd = r.flatMap(DefectBlock::distribution);
            if (ld.isPresent() || rd.isPresent()) {
                percentiles(table, part, ld, rd);
                histogram(table, part, ld, rd);
            }
        }
        table.numbers(COVERAGE, "", PERCENT, value(left.coveragePercent()), value(right.coveragePercent()));
        Optional<Unreadable> lu = left.unreadable();
        Optional<Unreadable> ru = right.unreadable();
        table.counts(UNREADABLE, "", ASSESSED_CLIPS, lu.map(Unreadable::assessedClips).orElse(null),
                ru.map(Unreadable::assessedClips).orElse(null));
        table.numbers(UNREADABLE, "", PERCENT, lu.map(Unreadable::percent).orElse(null),
                ru.map(Unreadable::percent).orElse(null));
        return table.build();
    }

    /** Each percentile either side gives, as "p50", its affected percent on both sides. */
    private static void percentiles(DifferenceTable.Builder table, String part, Optional<Distribution> left,
                                    Optional<Distribution> right) {
        Map<Double, Double> l = byKey(left, Distribution::percentiles, Distribution.Percentile::percentile,
                Distribution.Percentile::affectedPercent);
        Map<Double, Double> r = byKey(right, Distribution::percentiles, Distribution.Percentile::percentile,
                Distribution.Percentile::affectedPercent);
        for (Double percentile : union(l, r)) {
            table.numbers(part, "p" + Numbers.text(percentile), PERCENTILE, l.get(percentile), r.get(percentile));
        }
    }

    /**
     * Bins of the same width line up by lower edge (a bin one side lacks holds no footage there: 0, not
     * missing, since a histogram lists the bins it has); bins of different widths cannot be set against
     * each other, so each side's are listed with the other side empty.
     */
    private static void histogram(DifferenceTable.Builder table, String part, Optional<Distribution> left,
                                  Optional<Distribution> right) {
        Double lw = left.map(Distribution::binWidthPercent).orElse(null);
        Double rw = right.map(Distribution::binWidthPercent).orElse(null);
        // a side without a distribution has nothing to misalign: its cells stay empty ("not assessed yet")
        boolean aligned = lw == null || rw == null || lw.equals(rw);
        if (aligned) {
            table.numbers(part, "", BIN_WIDTH, lw, rw);
        } else {
            table.row(part, "", BIN_WIDTH, lw, rw, Numbers.difference(lw, rw), BINS_NOT_ALIGNED);
        }
        Map<Double, Distribution.HistogramBin> l = byKey(left, Distribution::bins,
                Distribution.HistogramBin::minimumAffectedPercent, Function.identity());
        Map<Double, Distribution.HistogramBin> r = byKey(right, Distribution::bins,
                Distribution.HistogramBin::minimumAffectedPercent, Function.identity());
        if (aligned) {
            for (Double edge : union(l, r)) {
                String item = "from " + Numbers.text(edge);
                table.numbers(part, item, BIN_FOOTAGE_PERCENT, footage(left, l.get(edge)), footage(right, r.get(edge)));
                table.counts(part, item, BIN_CLIP_COUNT, clips(left, l.get(edge)), clips(right, r.get(edge)));
            }
            return;
        }
        listed(table, part, l, true);
        listed(table, part, r, false);
    }

    private static void listed(DifferenceTable.Builder table, String part, Map<Double, Distribution.HistogramBin> bins,
                               boolean onLeft) {
        String state = onLeft ? "left only" : "right only";
        bins.forEach((edge, bin) -> {
            String item = "from " + Numbers.text(edge);
            table.row(part, item, BIN_FOOTAGE_PERCENT, onLeft ? bin.footagePercent() : null,
                    onLeft ? null : bin.footagePercent(), null, state);
            table.row(part, item, BIN_CLIP_COUNT, onLeft ? bin.clipCount() : null, onLeft ? null : bin.clipCount(),
                    null, state);
        });
    }

    private static Double footage(Optional<Distribution> side, Distribution.HistogramBin bin) {
        if (side.isEmpty()) {
            return null;
        }
        return bin == null ? 0.0 : bin.footagePercent();
    }

    private static Long clips(Optional<Distribution> side, Distribution.HistogramBin bin) {
        if (side.isEmpty()) {
            return null;
        }
        return bin == null ? 0L : bin.clipCount();
    }

    private static <E, V> Map<Double, V> byKey(Optional<Distribution> distribution, Function<Distribution, List<E>> entries,
                                              Function<E, Double> key, Function<E, V> value) {
        Map<Double, V> found = new TreeMap<>();
        distribution.ifPresent(d -> entries.apply(d).forEach(entry -> found.put(key.apply(entry), value.apply(entry))));
        return found;
    }

    private static TreeSet<Double> union(Map<Double, ?> left, Map<Double, ?> right) {
        TreeSet<Double> keys = new TreeSet<>(left.keySet());
        keys.addAll(right.keySet());
        return keys;
    }

    private static Double value(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }
}
