package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.tab.Availability;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.testing.MeasurementTabContract;
import io.dqexplorer.desktop.testing.RecordingNavigator;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VocabularyViewModelTest extends MeasurementTabContract {

    @Override
    protected MeasurementLoader<?> newLoader(AsyncRunner runner) {
        return new VocabularyViewModel(service.client.versioned()::vocabulary, service.client.unversioned()::vocabulary, runner,
                new RecordingNavigator()).loader();
    }

    @Override
    protected String dataset() {
        return "assembly-line";
    }

    @Override
    protected String path() {
        return "/api/quality/vocabulary";
    }

    @Override
    protected String latestToken(String dataset) {
        return service.client.unversioned().vocabulary(VocabularyQuery.of(dataset)).vocabulary();
    }

    private final RecordingNavigator navigator = new RecordingNavigator();
    private final List<VocabularyQuery> versionedQueries = new ArrayList<>();
    private final List<VocabularyQuery> unversionedQueries = new ArrayList<>();
    private VocabularyViewModel model;

    @BeforeEach
    void newModel() {
        model = new VocabularyViewModel(query -> {
            versionedQueries.add(query);
            return service.client.versioned().vocabulary(query);
        }, query -> {
            unversionedQueries.add(query);
            return service.client.unversioned().vocabulary(query);
        }, new CurrentThreadRunner(), navigator);
    }

    @Test
    void eachSectionShowsTheServicesCountsTiersAndTermsMergedFromBothForms() {
        UnversionedVocabulary counted = service.client.unversioned().vocabulary(VocabularyQuery.of("kitchen-egocentric"));
        Vocabulary versioned = service.client.versioned().vocabulary(
                VocabularyQuery.of("kitchen-egocentric").withVocabulary(counted.vocabulary()));

        model.open(service.entry("kitchen-egocentric"));

        assertEquals(versioned.sections().stream().map(Vocabulary.Section::section).toList(), model.sections());
        assertEquals(Formats.fractionAsPercent(versioned.coverageShare(), "undeterminable"),
                model.coverageShareProperty().get());
        for (Vocabulary.Section section : versioned.sections()) {
            model.selectSection(section.section());
            UnversionedVocabulary.Section plain = counted.sections().stream()
                    .filter(s -> s.section().equals(section.section())).findFirst().orElseThrow();

            assertEquals(Formats.count(section.distinctTerms().orElseThrow()), model.distinctTermsProperty().get());
            assertEquals(Formats.count(section.distinctKinds().orElseThrow()), model.distinctKindsProperty().get());
            assertEquals(Formats.count(section.effectiveDistinctTerms().orElseThrow()),
                    model.effectiveDistinctTermsProperty().get());
            assertEquals(Formats.count(section.sizeAdjustedDistinctTerms().orElseThrow()),
                    model.sizeAdjustedDistinctTermsProperty().get());
            assertEquals(Formats.count(plain.comparableDepthClips()) + " clips", model.comparableDepthProperty().get());
            assertEquals(section.tiers().size(), model.tiers().size());
            for (int i = 0; i < section.tiers().size(); i++) {
                Vocabulary.Tier tier = section.tiers().get(i);
                assertEquals(tier.label(), model.tiers().get(i).label());
                assertEquals(Formats.fractionAsPercent(tier.representationShare().orElseThrow()),
                        model.tiers().get(i).representationShare());
            }

            Map<String, TermRow> rows = model.terms().stream()
                    .collect(Collectors.toMap(TermRow::term, Function.identity()));
            for (UnversionedVocabulary.Term term : plain.terms()) {
                TermRow row = rows.get(term.term());
                assertEquals(term.clipCount(), row.clipCount().orElseThrow(), term.term());
                assertEquals(term.occurrences(), row.occurrences().orElseThrow(), term.term());
            }
            for (Vocabulary.Term term : section.terms()) {
                TermRow row = rows.get(term.term());
                assertEquals(term.kind().orElse(""), row.kind(), term.term());
                assertEquals(term.spellings(), row.spellings(), term.term());
            }
        }
    }

    @Test
    void bothFormsAreReadAtTheUnversionedFormsTokenAndLoadLatestReadsBothAgain() {
        model.open(service.entry("kitchen-egocentric"));
        String token = model.loader().stamp().shownProperty().get();

        assertEquals(token, versionedQueries.get(0).vocabulary());
        service.remeasure("kitchen-egocentric");
        model.loader().loadLatest();

        String latest = model.loader().stamp().shownProperty().get();
        assertNotEquals(token, latest);
        assertNull(unversionedQueries.get(1).vocabulary(), "the latest is asked for unpinned");
        assertEquals(latest, versionedQueries.get(1).vocabulary());
    }

    @Test
    void choosingATermOpensTheClipTableFilteredByIt() {
        model.open(service.entry("kitchen-egocentric"));
        TermRow first = model.terms().get(0);

        model.showClips(first);

        assertEquals(List.of("term " + first.term()), navigator.opened());
    }

    @Test
    void aDatasetWithoutTheMetricIsNotMeasuredYetWithoutAskingTheService() {
        model.open(new DatasetEntry("kitchen-egocentric", List.of(Family.DUPLICATES.metric())));

        assertEquals(Availability.NOT_MEASURED, model.loader().availabilityProperty().get());
        assertTrue(versionedQueries.isEmpty());
        assertTrue(unversionedQueries.isEmpty());
    }
}
