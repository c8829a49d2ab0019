package io.dqexplorer.sdk.model;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The video-characteristics result. An absent defect means the service sent null (or omitted it):
 * not assessed, which is never the same as 0 %. Defects overlap and are never summed.
 * {@link #defects()} iterates in {@link Defect} order.
 */
public record VideoCharacteristics(String dataset, String analysis, String videoCharacteristics,
                                   long analyzedClipCount, double assessedHours, OptionalDouble coveragePercent,
                                   Map<Defect, DefectBlock> defects, Optional<Unreadable> unreadable) {

    /** {@code defects} is copied into an unmodifiable map that iterates in {@link Defect} order. */
    public VideoCharacteristics {
        // new EnumMap<>(Map) would throw on an empty map that is not an EnumMap; an absent defect is
        // "not assessed", so a null key or block is refused as Map.copyOf would
        EnumMap<Defect, DefectBlock> ordered = new EnumMap<>(Defect.class);
        defects.forEach((defect, block) -> ordered.put(Objects.requireNonNull(defect, "defect"),
                Objects.requireNonNull(block, "defect block")));
        defects = Collections.unmodifiableMap(ordered);
    }

    public Optional<DefectBlock> defect(Defect defect) {
        return Optional.ofNullable(defects.get(defect));
    }
}
