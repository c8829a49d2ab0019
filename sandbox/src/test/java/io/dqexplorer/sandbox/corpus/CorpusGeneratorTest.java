package io.dqexplorer.sandbox.corpus;

import io.dqexplorer.sandbox.corpus.Corpus.FrameCount;
import io.dqexplorer.sandbox.corpus.Corpus.HandSeconds;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A small seed generated per test, its clips checked one by one against what the seed describes. */
class CorpusGeneratorTest {

    private static final int CLIPS = 600;

    private static DatasetSeed seed(long seed, Map<String, DatasetSeed.SectionProfile> vocabulary) {
        Map<String, DatasetSeed.DefectProfile> defects = new HashMap<>();
        defects.put("black", new DatasetSeed.DefectProfile(0.3, 60, 0.1));
        defects.put("frozen", new DatasetSeed.DefectProfile(0, 40, 0));
        defects.put("blurry", new DatasetSeed.DefectProfile(1, 70, 0));
        defects.put("unstable", null);
        return seed(seed, vocabulary, defects, new DatasetSeed.FrameProfile(30, 0.03, 0.02), METRICS);
    }

    private static final List<String> METRICS =
            List.of("video_characteristics", "hand_activity", "vocabulary", "duplicates", "frame_quality");

    private static DatasetSeed seed(long seed, Map<String, DatasetSeed.SectionProfile> vocabulary,
                                    Map<String, DatasetSeed.DefectProfile> defects, DatasetSeed.FrameProfile frames,
                                    List<String> metrics) {
        return new DatasetSeed("tiny", "ty", CLIPS, seed, metrics, new DatasetSeed.Range(20, 600), 7, 0.05, true,
                defects, frames, new DatasetSeed.HandProfile(0.78, 0.55, 0.6), 10, vocabulary, List.of(3, 2), true);
    }

    private static DatasetSeed seed(long seed) {
        return seed(seed, vocabulary());
    }

    private static Map<String, DatasetSeed.SectionProfile> vocabulary() {
        Map<String, Double> spellings = new LinkedHashMap<>();
        spellings.put("knife", 0.5);
        spellings.put("knives", 0.5);
        List<DatasetSeed.TermProfile> objects = List.of(
                new DatasetSeed.TermProfile("knife", "tool", 5, spellings),
                new DatasetSeed.TermProfile("pan", "cookware", 3, null),
                new DatasetSeed.TermProfile("cup", "cookware", 2, Map.of()));
        return Map.of(
                "environments", new DatasetSeed.SectionProfile(1, 1, List.of(
                        new DatasetSeed.TermProfile("kitchen", "indoor", 1, null),
                        new DatasetSeed.TermProfile("garden", "outdoor", 1, null))),
                "objects", new DatasetSeed.SectionProfile(2, 9, objects),
                "actions", new DatasetSeed.SectionProfile(0, 0, List.of(
                        new DatasetSeed.TermProfile("cut", "verb", 1, null))));
    }

    @Test
    void theSameSeedGivesTheSameClipsAndAnotherSeedOtherClips() {
        Corpus first = CorpusGenerator.generate(seed(11));
        Corpus again = CorpusGenerator.generate(seed(11));
        Corpus other = CorpusGenerator.generate(seed(12));
        assertArrayEquals(first.seconds, again.seconds);
        assertArrayEquals(first.digest, again.digest);
        assertArrayEquals(first.episodeIndex, again.episodeIndex);
        assertFalse(Arrays.equals(first.seconds, other.seconds));
    }

