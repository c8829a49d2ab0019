package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;

import java.util.Optional;

/**
 * One defect as the view shows it. An absent block means the service has not assessed the
 * dataset for this defect, which is never the same as 0 %.
 */
public record DefectCard(Defect defect, Optional<DefectBlock> block) {

    static final String NOT_ASSESSED = "Not assessed yet";

    public String name() {
        return switch (defect) {
            case BLACK -> "Black";
            case FROZEN -> "Frozen";
            case BLURRY -> "Blurry";
            case CLIPPED_HIGHLIGHTS -> "Clipped highlights";
            case CRUSHED_SHADOWS -> "Crushed shadows";
            case UNSTABLE -> "Unstable";
        };
    }

    /** The defect's wire name with dashes, for node ids such as {@code defect-clipped-highlights-percent}. */
    public String idStem() {
        return "defect-" + defect.wireName().replace('_', '-');
    }

    public boolean assessed() {
        return block.isPresent();
    }

    public String percentText() {
        return block.map(b -> Formats.percent(b.percent())).orElse(NOT_ASSESSED);
    }

    /** Each defect has its own denominator; the dataset-wide assessed hours are not it. */
    public String hoursText() {
        return block.map(b -> "over " + Formats.hours(b.assessedHours()) + " assessed")
                .orElse("no footage assessed");
    }

    public Optional<Distribution> distribution() {
        return block.flatMap(DefectBlock::distribution);
    }
}
