package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The two vocabulary forms of one measurement (same token) read together: the versioned form has
 * the size-adjusted counts and representation shares, the unversioned one the per-term clip counts.
 */
public record MergedVocabulary(Vocabulary versioned, UnversionedVocabulary unversioned) {

    static final String NOT_REPORTED = "not reported";

    public String token() {
        return unversioned.vocabulary();
    }

    /** Section names in the service's order, from either form. */
    public List<String> sectionNames() {
        Set<String> names = new LinkedHashSet<>();
        versioned.sections().forEach(s -> names.add(s.section()));
        unversioned.sections().forEach(s -> names.add(s.section()));
        return List.copyOf(names);
    }

    public Optional<Vocabulary.Section> versionedSection(String name) {
        return versioned.sections().stream().filter(s -> s.section().equals(name)).findFirst();
    }

    public Optional<UnversionedVocabulary.Section> unversionedSection(String name) {
        return unversioned.sections().stream().filter(s -> s.section().equals(name)).findFirst();
    }

    public String distinctTerms(String section) {
        return versionedSection(section).map(Vocabulary.Section::distinctTerms).filter(OptionalLong::isPresent)
                .map(c -> Formats.count(c.getAsLong()))
                .or(() -> unversionedSection(section).map(s -> Formats.count(s.distinctTerms())))
                .orElse(NOT_REPORTED);
    }

    public String distinctKinds(String section) {
        return versionedSection(section).map(Vocabulary.Section::distinctKinds).filter(OptionalLong::isPresent)
                .map(c -> Formats.count(c.getAsLong()))
                .or(() -> unversionedSection(section).map(s -> Formats.count(s.distinctKinds())))
                .orElse(NOT_REPORTED);
    }

    public String effectiveDistinctTerms(String section) {
        return counted(versionedSection(section).map(Vocabulary.Section::effectiveDistinctTerms));
    }

    public String sizeAdjustedDistinctTerms(String section) {
        return counted(versionedSection(section).map(Vocabulary.Section::sizeAdjustedDistinctTerms));
    }

    public String comparableDepth(String section) {
        return unversionedSection(section).map(s -> Formats.count(s.comparableDepthClips(), "clip", "clips"))
                .orElse(NOT_REPORTED);
    }

    public String untieredTerms(String section) {
        List<String> untiered = versionedSection(section).map(Vocabulary.Section::untieredTerms)
                .or(() -> unversionedSection(section).map(UnversionedVocabulary.Section::untieredTerms))
                .orElse(List.of());
        return untiered.isEmpty() ? "None" : ServiceText.shown(String.join(", ", untiered));
    }

    /**
     * The versioned tiers. A tier without a representation share says "not reported": the unversioned
     * form's tier share is a different figure, so it never stands in for it.
     */
    public List<TierRow> tiers(String section) {
        List<Vocabulary.Tier> tiers = versionedSection(section).map(Vocabulary.Section::tiers).orElse(List.of());
        return tiers.stream().map(t -> new TierRow(t.tier(), t.label(),
                t.distinctTerms().isPresent() ? Formats.count(t.distinctTerms().getAsLong()) : NOT_REPORTED,
                Formats.fractionAsPercent(t.representationShare(), NOT_REPORTED),
                String.join(", ", t.exampleTerms()))).toList();
    }

    /** Every term of the section in either form, versioned order first. */
    public List<TermRow> terms(String section) {
        Map<String, String> tierLabels = new LinkedHashMap<>();
        versionedSection(section).ifPresent(s -> s.tiers().forEach(t -> tierLabels.put(t.tier(), t.label())));
        Map<String, UnversionedVocabulary.Term> counted = new LinkedHashMap<>();
        unversionedSection(section).ifPresent(s -> s.terms().forEach(t -> counted.put(t.term(), t)));

        List<TermRow> rows = new ArrayList<>();
        for (Vocabulary.Term term : versionedSection(section).map(Vocabulary.Section::terms).orElse(List.of())) {
            UnversionedVocabulary.Term counts = counted.remove(term.term());
            rows.add(new TermRow(term.term(), term.kind().orElse(""),
                    term.tier().map(t -> tierLabels.getOrDefault(t, t)).orElse(""), term.spellings(),
                    counts == null ? OptionalLong.empty() : OptionalLong.of(counts.clipCount()),
                    counts == null ? OptionalLong.empty() : OptionalLong.of(counts.occurrences())));
        }
        for (UnversionedVocabulary.Term term : counted.values()) {
            rows.add(new TermRow(term.term(), term.kind().orElse(""),
                    term.tier().map(t -> tierLabels.getOrDefault(t, t)).orElse(""), term.spellings(),
                    OptionalLong.of(term.clipCount()), OptionalLong.of(term.occurrences())));
        }
        return rows;
    }

    public String coverageShare() {
        return Formats.fractionAsPercent(versioned.coverageShare(), "undeterminable");
    }

    private static String counted(Optional<OptionalLong> value) {
        return value.filter(OptionalLong::isPresent).map(c -> Formats.count(c.getAsLong())).orElse(NOT_REPORTED);
    }
}
