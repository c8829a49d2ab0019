package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.VocabularyAnswer;
import io.dqexplorer.workspace.compare.VocabularyComparison;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

import static io.dqexplorer.workspace.report.ReportHtml.NOT_REPORTED;
import static io.dqexplorer.workspace.report.ReportHtml.TOP_TERMS;
import static io.dqexplorer.workspace.report.ReportHtml.card;
import static io.dqexplorer.workspace.report.ReportHtml.cell;

/** The vocabulary in the report: its coverage, then per section its diversity, tiers and top terms by clips. */
final class VocabularySection implements FamilySection {

    @Override
    public void write(StringBuilder out, Object measured) {
        VocabularyAnswer answer = (VocabularyAnswer) measured;
        out.append("<div class=\"cards\">\n");
        card(out, "Coverage", "vocabulary.coverage", Figures.fractionAsPercent(answer.tiers().coverageShare(), "undeterminable"));
        out.append("</div>\n");
        if (answer.counts().isEmpty()) {
            out.append("<p class=\"muted\">The clip counts per term of this measurement could not be had: the terms"
                    + " are listed without them.</p>\n");
        }
        for (String section : sectionNames(answer)) {
            vocabularySection(out, answer, section);
        }
    }

    private static List<String> sectionNames(VocabularyAnswer answer) {
        Set<String> names = new LinkedHashSet<>();
        answer.tiers().sections().forEach(s -> names.add(s.section()));
        answer.counts().ifPresent(counts -> counts.sections().forEach(s -> names.add(s.section())));
        return List.copyOf(names);
    }

    private static void vocabularySection(StringBuilder out, VocabularyAnswer answer, String name) {
        Optional<Vocabulary.Section> tiered = answer.tiers().sections().stream()
                .filter(s -> s.section().equals(name)).findFirst();
        Optional<UnversionedVocabulary.Section> counted = answer.counts().flatMap(c -> c.sections().stream()
                .filter(s -> s.section().equals(name)).findFirst());
        String key = "vocabulary." + Html.text(name);
        out.append("<article class=\"section\">\n<h3>").append(Html.text(name)).append("</h3>\n<div class=\"cards\">\n");
        card(out, "Distinct terms", key + ".distinct-terms", tiered.flatMap(s -> present(s.distinctTerms()))
                .or(() -> counted.map(UnversionedVocabulary.Section::distinctTerms)).map(Figures::count).orElse(NOT_REPORTED));
        card(out, "Distinct kinds", key + ".distinct-kinds", tiered.flatMap(s -> present(s.distinctKinds()))
                .or(() -> counted.map(UnversionedVocabulary.Section::distinctKinds)).map(Figures::count).orElse(NOT_REPORTED));
        card(out, "Effective distinct terms", key + ".effective-distinct-terms",
                tiered.flatMap(s -> present(s.effectiveDistinctTerms())).map(Figures::count).orElse(NOT_REPORTED));
        out.append("</div>\n");
        List<Vocabulary.Tier> tiers = tiered.map(Vocabulary.Section::tiers).orElse(List.of());
        if (!tiers.isEmpty()) {
            out.append("<table class=\"listing\">\n<caption>Tiers</caption>\n<thead><tr><th>Tier</th><th class=\"num\">Distinct terms</th>"
                    + "<th class=\"num\">Representation</th><th>Examples</th></tr></thead>\n<tbody>\n");
            for (Vocabulary.Tier tier : tiers) {
                String tierKey = key + ".tier." + Html.text(tier.tier());
                out.append("<tr><th scope=\"row\">").append(Html.text(tier.label())).append("</th>")
                        .append(cell(tierKey + ".distinct-terms", tier.distinctTerms().isPresent()
                                ? Figures.count(tier.distinctTerms().getAsLong()) : NOT_REPORTED))
                        .append(cell(tierKey + ".representation",
                                Figures.fractionAsPercent(tier.representationShare(), NOT_REPORTED)))
                        .append("<td>").append(Html.text(String.join(", ", tier.exampleTerms()))).append("</td></tr>\n");
            }
            out.append("</tbody>\n</table>\n");
        }
        counted.ifPresent(section -> topTerms(out, key, section));
        out.append("</article>\n");
    }

    private static void topTerms(StringBuilder out, String key, UnversionedVocabulary.Section section) {
        List<UnversionedVocabulary.Term> top = section.terms().stream()
                .sorted(Comparator.comparingLong(UnversionedVocabulary.Term::clipCount).reversed()).limit(TOP_TERMS).toList();
        if (top.isEmpty()) {
            return;
        }
        out.append("<table class=\"listing\">\n<caption>Top terms by clips</caption>\n<thead><tr><th>Term</th><th class=\"num\">Clips</th>"
                + "<th class=\"num\">Occurrences</th><th>Spellings</th></tr></thead>\n<tbody>\n");
        for (UnversionedVocabulary.Term term : top) {
            String termKey = key + ".term." + Html.text(term.term());
            out.append("<tr><th scope=\"row\">").append(Html.text(term.term())).append("</th>")
                    .append(cell(termKey + ".clips", Figures.count(term.clipCount())))
                    .append(cell(termKey + ".occurrences", Figures.count(term.occurrences())))
                    .append("<td>").append(Html.text(String.join(", ", term.spellings()))).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    private static Optional<Long> present(OptionalLong value) {
        return value.isPresent() ? Optional.of(value.getAsLong()) : Optional.empty();
    }

    @Override
    public List<LeadLine> lead(DifferenceTable table, String key) {
        List<LeadLine> lines = new ArrayList<>();
        for (String section : LeadLine.parts(table)) {
            LeadLine.row(table, section, VocabularyComparison.DISTINCT_TERMS).ifPresent(row -> lines.add(LeadLine.line(
                    LeadLine.words(section) + ": distinct terms", key + section + ".distinct-terms", row)));
        }
        return lines;
    }
}
