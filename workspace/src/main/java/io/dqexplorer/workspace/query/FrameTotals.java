package io.dqexplorer.workspace.query;

import java.util.OptionalDouble;

/**
 * Frame-quality counts summed over the clips of a subset that have them, and the shares of frames
 * they make (frame-weighted: sum of counts over sum of frames, not a mean of per-clip ratios).
 *
 * @param clips clips with a frame-quality block (the others are not counted, nor taken as 0)
 */
public record FrameTotals(long clips, long frames, long usable, long distorted, long jerky) {

    /** Empty when the clips hold no frame. */
    public OptionalDouble usableShare() {
        return share(usable);
    }

    public OptionalDouble distortedShare() {
        return share(distorted);
    }

    public OptionalDouble jerkyShare() {
        return share(jerky);
    }

    private OptionalDouble share(long count) {
        return frames > 0 ? OptionalDouble.of((double) count / frames) : OptionalDouble.empty();
    }
}
