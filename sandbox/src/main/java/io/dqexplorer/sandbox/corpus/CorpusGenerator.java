package io.dqexplorer.sandbox.corpus;

import java.util.EnumMap;
import java.util.Map;

/**
 * Generates a corpus clip by clip from its seed description with one seeded random stream, so the
 * same seed yields the same clips on every machine. Only clips are generated here; every aggregate
 * is computed from them later.
 */
public final class CorpusGenerator {

    /** Clips observe no terms, hands or frames when unreadable; each section is drawn in this order. */
    private static final Section[] SECTIONS = Section.values();

    private final DatasetSeed seed;
    private final SplitMix64 random;
    private final Corpus corpus;
    private final Map<Section, Lexicon> lexicons = new EnumMap<>(Section.class);
    private final Map<Section, TermsBuilder> termBuilders = new EnumMap<>(Section.class);
    /** Per section, the weights left to draw from for the clip at hand: reused, a million clips draw. */
    private final Map<Section, double[]> weightsLeft = new EnumMap<>(Section.class);

    private CorpusGenerator(DatasetSeed seed) {
        this.seed = seed;
        this.random = new SplitMix64(seed.seed());
        this.corpus = new Corpus(seed, Metric.of(seed), seed.clipCount());
        for (Section section : SECTIONS) {
            DatasetSeed.SectionProfile profile = seed.vocabulary().get(section.wireName());
            if (profile == null) {
                throw new IllegalArgumentException(seed.dataset() + ": no vocabulary for " + section.wireName());
            }
            Lexicon lexicon = new Lexicon(profile);
            lexicons.put(section, lexicon);
            termBuilders.put(section, new TermsBuilder(seed.clipCount(), Math.min(lexicon.termCount(), profile.maxTerms())));
            weightsLeft.put(section, new double[lexicon.termCount()]);
        }
        for (Defect defect : Defect.values()) {
            if (profileOf(defect) != null) {
                corpus.affectedPercent.put(defect, new float[seed.clipCount()]);
            }
        }
    }

    public static Corpus generate(DatasetSeed seed) {
        return new CorpusGenerator(seed).run();
    }

    private Corpus run() {
        for (int clip = 0; clip < seed.clipCount(); clip++) {
            generateClip(clip);
        }
        assignEpisodeIndices();
        int[] sourceOf = plantDuplicates();
        termBuilders.forEach((section, builder) ->
                corpus.terms.put(section, builder.build(lexicons.get(section), sourceOf)));
        return corpus;
    }

    private void generateClip(int clip) {
        DatasetSeed.Range duration = seed.durationSeconds();
        double skewed = random.nextDouble() * random.nextDouble();
        double seconds = tenths(duration.min() + (duration.max() - duration.min()) * skewed);
        boolean unreadable = random.chance(seed.unreadableRate());
        int segments = Math.max(1, (int) Math.ceil(seconds / seed.segmentSeconds()));
        int unassessed = unreadable ? segments : 0;
        int unusable = 0;
        if (!unreadable && segments >= 3) {
            unassessed = random.chance(0.06) ? 1 : 0;
            unusable = random.chance(0.04) ? 1 : 0;
        }
        // An unreadable clip's planned segments stay (all unassessed), but none of its footage was analyzed.
        corpus.seconds[clip] = unreadable ? 0 : seconds;
        corpus.unreadable[clip] = unreadable;
        corpus.segments[clip] = segments;
        corpus.segmentsUnassessed[clip] = unassessed;
        corpus.segmentsUnusable[clip] = unusable;
        corpus.digest[clip] = random.nextLong();
        generateDefects(clip, unreadable);
        if (corpus.frameCounts != null) {
            generateFrames(clip, seconds, unreadable);
        }
        if (corpus.handSeconds != null) {
            // Every segment of an unreadable clip is unassessed, so nothing of it was measured.
            double measured = tenths(seconds * (segments - unassessed - unusable) / segments);
            generateHands(clip, measured);
        }
        for (Section section : SECTIONS) {
            generateTerms(termBuilders.get(section), lexicons.get(section), weightsLeft.get(section), section, unreadable);
        }
    }

