package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.VideoCharacteristics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The figures of video defects: each defect's share and hours, the coverage, the unreadable clips; the trend draws each defect's share. */
final class VideoFigures {

    private static final String NOT_ASSESSED = "not assessed yet";

    private VideoFigures() {
    }

    static FamilyFigures figures() {
        return new FamilyFigures(bars(), new TrendFigures<>("Video defects, % of assessed footage", "%",
                MeasurementFamily.VIDEO_CHARACTERISTICS, kept -> Arrays.stream(Defect.values())
                .map(defect -> new TrendFigures.Line<VideoCharacteristics>(defect.wireName().replace('_', ' '),
                        "video." + defect.wireName() + ".percent", 1, answer -> answer.defect(defect).map(DefectBlock::percent)))
                .toList()));
    }

    private static List<Figure> bars() {
        List<Figure> figures = new ArrayList<>();
        for (Defect defect : Defect.values()) {
            String name = defect.wireName();
            figures.add(FigureCatalogue.measured(Family.VIDEO, "video." + name + ".percent", Unit.PERCENT,
                    "duration-weighted share of footage showing " + name.replace('_', ' ')
                            + "; not measured while the dataset has not been assessed for it",
                    (VideoCharacteristics vc) -> vc.defect(defect).map(block -> FigureValue.of(block.percent()))
                            .orElse(FigureValue.notMeasured(NOT_ASSESSED))));
            figures.add(FigureCatalogue.measured(Family.VIDEO, "video." + name + ".assessed_hours", Unit.HOURS,
                    "footage the " + name.replace('_', ' ') + " share was measured over",
                    (VideoCharacteristics vc) -> vc.defect(defect).map(block -> FigureValue.of(block.assessedHours()))
                            .orElse(FigureValue.notMeasured(NOT_ASSESSED))));
        }
        figures.add(FigureCatalogue.measured(Family.VIDEO, "video.coverage_percent", Unit.PERCENT,
                "share of the planned analysis that produced deterministic values",
                (VideoCharacteristics vc) -> FigureValue.of(vc.coveragePercent(),
                        "the planned result count cannot be determined reliably")));
        figures.add(FigureCatalogue.measured(Family.VIDEO, "video.unreadable.percent", Unit.PERCENT,
                "planned clips with no usable deterministic measurement, weighted by clips",
                (VideoCharacteristics vc) -> vc.unreadable().map(unreadable -> FigureValue.of(unreadable.percent()))
                        .orElse(FigureValue.notMeasured("no clips were planned"))));
        figures.add(FigureCatalogue.measured(Family.VIDEO, "video.unreadable.assessed_clips", Unit.COUNT,
                "planned clips the unreadable share is taken over",
                (VideoCharacteristics vc) -> vc.unreadable().map(unreadable -> FigureValue.of(unreadable.assessedClips()))
                        .orElse(FigureValue.notMeasured("no clips were planned"))));
        figures.add(FigureCatalogue.measured(Family.VIDEO, "video.analyzed_clip_count", Unit.COUNT,
                "clips the analysis planned", (VideoCharacteristics vc) -> FigureValue.of(vc.analyzedClipCount())));
        figures.add(FigureCatalogue.measured(Family.VIDEO, "video.assessed_hours", Unit.HOURS,
                "footage decoded and measured (orientation only; each defect has its own)",
                (VideoCharacteristics vc) -> FigureValue.of(vc.assessedHours())));
        return figures;
    }
}
