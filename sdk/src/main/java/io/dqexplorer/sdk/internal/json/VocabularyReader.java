package io.dqexplorer.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/** Both vocabulary forms. */
public final class VocabularyReader {

    private VocabularyReader() {
    }

    /**
     * The versioned form. The contract does not say which section fields are required, so only
     * {@code dataset}, {@code vocabulary} and each section's name are; the rest may be absent.
     */
    public static Vocabulary versioned(JsonNode body) {
        Fields root = Fields.root(body);
        List<Vocabulary.Section> sections = root.objects("sections", false).stream().map(s -> new Vocabulary.Section(
                s.text("section"), s.optInteger("distinct_terms"), s.optInteger("distinct_kinds"),
                s.optInteger("effective_distinct_terms"), s.optInteger("size_adjusted_distinct_terms"),
                s.objects("terms", false).stream().map(t -> new Vocabulary.Term(t.text("term"), t.optText("kind"),
                        t.optText("tier"), t.strings("spellings"))).toList(),
                s.objects("tiers", false).stream().map(t -> new Vocabulary.Tier(t.text("tier"),
                        t.optText("label").orElse(t.text("tier")), t.optInteger("distinct_terms"),
                        t.optNumber("representation_share"), t.strings("example_terms"))).toList(),
                s.strings("untiered_terms"))).toList();
        return new Vocabulary(root.text("dataset"), root.text("vocabulary"), root.optNumber("coverage_share"), sections);
    }

    /** The unversioned form; every tier {@code share} of the response is one {@link ShareScale} group. */
    public static UnversionedVocabulary unversioned(JsonNode body) {
        Fields root = Fields.root(body);
        List<Fields> sectionFields = root.objects("sections", true);
        List<OptionalDouble> shares = new ArrayList<>();
        for (Fields s : sectionFields) {
            for (Fields t : s.objects("tiers", false)) {
                shares.add(OptionalDouble.of(t.number("share")));
            }
        }
        List<OptionalDouble> fractions = ShareScale.toFractions(shares);
        int next = 0;
        List<UnversionedVocabulary.Section> sections = new ArrayList<>(sectionFields.size());
        for (Fields s : sectionFields) {
            List<UnversionedVocabulary.Tier> tiers = new ArrayList<>();
            for (Fields t : s.objects("tiers", false)) {
                tiers.add(new UnversionedVocabulary.Tier(t.text("tier"), t.optText("label").orElse(t.text("tier")),
                        t.integer("distinct_terms"), fractions.get(next++).getAsDouble(), t.strings("example_terms")));
            }
            List<UnversionedVocabulary.Term> terms = s.objects("terms", false).stream()
                    .map(t -> new UnversionedVocabulary.Term(t.text("term"), t.integer("clip_count"),
                            t.integer("occurrences"), t.strings("spellings"), t.optText("kind"), t.optText("tier")))
                    .toList();
            sections.add(new UnversionedVocabulary.Section(s.text("section"), s.integer("distinct_terms"),
                    s.integer("distinct_kinds"), s.number("effective_distinct_terms"), s.integer("comparable_depth_clips"),
                    s.optNumber("rarefied_distinct_terms"), terms, tiers, s.strings("untiered_terms")));
        }
        return new UnversionedVocabulary(root.text("dataset"), root.text("vocabulary"), root.integer("clips_analyzed"),
                root.integer("segments_unassessed"), root.integer("segments_unusable"), sections);
    }
}
