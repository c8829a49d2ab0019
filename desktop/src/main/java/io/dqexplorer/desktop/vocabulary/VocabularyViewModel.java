package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.common.tab.MeasurementTabModel;
import io.dqexplorer.desktop.common.tab.Pinning;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.workspace.history.StoredMeasurement;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.function.Function;

/**
 * The vocabulary tab. Both forms are read at the same measurement: the unversioned form first,
 * then the versioned form pinned to its token, so that counts and tiers always describe one vocabulary.
 */
public final class VocabularyViewModel implements MeasurementTabModel {

    private final ClipNavigator navigator;
    private final MeasurementLoader<MergedVocabulary> loader;
    private final ObservableList<String> sections = FXCollections.observableArrayList();
    private final ObservableList<String> readOnlySections = FXCollections.unmodifiableObservableList(sections);
    private final ReadOnlyStringWrapper section = new ReadOnlyStringWrapper(this, "section");
    private final ReadOnlyStringWrapper coverageShare = new ReadOnlyStringWrapper(this, "coverageShare", "");
    private final ReadOnlyStringWrapper distinctTerms = new ReadOnlyStringWrapper(this, "distinctTerms", "");
    private final ReadOnlyStringWrapper distinctKinds = new ReadOnlyStringWrapper(this, "distinctKinds", "");
    private final ReadOnlyStringWrapper effectiveDistinctTerms = new ReadOnlyStringWrapper(this, "effective", "");
    private final ReadOnlyStringWrapper sizeAdjustedDistinctTerms = new ReadOnlyStringWrapper(this, "sizeAdjusted", "");
    private final ReadOnlyStringWrapper comparableDepth = new ReadOnlyStringWrapper(this, "comparableDepth", "");
    private final ReadOnlyStringWrapper untieredTerms = new ReadOnlyStringWrapper(this, "untieredTerms", "");
    private final ObservableList<TierRow> tiers = FXCollections.observableArrayList();
    private final ObservableList<TierRow> readOnlyTiers = FXCollections.unmodifiableObservableList(tiers);
    private final ObservableList<TermRow> terms = FXCollections.observableArrayList();
    private final ObservableList<TermRow> readOnlyTerms = FXCollections.unmodifiableObservableList(terms);

    /**
     * @param versioned   the service's versioned vocabulary
     * @param unversioned the service's unversioned vocabulary, whose token pins the versioned form
     */
    public VocabularyViewModel(Function<VocabularyQuery, Vocabulary> versioned,
                               Function<VocabularyQuery, UnversionedVocabulary> unversioned,
                               AsyncRunner runner, ClipNavigator navigator) {
        this(versioned, unversioned, runner, navigator, Optional.empty());
    }

    /** @param history the session's measurement history, which the stamp lists and pins to */
    public VocabularyViewModel(Function<VocabularyQuery, Vocabulary> versioned,
                               Function<VocabularyQuery, UnversionedVocabulary> unversioned,
                               AsyncRunner runner, ClipNavigator navigator, Optional<SessionHistory> history) {
        this.navigator = navigator;
        this.loader = new MeasurementLoader<>(Family.VOCABULARY.metric(), new MeasurementLoader.Source<>(
                dataset -> {
                    UnversionedVocabulary counted = unversioned.apply(VocabularyQuery.of(dataset));
                    return new MergedVocabulary(
                            versioned.apply(VocabularyQuery.of(dataset).withVocabulary(counted.vocabulary())), counted);
                },
                MergedVocabulary::token,
                dataset -> unversioned.apply(VocabularyQuery.of(dataset)).vocabulary()),
                history.map(kept -> new Pinning<>(kept, MeasurementFamily.VOCABULARY_COUNTS,
                        (dataset, token) -> new MergedVocabulary(
                                versioned.apply(VocabularyQuery.of(dataset).withVocabulary(token)),
                                unversioned.apply(VocabularyQuery.of(dataset).withVocabulary(token))),
                        (dataset, token) -> stored(kept, dataset, token),
                        stored -> headline(stored.answer(MeasurementFamily.VOCABULARY_COUNTS)))),
                runner, this::show);
    }

    /** Both forms of the measurement as kept, when both were: the tab shows neither alone. */
    private static Optional<MergedVocabulary> stored(SessionHistory kept, String dataset, String token) {
        Optional<StoredMeasurement> tiers = kept.find(dataset, MeasurementFamily.VOCABULARY, token);
        Optional<StoredMeasurement> counts = kept.find(dataset, MeasurementFamily.VOCABULARY_COUNTS, token);
        return tiers.isEmpty() || counts.isEmpty() ? Optional.empty()
                : Optional.of(new MergedVocabulary(tiers.get().answer(MeasurementFamily.VOCABULARY),
                counts.get().answer(MeasurementFamily.VOCABULARY_COUNTS)));
    }

    /** A measurement's headline in the history: the distinct terms of each section. */
    static String headline(UnversionedVocabulary answer) {
        return answer.sections().stream()
                .map(s -> ServiceText.shown(s.section()) + " " + Formats.count(s.distinctTerms(), "term", "terms"))
                .collect(Collectors.joining(", "));
    }

    /** Opens the clip table filtered by the term. */
    public void showClips(TermRow term) {
        if (term != null) {
            navigator.showClipsWithTerm(term.term());
        }
    }

    public void selectSection(String name) {
        section.set(name);
        MergedVocabulary shown = loader.shownProperty().get();
        if (shown == null || name == null) {
            List.of(distinctTerms, distinctKinds, effectiveDistinctTerms, sizeAdjustedDistinctTerms,
                    comparableDepth, untieredTerms).forEach(p -> p.set(""));
            tiers.clear();
            terms.clear();
            return;
        }
        distinctTerms.set(shown.distinctTerms(name));
        distinctKinds.set(shown.distinctKinds(name));
        effectiveDistinctTerms.set(shown.effectiveDistinctTerms(name));
        sizeAdjustedDistinctTerms.set(shown.sizeAdjustedDistinctTerms(name));
        comparableDepth.set(shown.comparableDepth(name));
        untieredTerms.set(shown.untieredTerms(name));
        tiers.setAll(shown.tiers(name));
        terms.setAll(shown.terms(name));
    }

    private void show(MergedVocabulary answer) {
        String previous = section.get();
        sections.setAll(answer == null ? List.of() : answer.sectionNames());
        coverageShare.set(answer == null ? "" : answer.coverageShare());
        selectSection(sections.contains(previous) ? previous : sections.stream().findFirst().orElse(null));
    }

    /** Loading, the vocabulary shown, its stamp, and the error banner's actions. */
    @Override
    public MeasurementLoader<MergedVocabulary> loader() {
        return loader;
    }

    public ObservableList<String> sections() {
        return readOnlySections;
    }

    public ReadOnlyStringProperty sectionProperty() {
        return section.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty coverageShareProperty() {
        return coverageShare.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty distinctTermsProperty() {
        return distinctTerms.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty distinctKindsProperty() {
        return distinctKinds.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty effectiveDistinctTermsProperty() {
        return effectiveDistinctTerms.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty sizeAdjustedDistinctTermsProperty() {
        return sizeAdjustedDistinctTerms.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty comparableDepthProperty() {
        return comparableDepth.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty untieredTermsProperty() {
        return untieredTerms.getReadOnlyProperty();
    }

    public ObservableList<TierRow> tiers() {
        return readOnlyTiers;
    }

    public ObservableList<TermRow> terms() {
        return readOnlyTerms;
    }
}
