package io.dqexplorer.sandbox.corpus;

import java.util.Arrays;
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

    private CorpusGenerator(DatasetSeed seed) {
        this.seed = seed;
        this.random = new SplitMix64(seed.seed());
        this.corpus = new Corpus(seed, Metric.of(seed), seed.clipCount());
        for (Section section : SECTIONS) {
            DatasetSeed.SectionProfile profile = seed.vocabulary().get(section.wireName());
            if (profile == null) {
                throw new IllegalArgumentException(seed.dataset() + ": no vocabulary for " + section.wireName());
            }
            lexicons.put(section, new Lexicon(profile));
            termBuilders.put(section, new TermsBuilder(seed.clipCount()));
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
        plantDuplicates();
        termBuilders.forEach((section, builder) -> corpus.terms.put(section, builder.build(lexicons.get(section))));
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
        corpus.seconds[clip] = seconds;
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
            double measured = unreadable ? 0 : tenths(seconds * (segments - unassessed - unusable) / segments);
            generateHands(clip, measured);
        }
        for (Section section : SECTIONS) {
            generateTerms(termBuilders.get(section), lexicons.get(section), section, unreadable);
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

    private void generateTerms(TermsBuilder builder, Lexicon lexicon, Section section, boolean unreadable) {
        if (unreadable) {
            builder.endClip();
            return;
        }
        DatasetSeed.SectionProfile profile = seed.vocabulary().get(section.wireName());
        int wanted = Math.min(lexicon.termCount(), random.nextIntBetween(profile.minTerms(), profile.maxTerms()));
        double[] weights = lexicon.termWeights();
        int[] chosen = new int[wanted];
        for (int k = 0; k < wanted; k++) {
            chosen[k] = pick(weights);
            weights[chosen[k]] = 0;
        }
        Arrays.sort(chosen);
        for (int term : chosen) {
            int spelling = lexicon.spellingsOfTerm(term)[pick(lexicon.spellingWeightsOfTerm(term))];
            builder.add(spelling, 1 + random.nextInt(4));
        }
        builder.endClip();
    }

    /** The clips whose runs disagree get no index; the others a seeded permutation of 0..n-1. */
    private void assignEpisodeIndices() {
        int size = seed.clipCount();
        Arrays.fill(corpus.episodeIndex, 0);
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

    /** Gives each planted group's readable clips the digest of its first member. */
    private void plantDuplicates() {
        boolean[] planted = new boolean[seed.clipCount()];
        for (int groupSize : seed.duplicateGroups()) {
            long digest = 0;
            for (int member = 0; member < groupSize; member++) {
                int clip = random.nextInt(seed.clipCount());
                while (planted[clip] || corpus.unreadable[clip]) {
                    clip = random.nextInt(seed.clipCount());
                }
                planted[clip] = true;
                if (member == 0) {
                    digest = corpus.digest[clip];
                } else {
                    corpus.digest[clip] = digest;
                }
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

    /** Grows the compressed rows of one section while clips are generated. */
    private static final class TermsBuilder {
        private final int[] start;
        private short[] spelling = new short[1024];
        private short[] occurrences = new short[1024];
        private int clips;
        private int entries;

        TermsBuilder(int clipCount) {
            start = new int[clipCount + 1];
        }

        void add(int spellingId, int count) {
            if (entries == spelling.length) {
                spelling = Arrays.copyOf(spelling, entries * 2);
                occurrences = Arrays.copyOf(occurrences, entries * 2);
            }
            spelling[entries] = (short) spellingId;
            occurrences[entries] = (short) count;
            entries++;
        }

        void endClip() {
            start[++clips] = entries;
        }

        ClipTerms build(Lexicon lexicon) {
            return new ClipTerms(lexicon, start, Arrays.copyOf(spelling, entries), Arrays.copyOf(occurrences, entries));
        }
    }
}
