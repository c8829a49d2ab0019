package io.dqexplorer.sandbox.corpus;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * Every clip of one dataset, as parallel arrays indexed by clip number (generation order), so that
 * the 200,000-clip corpus costs a few megabytes instead of an object graph per clip. Immutable
 * once built by {@link CorpusGenerator}; every figure the service reports is computed from it.
 */
public final class Corpus {

    /** {@link #episodeIndex} of a clip whose runs disagree about its index. */
    public static final int NO_EPISODE_INDEX = -1;

    private final DatasetSeed seed;
    private final Set<Metric> metrics;
    private final int size;
    /** {@code <clipPrefix>-}, then {@link #idDigits} digits: 6, or more for a corpus of a million clips. */
    private final char[] idPrefix;
    private final int idDigits;
    final int[] episodeIndex;
    final double[] seconds;
    final boolean[] unreadable;
    final Map<Defect, float[]> affectedPercent;
    final int[] segments;
    final int[] segmentsUnassessed;
    final int[] segmentsUnusable;
    final int[][] frameCounts;
    final double[][] handSeconds;
    final long[] digest;
    final Map<Section, ClipTerms> terms;

    Corpus(DatasetSeed seed, Set<Metric> metrics, int size) {
        this.seed = seed;
        this.metrics = EnumSet.noneOf(Metric.class);
        this.metrics.addAll(metrics);
        this.size = size;
        this.idPrefix = (seed.clipPrefix() + "-").toCharArray();
        this.idDigits = Math.max(6, Integer.toString(size).length());
        this.episodeIndex = new int[size];
        this.seconds = new double[size];
        this.unreadable = new boolean[size];
        this.affectedPercent = new EnumMap<>(Defect.class);
        this.segments = new int[size];
        this.segmentsUnassessed = new int[size];
        this.segmentsUnusable = new int[size];
        this.frameCounts = metrics.contains(Metric.FRAME_QUALITY) ? new int[FrameCount.values().length][size] : null;
        this.handSeconds = metrics.contains(Metric.HAND_ACTIVITY) ? new double[HandSeconds.values().length][size] : null;
        this.digest = new long[size];
        this.terms = new EnumMap<>(Section.class);
    }

    /** The frame-quality counts of a clip row. */
    public enum FrameCount { FRAMES, USABLE, DISTORTED, JERKY }

    /** The hand-activity seconds of a clip row; each of the last three is at most {@link #MEASURED}. */
    public enum HandSeconds { MEASURED, HANDS_VISIBLE, TWO_HANDS_VISIBLE, ACTIVE_MANIPULATION }

    public boolean has(Metric metric) {
        return metrics.contains(metric);
    }

    public int size() {
        return size;
    }

    /** Clip ids are fixed-width within a corpus, so their string order is their number order. */
    public String clipId(int clip) {
        char[] id = new char[clipIdLength()];
        return new String(id, 0, clipId(clip, id));
    }

    public int clipIdLength() {
        return idPrefix.length + idDigits;
    }

    /**
     * Puts the clip's id at the start of {@code into} (room for {@link #clipIdLength}) and answers its
     * length: a clip page writes a thousand ids, without a string each.
     */
    public int clipId(int clip, char[] into) {
        int length = clipIdLength();
        System.arraycopy(idPrefix, 0, into, 0, idPrefix.length);
        int number = clip + 1;
        for (int at = length - 1; at >= idPrefix.length; at--) {
            into[at] = (char) ('0' + number % 10);
            number /= 10;
        }
        return length;
    }

    public int episodeIndex(int clip) {
        return episodeIndex[clip];
    }

    public double analyzedSeconds(int clip) {
        return seconds[clip];
    }

    public boolean unreadable(int clip) {
        return unreadable[clip];
    }

    /** The affected percent of a clip, NaN when the clip was not assessed for the defect. */
    public double affectedPercent(Defect defect, int clip) {
        float[] values = affectedPercent.get(defect);
        return values == null ? Double.NaN : values[clip];
    }

    public int segments(int clip) {
        return segments[clip];
    }

    public int segmentsUnassessed(int clip) {
        return segmentsUnassessed[clip];
    }

    public int segmentsUnusable(int clip) {
        return segmentsUnusable[clip];
    }

    public int frameCount(FrameCount count, int clip) {
        return frameCounts[count.ordinal()][clip];
    }

    public double handSeconds(HandSeconds kind, int clip) {
        return handSeconds[kind.ordinal()][clip];
    }

    /** Unreadable clips have no media digest: the comparison could not cover them. */
    public boolean compared(int clip) {
        return seed.duplicatesCompared() && !unreadable[clip];
    }

    public long mediaDigest(int clip) {
        return digest[clip];
    }

    public boolean duplicatesCompared() {
        return seed.duplicatesCompared();
    }

    public boolean coverageDeterminable() {
        return seed.coverageDeterminable();
    }

    public ClipTerms terms(Section section) {
        return terms.get(section);
    }
}
