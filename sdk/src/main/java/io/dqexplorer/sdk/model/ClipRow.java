package io.dqexplorer.sdk.model;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/** One row of the clips list: counts and seconds only, so any subset re-totals exactly. */
public record ClipRow(String clip, OptionalLong episodeIndex, double analyzedSeconds,
                      List<String> environments, List<String> objects, List<String> actions,
                      Optional<FrameQuality> frameQuality, Optional<HandSeconds> handActivity) {

    public ClipRow {
        environments = List.copyOf(environments);
        objects = List.copyOf(objects);
        actions = List.copyOf(actions);
    }

    /** Frame counts; older services call {@code usable} "active". */
    public record FrameQuality(long frames, long usable, long distorted, long jerky) {
    }

    public record HandSeconds(double measuredSeconds, double handsVisibleSeconds,
                              double twoHandsVisibleSeconds, double activeManipulationSeconds) {
    }
}
