package io.dqexplorer.workspace.query;

import java.util.OptionalDouble;

/**
 * Hand-activity seconds summed over the clips of a subset that have them, and the three shares,
 * duration-weighted as the service's hand-activity result defines them: seconds over measured
 * seconds, fractions 0..1.
 *
 * @param clips clips with a hand-activity block (the others are not counted, nor taken as 0)
 */
public record HandTotals(long clips, double measuredSeconds, double handsVisibleSeconds,
                         double twoHandsVisibleSeconds, double activeManipulationSeconds) {

    /** Empty when nothing was measured. */
    public OptionalDouble handsVisibleShare() {
        return share(handsVisibleSeconds);
    }

    public OptionalDouble twoHandsVisibleShare() {
        return share(twoHandsVisibleSeconds);
    }

    public OptionalDouble activeManipulationShare() {
        return share(activeManipulationSeconds);
    }

    private OptionalDouble share(double seconds) {
        return measuredSeconds > 0 ? OptionalDouble.of(seconds / measuredSeconds) : OptionalDouble.empty();
    }
}