    @Test
    void clipsHaveFixedWidthIdsAndDurationsInTenthsWithinTheRange() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        assertEquals(CLIPS, corpus.size());
        assertEquals("ty-000001", corpus.clipId(0));
        assertEquals("ty-000600", corpus.clipId(CLIPS - 1));
        double shortest = Double.MAX_VALUE;
        double longest = 0;
        double sum = 0;
        int readable = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            double seconds = corpus.analyzedSeconds(clip);
            if (corpus.unreadable(clip)) {
                continue;
            }
            readable++;
            assertTrue(seconds >= 20 && seconds <= 600, "clip " + clip + ": " + seconds);
            assertEquals(Math.round(seconds * 10) / 10.0, seconds, "tenths");
            shortest = Math.min(shortest, seconds);
            longest = Math.max(longest, seconds);
            sum += seconds;
        }
        // The product of two uniform draws skews durations short: its mean is a quarter of the range.
        assertEquals(20 + 580 * 0.25, sum / readable, 25);
        assertTrue(shortest < 40 && longest > 400, shortest + ".." + longest);
    }

    @Test
    void segmentsCoverTheDurationAndAtMostOneIsUnassessedAndOneUnusableFromThreeOn() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        int withUnassessed = 0;
        int withUnusable = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            int segments = corpus.segments(clip);
            if (corpus.unreadable(clip)) {
                assertEquals(segments, corpus.segmentsUnassessed(clip), "all of an unreadable clip's segments");
                assertEquals(0, corpus.segmentsUnusable(clip));
                continue;
            }
            assertEquals(Math.max(1, (int) Math.ceil(corpus.analyzedSeconds(clip) / 10)), segments, "clip " + clip);
            assertTrue(corpus.segmentsUnassessed(clip) <= (segments >= 3 ? 1 : 0), "clip " + clip);
            assertTrue(corpus.segmentsUnusable(clip) <= (segments >= 3 ? 1 : 0), "clip " + clip);
            withUnassessed += corpus.segmentsUnassessed(clip);
            withUnusable += corpus.segmentsUnusable(clip);
        }
        assertTrue(withUnassessed > 10 && withUnassessed < 70, "about 6 % of the clips: " + withUnassessed);
        assertTrue(withUnusable > 5 && withUnusable < 50, "about 4 % of the clips: " + withUnusable);
    }

    @Test
    void unreadableClipsHaveNoFootageNoFramesNoHandsNoTermsAndNoDefectAssessment() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        int unreadable = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            if (!corpus.unreadable(clip)) {
                assertTrue(corpus.analyzedSeconds(clip) > 0);
                assertTrue(corpus.frameCount(FrameCount.FRAMES, clip) > 0);
                continue;
            }
            unreadable++;
            assertEquals(0, corpus.analyzedSeconds(clip));
            assertEquals(0, corpus.frameCount(FrameCount.FRAMES, clip));
            assertEquals(0, corpus.handSeconds(HandSeconds.MEASURED, clip));
            for (Section section : Section.values()) {
                assertEquals(corpus.terms(section).firstEntry(clip), corpus.terms(section).endEntry(clip));
            }
            for (Defect defect : Defect.values()) {
                assertTrue(Double.isNaN(corpus.affectedPercent(defect, clip)), defect + " of clip " + clip);
            }
        }
        assertTrue(unreadable > 10 && unreadable < 60, "about 5 % of 600: " + unreadable);
    }

    @Test
    void defectsFollowTheirProfiles() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        int blackAssessed = 0;
        int blackShown = 0;
        double blurrySum = 0;
        int blackUnassessed = 0;
        int readable = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            assertTrue(Double.isNaN(corpus.affectedPercent(Defect.UNSTABLE, clip)), "a null profile is not assessed");
            assertTrue(Double.isNaN(corpus.affectedPercent(Defect.CRUSHED_SHADOWS, clip)), "no profile, not assessed");
            if (corpus.unreadable(clip)) {
                continue;
            }
            readable++;
            assertEquals(0, corpus.affectedPercent(Defect.FROZEN, clip), "prevalence 0");
            double blurry = corpus.affectedPercent(Defect.BLURRY, clip);
            assertTrue(blurry >= 0.1 && blurry <= 70, "prevalence 1 shows the defect, at least 0.1 %: " + blurry);
            assertEquals(Math.round(blurry * 10) / 10.0, blurry, 1e-4, "tenths");
            blurrySum += blurry;
            double black = corpus.affectedPercent(Defect.BLACK, clip);
            if (Double.isNaN(black)) {
                blackUnassessed++;
            } else {
                blackAssessed++;
                assertTrue(black >= 0 && black <= 60, "black " + black);
                if (black > 0) {
                    blackShown++;
                }
            }
        }
        assertEquals(readable, blackAssessed + blackUnassessed);
        // The maximum times the square of a uniform severity: a third of it on average.
        assertEquals(70 / 3.0, blurrySum / readable, 3);
        assertTrue(blackUnassessed > readable * 0.05 && blackUnassessed < readable * 0.15, "10 %: " + blackUnassessed);
        assertTrue(blackShown > blackAssessed * 0.22 && blackShown < blackAssessed * 0.38, "30 %: " + blackShown);
    }

    @Test
    void framesAddUpAndHandSecondsNestWithinTheMeasuredFootage() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        double distortedShare = 0;
        double jerkyShare = 0;
        double framesAll = 0;
        double visibleShare = 0;
        double twoShare = 0;
        double activeShare = 0;
        double measuredAll = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            if (corpus.unreadable(clip)) {
                continue;
            }
            double seconds = corpus.analyzedSeconds(clip);
            int frames = corpus.frameCount(FrameCount.FRAMES, clip);
            int distorted = corpus.frameCount(FrameCount.DISTORTED, clip);
            int jerky = corpus.frameCount(FrameCount.JERKY, clip);
            assertEquals(Math.round(seconds * 30), frames, "clip " + clip);
            assertEquals(frames, corpus.frameCount(FrameCount.USABLE, clip) + distorted + jerky, "clip " + clip);
            assertTrue(distorted >= 0 && distorted <= frames * 0.06 && jerky >= 0 && jerky <= frames * 0.04, "clip " + clip);
            distortedShare += distorted;
            jerkyShare += jerky;
            framesAll += frames;

            int segments = corpus.segments(clip);
            int assessed = segments - corpus.segmentsUnassessed(clip) - corpus.segmentsUnusable(clip);
            double measured = corpus.handSeconds(HandSeconds.MEASURED, clip);
            assertEquals(Math.round(seconds * assessed / segments * 10) / 10.0, measured, 1e-9, "clip " + clip);
            double visible = corpus.handSeconds(HandSeconds.HANDS_VISIBLE, clip);
            double two = corpus.handSeconds(HandSeconds.TWO_HANDS_VISIBLE, clip);
            double active = corpus.handSeconds(HandSeconds.ACTIVE_MANIPULATION, clip);
            assertTrue(two <= visible && visible <= measured && active <= visible && two >= 0 && active >= 0,
                    "clip " + clip + ": " + measured + " " + visible + " " + two + " " + active);
            for (double tenths : new double[] {visible, two, active}) {
                assertEquals(Math.round(tenths * 10) / 10.0, tenths, 1e-9, "clip " + clip);
            }
            visibleShare += visible;
            twoShare += two;
            activeShare += active;
            measuredAll += measured;
        }
        assertEquals(0.03, distortedShare / framesAll, 0.006);
        assertEquals(0.02, jerkyShare / framesAll, 0.005);
        assertEquals(0.78, visibleShare / measuredAll, 0.03);
        assertEquals(0.55, twoShare / visibleShare, 0.03);
        // Active manipulation is drawn around 60 % of the measured footage, capped by the visible hands.
        assertTrue(activeShare / measuredAll > 0.5 && activeShare / measuredAll < 0.62, "" + activeShare / measuredAll);
    }

    @Test
    void distortedAndJerkyFramesNeverOutnumberTheFrames() {
        Corpus corpus = CorpusGenerator.generate(seed(11, vocabulary(), Map.of(), new DatasetSeed.FrameProfile(30, 0.5, 0.5), METRICS));
        int capped = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            int frames = corpus.frameCount(FrameCount.FRAMES, clip);
            int usable = corpus.frameCount(FrameCount.USABLE, clip);
            assertTrue(usable >= 0, "clip " + clip + ": " + usable + " usable");
            capped += frames > 0 && usable == 0 ? 1 : 0;
        }
        assertTrue(capped > 0, "with rates this high some clips have no usable frame left");
    }

    @Test
    void aSeedWithoutDefectProfilesAssessesNoDefectAndOneWithoutFramesOrHandsHasNone() {
        Corpus corpus = CorpusGenerator.generate(seed(11, vocabulary(), null, null, List.of("vocabulary")));
        for (Defect defect : Defect.values()) {
            assertTrue(Double.isNaN(corpus.affectedPercent(defect, 0)), defect.wireName());
        }
        assertEquals(null, corpus.frameCounts);
        assertEquals(null, corpus.handSeconds);
        assertTrue(corpus.has(Metric.VOCABULARY));
        assertFalse(corpus.has(Metric.DUPLICATES));
    }

    @Test
    void anUnknownMetricIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CorpusGenerator.generate(seed(1, vocabulary(), null, null, List.of("vocabulary", "colour"))));
        assertEquals("tiny: unknown metric colour", e.getMessage());
    }

    @Test
    void clipsGetAShuffledPermutationOfEpisodeIndicesButTheSeededNumberHaveNone() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        List<Integer> indices = new ArrayList<>();
        int unindexed = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            if (corpus.episodeIndex(clip) == Corpus.NO_EPISODE_INDEX) {
                unindexed++;
            } else {
                indices.add(corpus.episodeIndex(clip));
            }
        }
        assertEquals(7, unindexed);
        List<Integer> sorted = new ArrayList<>(indices);
        sorted.sort(null);
        for (int i = 0; i < sorted.size(); i++) {
            assertEquals(i, sorted.get(i));
        }
        assertFalse(indices.equals(sorted), "shuffled, not in clip order");
    }

    @Test
    void plantedGroupsAreReadableCopiesOfTheirFirstMemberAndOtherDigestsAreUnique() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        Map<Long, List<Integer>> byDigest = new HashMap<>();
        for (int clip = 0; clip < CLIPS; clip++) {
            byDigest.computeIfAbsent(corpus.mediaDigest(clip), d -> new ArrayList<>()).add(clip);
        }
        List<Integer> sizes = byDigest.values().stream().map(List::size).filter(size -> size > 1).sorted().toList();
        assertEquals(List.of(2, 3), sizes);
        for (List<Integer> group : byDigest.values()) {
            if (group.size() == 1) {
                continue;
            }
            int first = group.get(0);
            for (int member : group) {
                assertFalse(corpus.unreadable(member));
                assertTrue(corpus.compared(member));
                assertEquals(corpus.analyzedSeconds(first), corpus.analyzedSeconds(member));
                assertEquals(corpus.segments(first), corpus.segments(member));
                assertEquals(corpus.segmentsUnassessed(first), corpus.segmentsUnassessed(member));
                assertEquals(corpus.segmentsUnusable(first), corpus.segmentsUnusable(member));
                for (Defect defect : Defect.values()) {
                    assertEquals(corpus.affectedPercent(defect, first), corpus.affectedPercent(defect, member));
                }
                for (FrameCount count : FrameCount.values()) {
                    assertEquals(corpus.frameCount(count, first), corpus.frameCount(count, member));
                }
                for (HandSeconds kind : HandSeconds.values()) {
                    assertEquals(corpus.handSeconds(kind, first), corpus.handSeconds(kind, member));
                }
                for (Section section : Section.values()) {
                    assertEquals(observations(corpus.terms(section), first), observations(corpus.terms(section), member));
                }
            }
        }
    }

    @Test
    void clipsDrawTheirTermsOnceEachByWeightWithinTheSectionsBounds() {
        Corpus corpus = CorpusGenerator.generate(seed(11));
        ClipTerms objects = corpus.terms(Section.OBJECTS);
        Lexicon lexicon = objects.lexicon();
        Map<String, Integer> spellingClips = new HashMap<>();
        int withTwo = 0;
        int readable = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            List<String> seen = observations(objects, clip);
            if (corpus.unreadable(clip)) {
                continue;
            }
            readable++;
            // Two to nine wanted, but only three terms can be drawn: three unless two were wanted (1 in 8).
            assertTrue(seen.size() == 2 || seen.size() == 3, "clip " + clip + ": " + seen);
            withTwo += seen.size() == 2 ? 1 : 0;
            Set<Integer> terms = new HashSet<>();
            for (int entry = objects.firstEntry(clip); entry < objects.endEntry(clip); entry++) {
                assertTrue(terms.add(objects.termAt(entry)), "a term once per clip");
                assertTrue(objects.occurrencesAt(entry) >= 1 && objects.occurrencesAt(entry) <= 4);
                spellingClips.merge(lexicon.spelling(objects.spellingAt(entry)), 1, Integer::sum);
            }
            assertEquals(1, corpus.terms(Section.ENVIRONMENTS).endEntry(clip) - corpus.terms(Section.ENVIRONMENTS).firstEntry(clip));
            assertEquals(0, corpus.terms(Section.ACTIONS).endEntry(clip) - corpus.terms(Section.ACTIONS).firstEntry(clip));
        }
        assertEquals(1 / 8.0, withTwo / (double) readable, 0.04);
        assertEquals(Set.of("knife", "knives", "pan", "cup"), spellingClips.keySet());
        assertEquals(0.5, spellingClips.get("knife") / (double) readable, 0.07, "spellings drawn by weight");
    }

    @Test
    void termsAreDrawnByWeight() {
        Map<String, DatasetSeed.SectionProfile> vocabulary = new HashMap<>(vocabulary());
        vocabulary.put("environments", new DatasetSeed.SectionProfile(1, 1, List.of(
                new DatasetSeed.TermProfile("kitchen", "indoor", 3, null),
                new DatasetSeed.TermProfile("garden", "outdoor", 1, null))));
        Corpus corpus = CorpusGenerator.generate(seed(11, vocabulary));
        ClipTerms environments = corpus.terms(Section.ENVIRONMENTS);
        int kitchen = 0;
        int readable = 0;
        for (int clip = 0; clip < CLIPS; clip++) {
            if (!corpus.unreadable(clip)) {
                readable++;
                kitchen += environments.carries(clip, 0) ? 1 : 0;
            }
        }
        assertEquals(0.75, kitchen / (double) readable, 0.06);
    }

    @Test
    void aSeedWithoutASectionOrWithASpellingTwiceIsRefused() {
        Map<String, DatasetSeed.SectionProfile> missing = new HashMap<>(vocabulary());
        missing.remove("actions");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> CorpusGenerator.generate(seed(1, missing)))
                .getMessage().contains("no vocabulary for actions"));
        Map<String, DatasetSeed.SectionProfile> twice = new HashMap<>(vocabulary());
        twice.put("actions", new DatasetSeed.SectionProfile(1, 1, List.of(
                new DatasetSeed.TermProfile("cut", "verb", 1, null),
                new DatasetSeed.TermProfile("slice", "verb", 1, Map.of("cut", 1.0)))));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> CorpusGenerator.generate(seed(1, twice)))
                .getMessage().contains("'cut' given twice"));
    }

    /** The spellings a clip observed, with how often. */
    private static List<String> observations(ClipTerms terms, int clip) {
        List<String> seen = new ArrayList<>();
        for (int entry = terms.firstEntry(clip); entry < terms.endEntry(clip); entry++) {
            seen.add(terms.lexicon().spelling(terms.spellingAt(entry)) + "×" + terms.occurrencesAt(entry));
        }
        return seen;
    }
}
