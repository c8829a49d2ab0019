package io.dqexplorer.workspace.query;

import java.util.Optional;

/**
 * The figures of a subset of clips, re-totalled from their rows.
 *
 * @param frames empty when no clip of the subset has a frame-quality block
 * @param hands  empty when no clip of the subset has a hand-activity block
 */
public record Summary(long clips, double analyzedSeconds, Optional<FrameTotals> frames, Optional<HandTotals> hands) {

    public double analyzedHours() {
        return analyzedSeconds / 3600;
    }
}
