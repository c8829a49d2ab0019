package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;

import java.util.List;

/**
 * The figures of each family: those a bar can be set on and those its trend chart draws. The bars' one switch
 * over the families.
 */
public record FamilyFigures(List<Figure> bars, TrendFigures<?> trend) {

    public static FamilyFigures of(Family family) {
        return switch (family) {
            case VIDEO -> VideoFigures.figures();
            case HANDS -> HandFigures.figures();
            case VOCABULARY -> VocabularyFigures.figures();
            case DUPLICATES -> DuplicateFigures.figures();
        };
    }
}