    private void generateDefects(int clip, boolean unreadable) {
        for (Defect defect : Defect.values()) {
            DatasetSeed.DefectProfile profile = profileOf(defect);
            if (profile == null) {
                continue;
            }
            float value;
            if (unreadable || random.chance(profile.unassessedRate())) {
                value = Float.NaN;
            } else if (random.chance(profile.prevalence())) {
                double severity = random.nextDouble();
                value = (float) Math.max(0.1, tenths(profile.maxPercent() * severity * severity));
            } else {
                value = 0f;
            }
            corpus.affectedPercent.get(defect)[clip] = value;
        }
    }

    private void generateFrames(int clip, double seconds, boolean unreadable) {
        DatasetSeed.FrameProfile profile = seed.frames();
        int frames = unreadable ? 0 : (int) Math.round(seconds * profile.fps());
        int distorted = (int) Math.floor(frames * profile.distortedRate() * 2 * random.nextDouble());
        int jerky = Math.min(frames - distorted,
                (int) Math.floor(frames * profile.jerkyRate() * 2 * random.nextDouble()));
        int[][] counts = corpus.frameCounts;
        counts[Corpus.FrameCount.FRAMES.ordinal()][clip] = frames;
        counts[Corpus.FrameCount.USABLE.ordinal()][clip] = frames - distorted - jerky;
        counts[Corpus.FrameCount.DISTORTED.ordinal()][clip] = distorted;
        counts[Corpus.FrameCount.JERKY.ordinal()][clip] = jerky;
    }

    /** Floors keep two hands ≤ hands visible ≤ measured, and active manipulation ≤ hands visible. */
    private void generateHands(int clip, double measured) {
        DatasetSeed.HandProfile profile = seed.hands();
        double visible = floorTenths(measured * jitter(profile.visible()));
        double two = floorTenths(visible * jitter(profile.twoHands()));
        double active = Math.min(visible, floorTenths(measured * jitter(profile.active())));
        double[][] hands = corpus.handSeconds;
        hands[Corpus.HandSeconds.MEASURED.ordinal()][clip] = measured;
        hands[Corpus.HandSeconds.HANDS_VISIBLE.ordinal()][clip] = visible;
        hands[Corpus.HandSeconds.TWO_HANDS_VISIBLE.ordinal()][clip] = two;
        hands[Corpus.HandSeconds.ACTIVE_MANIPULATION.ordinal()][clip] = active;
    }

    private void generateTerms(TermsBuilder builder, Lexicon lexicon, double[] weightsLeft, Section section,
                               boolean unreadable) {
        if (unreadable) {
            builder.endClip();
            return;
        }
        DatasetSeed.SectionProfile profile = seed.vocabulary().get(section.wireName());
        int wanted = Math.min(lexicon.termCount(), random.nextIntBetween(profile.minTerms(), profile.maxTerms()));
        double[] weights = lexicon.termWeights(weightsLeft);
        int[] chosen = new int[wanted];
        for (int k = 0; k < wanted; k++) {
            chosen[k] = pick(weights);
            weights[chosen[k]] = 0;
        }
        for (int term : chosen) {
            int spelling = lexicon.spellingsOfTerm(term)[pick(lexicon.spellingWeightsOfTerm(term))];
            builder.add(spelling, 1 + random.nextInt(4));
        }
        builder.endClip();
    }

