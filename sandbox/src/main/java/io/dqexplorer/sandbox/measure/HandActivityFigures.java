package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Corpus.HandSeconds;

/**
 * The hand-activity result of a corpus: sums of the clip rows' seconds, and shares as fractions
 * (0..1) of the measured seconds, so that any client can re-total them from the rows.
 */
public record HandActivityFigures(int clips, double measuredSeconds, int segmentsUnassessed, int segmentsUnusable,
                                  double handsVisibleSeconds, double twoHandsVisibleSeconds,
                                  double activeManipulationSeconds) {

    static HandActivityFigures of(Corpus corpus) {
        double[] sums = new double[HandSeconds.values().length];
        int unassessed = 0;
        int unusable = 0;
        for (int clip = 0; clip < corpus.size(); clip++) {
            for (HandSeconds kind : HandSeconds.values()) {
                sums[kind.ordinal()] += corpus.handSeconds(kind, clip);
            }
            unassessed += corpus.segmentsUnassessed(clip);
            unusable += corpus.segmentsUnusable(clip);
        }
        return new HandActivityFigures(corpus.size(), sums[HandSeconds.MEASURED.ordinal()], unassessed, unusable,
                sums[HandSeconds.HANDS_VISIBLE.ordinal()], sums[HandSeconds.TWO_HANDS_VISIBLE.ordinal()],
                sums[HandSeconds.ACTIVE_MANIPULATION.ordinal()]);
    }

    /** Null when nothing was measured. */
    public Double handsVisibleShare() {
        return share(handsVisibleSeconds);
    }

    public Double twoHandsVisibleShare() {
        return share(twoHandsVisibleSeconds);
    }

    public Double activeManipulationShare() {
        return share(activeManipulationSeconds);
    }

    private Double share(double seconds) {
        return measuredSeconds > 0 ? seconds / measuredSeconds : null;
    }
}
