package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.corpus.Section;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Json;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.MeasurementKind;
import io.dqexplorer.sandbox.measure.SectionVocabularyFigures;
import io.dqexplorer.sandbox.measure.TermFigures;
import io.dqexplorer.sandbox.measure.TierFigures;
import io.dqexplorer.sandbox.measure.VocabularyFigures;

import java.util.List;
import java.util.Optional;

/**
 * Both vocabulary endpoints over the same figures: the versioned form (integer diversity counts,
 * representation shares, coverage share) and the unversioned one (per-term clip counts and
 * occurrences, rarefaction, segment counts). An untiered term carries no {@code tier}.
 */
record VocabularyEndpoint(Guard guard, DatasetResolver datasets, boolean versioned) implements Endpoint {

    @Override
    public Reply handle(Request request) {
        Caller caller = guard.viewer(request);
        String dataset = Parameters.datasetId(request);
        Optional<Section> only = Parameters.section(request);
        DatasetResolver.Resolved resolved = datasets.resolve(request, caller, dataset, List.of(Metric.VOCABULARY),
                MeasurementKind.VOCABULARY);
        VocabularyFigures figures = resolved.measured().vocabulary();

        ObjectNode body = resolved.body();
        if (versioned) {
            body.put("coverage_share", figures.coverageShare());
        } else {
            body.put("clips_analyzed", figures.clipsAnalyzed())
                    .put("segments_unassessed", figures.segmentsUnassessed())
                    .put("segments_unusable", figures.segmentsUnusable());
        }
        ArrayNode sections = body.putArray("sections");
        List<Section> wanted = only.map(List::of).orElse(List.of(Section.values()));
        for (Section section : wanted) {
            SectionVocabularyFigures figuresOfSection = figures.section(section);
            sections.add(versioned ? versionedSection(figuresOfSection) : unversionedSection(figuresOfSection));
        }
        return Reply.ok(body);
    }

    private static ObjectNode versionedSection(SectionVocabularyFigures figures) {
        ObjectNode section = Json.object()
                .put("section", figures.section().wireName())
                .put("distinct_terms", figures.distinctTerms())
                .put("distinct_kinds", figures.distinctKinds())
                .put("effective_distinct_terms", Math.round(figures.effectiveDistinctTerms()))
                .put("size_adjusted_distinct_terms", Math.round(figures.rarefiedDistinctTerms()));
        ArrayNode terms = section.putArray("terms");
        for (TermFigures term : figures.terms()) {
            ObjectNode entry = terms.addObject().put("term", term.term()).put("kind", term.kind());
            if (term.tier() != null) {
                entry.put("tier", term.tier().wireName());
            }
            term.spellings().forEach(entry.putArray("spellings")::add);
        }
        return tiers(section, figures, "representation_share");
    }

    private static ObjectNode unversionedSection(SectionVocabularyFigures figures) {
        ObjectNode section = Json.object()
                .put("section", figures.section().wireName())
                .put("distinct_terms", figures.distinctTerms())
                .put("distinct_kinds", figures.distinctKinds())
                .put("effective_distinct_terms", figures.effectiveDistinctTerms())
                .put("comparable_depth_clips", figures.comparableDepthClips())
                .put("rarefied_distinct_terms", figures.rarefiedDistinctTerms());
        ArrayNode terms = section.putArray("terms");
        for (TermFigures term : figures.terms()) {
            ObjectNode entry = terms.addObject()
                    .put("term", term.term())
                    .put("clip_count", term.clipCount())
                    .put("occurrences", term.occurrences());
            term.spellings().forEach(entry.putArray("spellings")::add);
            entry.put("kind", term.kind());
            if (term.tier() != null) {
                entry.put("tier", term.tier().wireName());
            }
        }
        return tiers(section, figures, "share");
    }

    /** The tiers and untiered terms both families end a section with; only the share's name differs. */
    private static ObjectNode tiers(ObjectNode section, SectionVocabularyFigures figures, String shareName) {
        ArrayNode tiers = section.putArray("tiers");
        for (TierFigures tier : figures.tiers()) {
            ObjectNode entry = tiers.addObject()
                    .put("tier", tier.tier().wireName())
                    .put("label", tier.tier().label())
                    .put("distinct_terms", tier.distinctTerms())
                    .put(shareName, tier.share());
            tier.exampleTerms().forEach(entry.putArray("example_terms")::add);
        }
        figures.untieredTerms().forEach(section.putArray("untiered_terms")::add);
        return section;
    }
}