    /** The clips whose runs disagree get no index; the others a seeded permutation of 0..n-1. */
    private void assignEpisodeIndices() {
        int size = seed.clipCount();
        int marked = 0;
        while (marked < Math.min(seed.unindexedClips(), size)) {
            int clip = random.nextInt(size);
            if (corpus.episodeIndex[clip] == 0) {
                corpus.episodeIndex[clip] = Corpus.NO_EPISODE_INDEX;
                marked++;
            }
        }
        int[] indices = new int[size - marked];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = i;
        }
        for (int i = indices.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = indices[i];
            indices[i] = indices[j];
            indices[j] = swap;
        }
        int next = 0;
        for (int clip = 0; clip < size; clip++) {
            if (corpus.episodeIndex[clip] != Corpus.NO_EPISODE_INDEX) {
                corpus.episodeIndex[clip] = indices[next++];
            }
        }
    }

    /**
     * Makes each planted group's other readable clips byte-for-byte copies of its first member: they
     * take over its digest and every measurement, and keep only their own id and episode index.
     *
     * @return per clip, the clip whose terms it carries (itself unless it is a copy)
     */
    private int[] plantDuplicates() {
        int[] sourceOf = new int[seed.clipCount()];
        for (int clip = 0; clip < sourceOf.length; clip++) {
            sourceOf[clip] = clip;
        }
        boolean[] planted = new boolean[seed.clipCount()];
        for (int groupSize : seed.duplicateGroups()) {
            int original = -1;
            for (int member = 0; member < groupSize; member++) {
                int clip = random.nextInt(seed.clipCount());
                while (planted[clip] || corpus.unreadable[clip]) {
                    clip = random.nextInt(seed.clipCount());
                }
                planted[clip] = true;
                if (member == 0) {
                    original = clip;
                } else {
                    copyClip(original, clip);
                    sourceOf[clip] = original;
                }
            }
        }
        return sourceOf;
    }

    /** Copies every generated measurement of {@code from} but its terms, which are copied when they are built. */
    private void copyClip(int from, int to) {
        corpus.seconds[to] = corpus.seconds[from];
        corpus.segments[to] = corpus.segments[from];
        corpus.segmentsUnassessed[to] = corpus.segmentsUnassessed[from];
        corpus.segmentsUnusable[to] = corpus.segmentsUnusable[from];
        corpus.digest[to] = corpus.digest[from];
        for (float[] values : corpus.affectedPercent.values()) {
            values[to] = values[from];
        }
        if (corpus.frameCounts != null) {
            for (int[] counts : corpus.frameCounts) {
                counts[to] = counts[from];
            }
        }
        if (corpus.handSeconds != null) {
            for (double[] seconds : corpus.handSeconds) {
                seconds[to] = seconds[from];
            }
        }
    }

    private int pick(double[] weights) {
        double total = 0;
        for (double weight : weights) {
            total += weight;
        }
        double target = random.nextDouble() * total;
        int last = 0;
        for (int i = 0; i < weights.length; i++) {
            if (weights[i] <= 0) {
                continue;
            }
            last = i;
            target -= weights[i];
            if (target < 0) {
                return i;
            }
        }
        return last;
    }

    /** A share near {@code mean}, within [0, 1]. */
    private double jitter(double mean) {
        return Math.max(0, Math.min(1, mean + (random.nextDouble() - 0.5) * 0.4));
    }

    private DatasetSeed.DefectProfile profileOf(Defect defect) {
        return seed.defects() == null ? null : seed.defects().get(defect.wireName());
    }

    private static double tenths(double value) {
        return Math.round(value * 10) / 10.0;
    }

    private static double floorTenths(double value) {
        return Math.floor(value * 10 + 1e-9) / 10.0;
    }

    /**
     * Fills the compressed rows of one section while clips are generated, in arrays made once for the
     * most terms every clip may draw (growing them by doubling left a corpus's worth of garbage).
     */
    private static final class TermsBuilder {
        private final int[] start;
        private final short[] spelling;
        private final short[] occurrences;
        private int clips;
        private int entries;

        TermsBuilder(int clipCount, int mostTermsOfAClip) {
            start = new int[clipCount + 1];
            spelling = new short[Math.multiplyExact(clipCount, mostTermsOfAClip)];
            occurrences = new short[spelling.length];
        }

        void add(int spellingId, int count) {
            spelling[entries] = (short) spellingId;
            occurrences[entries] = (short) count;
            entries++;
        }

        void endClip() {
            start[++clips] = entries;
        }

        /** The rows with clip {@code c}'s entries replaced by those of {@code sourceOf[c]}. */
        ClipTerms build(Lexicon lexicon, int[] sourceOf) {
            int[] builtStart = new int[clips + 1];
            int size = 0;
            for (int clip = 0; clip < clips; clip++) {
                size += start[sourceOf[clip] + 1] - start[sourceOf[clip]];
                builtStart[clip + 1] = size;
            }
            short[] builtSpelling = new short[size];
            short[] builtOccurrences = new short[size];
            for (int clip = 0; clip < clips; clip++) {
                int from = start[sourceOf[clip]];
                int length = builtStart[clip + 1] - builtStart[clip];
                System.arraycopy(spelling, from, builtSpelling, builtStart[clip], length);
                System.arraycopy(occurrences, from, builtOccurrences, builtStart[clip], length);
            }
            return new ClipTerms(lexicon, builtStart, builtSpelling, builtOccurrences);
        }
    }
}
