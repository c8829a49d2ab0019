package io.dqexplorer.sandbox.corpus;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A corpus written clip by clip in a test, so a figure can be checked against values worked out by
 * hand from a few clips instead of against a generated dataset shared by a whole test class.
 * Clip ids are {@code t-000001}, {@code t-000002}, ...
 */
public final class HandMadeCorpus {

    private final Set<Metric> metrics = EnumSet.noneOf(Metric.class);
    private final Set<Defect> assessed = EnumSet.noneOf(Defect.class);
    private final Map<Section, List<DatasetSeed.TermProfile>> vocabulary = new EnumMap<>(Section.class);
    private final List<Clip> clips = new ArrayList<>();
    private boolean coverageDeterminable = true;
    private boolean duplicatesCompared = true;

    public HandMadeCorpus with(Metric metric) {
        metrics.add(metric);
        return this;
    }

    /** Defects not named here are not assessed on the dataset at all. */
    public HandMadeCorpus assessing(Defect... defects) {
        assessed.addAll(List.of(defects));
        return this;
    }

    public HandMadeCorpus coverageDeterminable(boolean determinable) {
        coverageDeterminable = determinable;
        return this;
    }

    public HandMadeCorpus duplicatesCompared(boolean compared) {
        duplicatesCompared = compared;
        return this;
    }

    /** A section's term; {@code spellings} empty means the term is spelled only as itself. */
    public HandMadeCorpus term(Section section, String term, String kind, String... spellings) {
        Map<String, Double> weighted = new LinkedHashMap<>();
        for (String spelling : spellings) {
            weighted.put(spelling, 1.0);
        }
        vocabulary.computeIfAbsent(section, s -> new ArrayList<>())
                .add(new DatasetSeed.TermProfile(term, kind, 1.0, weighted));
        return this;
    }

    public HandMadeCorpus clip(UnaryOperator<Clip> clip) {
        clips.add(clip.apply(new Clip()));
        return this;
    }

    public Corpus build() {
        DatasetSeed seed = new DatasetSeed("hand-made", "t", clips.size(), 0, List.of(), null, 0, 0,
                coverageDeterminable, Map.of(), null, null, 1, Map.of(), List.of(), duplicatesCompared);
        Corpus corpus = new Corpus(seed, metrics, clips.size());
        for (Defect defect : assessed) {
            corpus.affectedPercent.put(defect, new float[clips.size()]);
        }
        for (int c = 0; c < clips.size(); c++) {
            Clip clip = clips.get(c);
            corpus.episodeIndex[c] = clip.episodeIndex;
            corpus.seconds[c] = clip.seconds;
            corpus.unreadable[c] = clip.unreadable;
            corpus.segments[c] = clip.segments;
            corpus.segmentsUnassessed[c] = clip.unassessed;
            corpus.segmentsUnusable[c] = clip.unusable;
            corpus.digest[c] = clip.digest;
            for (Defect defect : assessed) {
                corpus.affectedPercent.get(defect)[c] = clip.affected.getOrDefault(defect, Float.NaN);
            }
            if (corpus.handSeconds != null) {
                for (Corpus.HandSeconds kind : Corpus.HandSeconds.values()) {
                    corpus.handSeconds[kind.ordinal()][c] = clip.hands[kind.ordinal()];
                }
            }
        }
        for (Section section : Section.values()) {
            Lexicon lexicon = new Lexicon(new DatasetSeed.SectionProfile(0, 0, vocabulary.getOrDefault(section, List.of())));
            corpus.terms.put(section, termsOf(section, lexicon));
        }
        return corpus;
    }

    private ClipTerms termsOf(Section section, Lexicon lexicon) {
        int[] start = new int[clips.size() + 1];
        List<Integer> spellings = new ArrayList<>();
        List<Integer> occurrences = new ArrayList<>();
        for (int c = 0; c < clips.size(); c++) {
            for (Map.Entry<String, Integer> seen : clips.get(c).observed.getOrDefault(section, Map.of()).entrySet()) {
                spellings.add(lexicon.spellingId(seen.getKey())
                        .orElseThrow(() -> new IllegalArgumentException("no spelling " + seen.getKey() + " in " + section)));
                occurrences.add(seen.getValue());
            }
            start[c + 1] = spellings.size();
        }
        short[] spelling = new short[spellings.size()];
        short[] count = new short[spellings.size()];
        for (int k = 0; k < spelling.length; k++) {
            spelling[k] = spellings.get(k).shortValue();
            count[k] = occurrences.get(k).shortValue();
        }
        return new ClipTerms(lexicon, start, spelling, count);
    }

    /** One clip: readable, one segment, no defect assessed, unless said otherwise. */
    public static final class Clip {
        private int episodeIndex = Corpus.NO_EPISODE_INDEX;
        private double seconds;
        private boolean unreadable;
        private int segments = 1;
        private int unassessed;
        private int unusable;
        private long digest;
        private final Map<Defect, Float> affected = new EnumMap<>(Defect.class);
        private final double[] hands = new double[Corpus.HandSeconds.values().length];
        private final Map<Section, Map<String, Integer>> observed = new EnumMap<>(Section.class);

        public Clip episode(int index) {
            episodeIndex = index;
            return this;
        }

        public Clip seconds(double value) {
            seconds = value;
            return this;
        }

        public Clip unreadable() {
            unreadable = true;
            return this;
        }

        public Clip segments(int all, int notAssessed, int notUsable) {
            segments = all;
            unassessed = notAssessed;
            unusable = notUsable;
            return this;
        }

        public Clip digest(long value) {
            digest = value;
            return this;
        }

        public Clip affected(Defect defect, double percent) {
            affected.put(defect, (float) percent);
            return this;
        }

        public Clip hands(double measured, double visible, double twoHands, double active) {
            hands[Corpus.HandSeconds.MEASURED.ordinal()] = measured;
            hands[Corpus.HandSeconds.HANDS_VISIBLE.ordinal()] = visible;
            hands[Corpus.HandSeconds.TWO_HANDS_VISIBLE.ordinal()] = twoHands;
            hands[Corpus.HandSeconds.ACTIVE_MANIPULATION.ordinal()] = active;
            return this;
        }

        /** The clip observed {@code spelling} (a term or one of its spellings) {@code times} times. */
        public Clip observed(Section section, String spelling, int times) {
            observed.computeIfAbsent(section, s -> new LinkedHashMap<>()).put(spelling, times);
            return this;
        }
    }
}
