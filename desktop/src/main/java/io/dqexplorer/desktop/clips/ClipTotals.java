package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.model.ClipRow;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Totals re-computed from clip rows: rows hold counts and seconds, never shares, so any subset
 * re-totals exactly and the shares derive from the summed seconds. A block is empty when its
 * columns were not requested or no row carried them: nothing measured, which is not zero.
 * {@code unreadable} counts the rows whose blocks show that nothing of their clip was measured
 * ({@link ClipTexts#unreadable}).
 */
public record ClipTotals(long clips, double analyzedSeconds, long unreadable, Optional<Frames> frames,
                         Optional<Hands> hands) {

    public record Frames(long frames, long usable, long distorted, long jerky) {
    }

    public record Hands(double measuredSeconds, double handsVisibleSeconds, double twoHandsVisibleSeconds,
                        double activeManipulationSeconds) {

        public OptionalDouble handsVisibleShare() {
            return share(handsVisibleSeconds);
        }

        public OptionalDouble twoHandsVisibleShare() {
            return share(twoHandsVisibleSeconds);
        }

        public OptionalDouble activeManipulationShare() {
            return share(activeManipulationSeconds);
        }

        /** Seconds over measured seconds; empty when nothing was measured. */
        private OptionalDouble share(double seconds) {
            return measuredSeconds > 0 ? OptionalDouble.of(seconds / measuredSeconds) : OptionalDouble.empty();
        }
    }

    /** Sums rows one at a time, so that a walk over every page never has to hold them. */
    public static final class Accumulator {
        private long clips;
        private double analyzedSeconds;
        private long unreadable;
        private long rowsWithFrames;
        private long frames;
        private long usable;
        private long distorted;
        private long jerky;
        private long rowsWithHands;
        private double measuredSeconds;
        private double handsVisibleSeconds;
        private double twoHandsVisibleSeconds;
        private double activeManipulationSeconds;

        public void add(ClipRow row) {
            clips++;
            analyzedSeconds += row.analyzedSeconds();
            if (ClipTexts.unreadable(row).isPresent()) {
                unreadable++;
            }
            row.frameQuality().ifPresent(quality -> {
                rowsWithFrames++;
                frames += quality.frames();
                usable += quality.usable();
                distorted += quality.distorted();
                jerky += quality.jerky();
            });
            row.handActivity().ifPresent(seconds -> {
                rowsWithHands++;
                measuredSeconds += seconds.measuredSeconds();
                handsVisibleSeconds += seconds.handsVisibleSeconds();
                twoHandsVisibleSeconds += seconds.twoHandsVisibleSeconds();
                activeManipulationSeconds += seconds.activeManipulationSeconds();
            });
        }

        public ClipTotals totals() {
            return new ClipTotals(clips, analyzedSeconds, unreadable,
                    rowsWithFrames == 0 ? Optional.empty() : Optional.of(new Frames(frames, usable, distorted, jerky)),
                    rowsWithHands == 0 ? Optional.empty() : Optional.of(new Hands(measuredSeconds,
                            handsVisibleSeconds, twoHandsVisibleSeconds, activeManipulationSeconds)));
        }
    }
}
