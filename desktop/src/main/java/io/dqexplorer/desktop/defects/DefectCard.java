package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.workspace.bars.FigureValue;

import java.util.Optional;

/**
 * One defect as the view shows it. An absent block means the service has not assessed the
 * dataset for this defect, which is never the same as 0 %.
 */
public record DefectCard(Defect defect, Optional<DefectBlock> block) {

    static final String NOT_ASSESSED = "Not assessed yet";

    public String name() {
        return defect.label();
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

    /** The bars file's name of the figure the card shows: {@code video.blurry.percent}. */
    public String figure() {
        return "video." + defect.wireName() + ".percent";
    }

    /** The percent as a bar reads it: not assessed is not measured, never 0. */
    public FigureValue figureValue() {
        return block.map(b -> FigureValue.of(b.percent())).orElse(FigureValue.notMeasured("not assessed yet"));
    }

    public Optional<Distribution> distribution() {
        return block.flatMap(DefectBlock::distribution);
    }
}
