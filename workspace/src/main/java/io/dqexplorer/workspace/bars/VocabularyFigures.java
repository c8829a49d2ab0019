package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.workspace.compare.VocabularyAnswer;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;

/** The figures of the vocabulary: its coverage and counts, and per section its diversity; the trend draws each section's distinct terms. */
final class VocabularyFigures {

    /** The vocabulary's sections, as the service names them. */
    private static final List<String> SECTIONS = List.of("environments", "objects", "actions");
    private static final String NO_COUNTS = "the counts form of this vocabulary could not be had";

    private VocabularyFigures() {
    }

    static FamilyFigures figures() {
        return new FamilyFigures(bars(), new TrendFigures<>("Vocabulary, distinct terms per section", "",
                MeasurementFamily.VOCABULARY_COUNTS, VocabularyFigures::distinctTerms));
    }

    private static List<Figure> bars() {
        List<Figure> figures = new ArrayList<>();
        figures.add(FigureCatalogue.measured(Family.VOCABULARY, "vocabulary.coverage_share", Unit.FRACTION,
                "measurement completeness (0..1)", (VocabularyAnswer vocabulary) -> FigureValue.of(
                        vocabulary.tiers().coverageShare(), "no reliable denominator is available")));
        figures.add(counts("vocabulary.clips_analyzed", "clips in the analysis", UnversionedVocabulary::clipsAnalyzed));
        figures.add(counts("vocabulary.segments_unassessed", "segments that could not be assessed",
                UnversionedVocabulary::segmentsUnassessed));
        figures.add(counts("vocabulary.segments_unusable", "segments with an unusable assessment",
                UnversionedVocabulary::segmentsUnusable));
        for (String section : SECTIONS) {
            String prefix = "vocabulary." + section + ".";
            figures.add(tiered(section, prefix + "distinct_terms", "published terms", Vocabulary.Section::distinctTerms));
            figures.add(tiered(section, prefix + "distinct_kinds", "kinds of the published terms",
                    Vocabulary.Section::distinctKinds));
            figures.add(tiered(section, prefix + "effective_distinct_terms",
                    "effective number of distinct terms (diversity)", Vocabulary.Section::effectiveDistinctTerms));
            figures.add(tiered(section, prefix + "size_adjusted_distinct_terms",
                    "distinct terms adjusted for the dataset's size", Vocabulary.Section::sizeAdjustedDistinctTerms));
            figures.add(counted(section, prefix + "comparable_depth_clips", "clips at the comparable depth",
                    counted -> OptionalDouble.of(counted.comparableDepthClips())));
            figures.add(counted(section, prefix + "rarefied_distinct_terms", "distinct terms rarefied to the comparable depth",
                    UnversionedVocabulary.Section::rarefiedDistinctTerms));
        }
        return figures;
    }

    private static Figure counts(String path, String meaning, Function<UnversionedVocabulary, Long> count) {
        return FigureCatalogue.measured(Family.VOCABULARY, path, Unit.COUNT, meaning,
                (VocabularyAnswer vocabulary) -> vocabulary.counts().map(counted -> FigureValue.of(count.apply(counted)))
                        .orElse(FigureValue.notMeasured(NO_COUNTS)));
    }

    private static Figure tiered(String section, String path, String meaning,
                                 Function<Vocabulary.Section, OptionalLong> count) {
        return FigureCatalogue.measured(Family.VOCABULARY, path, Unit.COUNT, meaning + " of " + section,
                (VocabularyAnswer vocabulary) -> vocabulary.tiers().sections().stream()
                        .filter(found -> found.section().equals(section)).findFirst()
                        .map(found -> {
                            OptionalLong value = count.apply(found);
                            return value.isPresent() ? FigureValue.of(value.getAsLong())
                                    : FigureValue.notMeasured("the answer does not give it");
                        })
                        .orElse(FigureValue.notMeasured("the answer has no " + section + " section")));
    }

    private static Figure counted(String section, String path, String meaning,
                                  Function<UnversionedVocabulary.Section, OptionalDouble> count) {
        return FigureCatalogue.measured(Family.VOCABULARY, path, Unit.COUNT, meaning + " of " + section,
                (VocabularyAnswer vocabulary) -> vocabulary.counts()
                        .map(counted -> counted.sections().stream().filter(found -> found.section().equals(section))
                                .findFirst()
                                .map(found -> FigureValue.of(count.apply(found), "the answer does not give it"))
                                .orElse(FigureValue.notMeasured("the answer has no " + section + " section")))
                        .orElse(FigureValue.notMeasured(NO_COUNTS)));
    }


    /** A line per section any kept measurement has: one a later measurement adds (or an earlier lacked) has gaps. */
    private static List<TrendFigures.Line<UnversionedVocabulary>> distinctTerms(List<UnversionedVocabulary> kept) {
        Set<String> sections = new LinkedHashSet<>();
        kept.forEach(answer -> answer.sections().forEach(s -> sections.add(s.section())));
        return sections.stream().map(section -> new TrendFigures.Line<UnversionedVocabulary>(section,
                "vocabulary." + section + ".distinct_terms", 1, answer -> answer.sections().stream()
                .filter(s -> s.section().equals(section)).findFirst().map(s -> (double) s.distinctTerms()))).toList();
    }
}
