package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Duplicates;

import java.util.ArrayList;
import java.util.List;

/** The figures of duplicates: the redundant share and clips, the groups, the clips compared; the trend draws the redundant share. */
final class DuplicateFigures {

    private static final String NOT_COMPARED = "not compared yet";

    private DuplicateFigures() {
    }

    static FamilyFigures figures() {
        return new FamilyFigures(bars(), new TrendFigures<>("Duplicates, redundant % of clips", "%", MeasurementFamily.DUPLICATES,
                kept -> List.of(new TrendFigures.Line<>("redundant", "duplicates.redundant_percent", 1,
                        answer -> answer.exact().map(Duplicates.Exact::redundantPercent)))));
    }

    private static List<Figure> bars() {
        List<Figure> figures = new ArrayList<>();
        figures.add(FigureCatalogue.measured(Family.DUPLICATES, "duplicates.redundant_percent", Unit.PERCENT,
                "redundant clips over compared clips (byte-for-byte identical footage)",
                (Duplicates duplicates) -> duplicates.exact().map(exact -> FigureValue.of(exact.redundantPercent()))
                        .orElse(FigureValue.notMeasured(NOT_COMPARED))));
        figures.add(FigureCatalogue.measured(Family.DUPLICATES, "duplicates.redundant_clip_count", Unit.COUNT,
                "sum over the groups of their size minus one",
                (Duplicates duplicates) -> duplicates.exact().map(exact -> FigureValue.of(exact.redundantClipCount()))
                        .orElse(FigureValue.notMeasured(NOT_COMPARED))));
        figures.add(FigureCatalogue.measured(Family.DUPLICATES, "duplicates.group_count", Unit.COUNT,
                "groups of identical clips",
                (Duplicates duplicates) -> duplicates.exact().map(exact -> FigureValue.of(exact.groups().size()))
                        .orElse(FigureValue.notMeasured(NOT_COMPARED))));
        figures.add(FigureCatalogue.measured(Family.DUPLICATES, "duplicates.compared_clip_count", Unit.COUNT,
                "clips the comparison covered: the denominator of the percent",
                (Duplicates duplicates) -> FigureValue.of(duplicates.comparedClipCount())));
        return figures;
    }
}
