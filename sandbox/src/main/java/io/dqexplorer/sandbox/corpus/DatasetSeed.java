package io.dqexplorer.sandbox.corpus;

import java.util.List;
import java.util.Map;

/**
 * The small description a corpus is generated from (one entry of {@code seeds/<organization>.json}).
 *
 * @param dataset            dataset id
 * @param clipPrefix         clip ids are {@code <clipPrefix>-<6 digits>} (7 for a corpus of a million clips)
 * @param clipCount          clips in the corpus
 * @param seed               seed of the random stream; the same seed gives the same corpus everywhere
 * @param metrics            wire names of the measurements produced
 * @param durationSeconds    range of clip durations
 * @param unindexedClips     clips whose runs disagree about their episode index
 * @param unreadableRate     share of clips that cannot be decoded
 * @param coverageDeterminable false makes {@code coverage_percent} null
 * @param defects            profile per defect wire name; a missing or null entry means "not assessed"
 * @param frames             frame-quality profile
 * @param hands              hand-activity profile
 * @param segmentSeconds     length of the segments vocabulary and hand activity assess
 * @param vocabulary         per section wire name, the terms clips draw from
 * @param duplicateGroups    sizes of the exact-duplicate groups to plant
 * @param duplicatesCompared false makes the duplicates result's {@code exact} null
 */
public record DatasetSeed(
        String dataset,
        String clipPrefix,
        int clipCount,
        long seed,
        List<String> metrics,
        Range durationSeconds,
        int unindexedClips,
        double unreadableRate,
        boolean coverageDeterminable,
        Map<String, DefectProfile> defects,
        FrameProfile frames,
        HandProfile hands,
        double segmentSeconds,
        Map<String, SectionProfile> vocabulary,
        List<Integer> duplicateGroups,
        boolean duplicatesCompared) {

    /** A closed range. */
    public record Range(double min, double max) {
    }

    /**
     * @param prevalence     share of assessed clips that show the defect at all
     * @param maxPercent     largest affected percent of a clip
     * @param unassessedRate share of readable clips this defect could not be assessed on
     */
    public record DefectProfile(double prevalence, double maxPercent, double unassessedRate) {
    }

    /** Mean shares of distorted and jerky frames, at {@code fps} frames per second. */
    public record FrameProfile(double fps, double distortedRate, double jerkyRate) {
    }

    /** Mean shares of measured footage with hands visible, both hands visible (of visible) and active manipulation. */
    public record HandProfile(double visible, double twoHands, double active) {
    }

    /** How many terms a clip carries in the section, and the terms to draw from. */
    public record SectionProfile(int minTerms, int maxTerms, List<TermProfile> terms) {
    }

    /**
     * A published term: its kind, its draw weight and the spellings observers produce for it with
     * their weights (the term itself when none are given).
     */
    public record TermProfile(String term, String kind, double weight, Map<String, Double> spellings) {
    }
}
