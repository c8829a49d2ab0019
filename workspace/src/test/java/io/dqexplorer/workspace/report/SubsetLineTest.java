package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.bars.Figure;
import io.dqexplorer.workspace.bars.FigureCatalogue;
import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A summary line names the bars file's figure it shows, so that a bar set on it checks the value shown. */
class SubsetLineTest {

    private static final Summary WHOLE = new Summary(1_200, 7_200,
            Optional.of(new FrameTotals(1_200, 10_000, 9_000, 500, 250)), Optional.of(new HandTotals(1_200, 100, 50, 25, 10)));
    private static final Summary SUBSET = new Summary(300, 1_800,
            Optional.of(new FrameTotals(300, 2_000, 1_700, 200, 40)), Optional.of(new HandTotals(300, 40, 30, 12, 8)));

    @Test
    void everySubsetFigureOfTheCatalogueIsOneLineInTheCataloguesOrder() {
        List<String> subsetFigures = FigureCatalogue.all().stream().filter(Figure::subset).map(Figure::path).toList();
        assertEquals(subsetFigures, SubsetLine.of(SUBSET, WHOLE).stream().map(SubsetLine::figure).toList());
    }

    @Test
    void eachLineShowsTheValueItsFigureReadsFromTheSubset() {
        for (SubsetLine line : SubsetLine.of(SUBSET, WHOLE)) {
            Figure figure = FigureCatalogue.find(line.figure()).orElseThrow();
            double value = figure.read(SUBSET).value().orElseThrow();
            String shown = switch (figure.unit()) {
                case FRACTION -> Figures.fractionAsPercent(value);
                case HOURS -> Figures.hours(value);
                default -> Figures.count((long) value);
            };
            assertEquals(shown, line.subset(), line.label() + " (" + line.figure() + ")");
        }
    }
}
