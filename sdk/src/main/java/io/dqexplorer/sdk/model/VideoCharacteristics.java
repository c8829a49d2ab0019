package io.dqexplorer.sdk.model;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The video-characteristics result. An absent defect means the service sent null (or omitted it):
 * not assessed, which is never the same as 0 %. Defects overlap and are never summed.
 */
public record VideoCharacteristics(String dataset, String analysis, String videoCharacteristics,
                                   long analyzedClipCount, double assessedHours, OptionalDouble coveragePercent,
                                   Map<Defect, DefectBlock> defects, Optional<Unreadable> unreadable) {

    public VideoCharacteristics {
        defects = defects.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(defects));
    }

    public Optional<DefectBlock> defect(Defect defect) {
        return Optional.ofNullable(defects.get(defect));
    }
}
