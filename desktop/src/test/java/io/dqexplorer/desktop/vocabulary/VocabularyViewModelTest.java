package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.CurrentThreadRunner;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.ErrorReport;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

class VocabularyViewModelTest {

    private static final String UNVERSIONED_PATH = "/api/quality/vocabulary";

    private static TestService service;
    private final List<String> opened = new ArrayList<>();
    private final List<VocabularyQuery> versionedQueries = new ArrayList<>();
    private final List<VocabularyQuery> unversionedQueries = new ArrayList<>();
    private VocabularyViewModel model;

    @BeforeAll
    static void startService() {
        service = new TestService();
    }

    @AfterAll
    static void stopService() {
        service.close();
    }

    @BeforeEach
    void newModel() {
        VocabularyViewModel.Source recording = new VocabularyViewModel.Source() {
            @Override
            public Vocabulary versioned(VocabularyQuery query) {
                versionedQueries.add(query);
                return service.client.vocabulary(query);
            }

            @Override
            public UnversionedVocabulary unversioned(VocabularyQuery query) {
                unversionedQueries.add(query);
                return service.client.unversionedVocabulary(query);
            }
        };
        ClipNavigator navigator = new ClipNavigator() {
            @Override
            public void showClipsWithTerm(String term) {
                opened.add(term);
            }

            @Override
            public void showClips(List<String> clipIds, String label) {
                opened.add(label);
            }
        };
        model = new VocabularyViewModel(recording, new CurrentThreadRunner(), navigator);
    }

    @AfterEach
    void clearFaults() {
        service.sandbox.faults().clear();
    }

    @Test
    void eachSectionShowsTheServicesCountsTiersAndTermsMergedFromBothForms() {
        UnversionedVocabulary counted = service.client.unversionedVocabulary(VocabularyQuery.of("kitchen-egocentric"));
        Vocabulary versioned = service.client.vocabulary(
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
    void bothFormsAreReadAtTheUnversionedFormsTokenAndReloadsPinIt() {
        model.open(service.entry("kitchen-egocentric"));
        String token = model.stamp().shown();

        assertEquals(token, versionedQueries.get(0).vocabulary());
        model.reload();

        assertEquals(token, unversionedQueries.get(1).vocabulary());
        assertEquals(token, versionedQueries.get(1).vocabulary());
    }

    @Test
    void choosingATermOpensTheClipTableFilteredByIt() {
        model.open(service.entry("kitchen-egocentric"));
        TermRow first = model.terms().get(0);

        model.showClips(first);

        assertEquals(List.of(first.term()), opened);
    }

    @Test
    void aDatasetWithoutTheMetricIsNotMeasuredYetWithoutAskingTheService() {
        model.open(new DatasetEntry("kitchen-egocentric", List.of(DatasetEntry.DUPLICATES)));

        assertEquals(VocabularyViewModel.Availability.NOT_MEASURED, model.availabilityProperty().get());
        assertTrue(versionedQueries.isEmpty());
        assertTrue(unversionedQueries.isEmpty());
    }

    @Test
    void aPinnedReloadOfAMovedOnVocabularyOffersLoadLatestWhichShowsTheNewToken() {
        model.open(service.entry("assembly-line"));
        String shown = model.stamp().shown();
        service.moveOnPastShown("assembly-line");

        model.reload();

        ErrorReport report = model.loadState().error().orElseThrow();
        assertEquals(ErrorAction.LOAD_LATEST, report.action());
        model.onErrorAction(report.action());
        assertTrue(model.loadState().error().isEmpty());
        assertEquals(service.client.unversionedVocabulary(VocabularyQuery.of("assembly-line")).vocabulary(),
                model.stamp().shown());
        assertNotEquals(shown, model.stamp().shown());
    }

    @Test
    void checkForNewerAfterARemeasureSaysANewerVocabularyExists() {
        model.open(service.entry("assembly-line"));
        model.checkForNewer();
        assertFalse(model.stamp().isNewerAvailable());

        service.remeasure("assembly-line");
        model.checkForNewer();

        assertTrue(model.stamp().isNewerAvailable());
    }

    @Test
    void anOverloadedServiceIsReportedThenRetrySucceeds() {
        service.sandbox.faults().inject(UNVERSIONED_PATH, Fault.status(503,
                "{\"code\":\"overloaded\",\"message\":\"Temporarily overloaded\"}")
                .withHeader("Retry-After", "1").times(1));

        model.open(service.entry("kitchen-egocentric"));

        ErrorReport report = model.loadState().error().orElseThrow();
        assertEquals(ErrorAction.RETRY, report.action());
        model.onErrorAction(report.action());
        assertTrue(model.loadState().error().isEmpty());
        assertEquals(VocabularyViewModel.Availability.SHOWN, model.availabilityProperty().get());
    }
}
