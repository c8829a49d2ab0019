package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.LoadState;
import io.dqexplorer.desktop.common.MeasurementStamp;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/**
 * The vocabulary tab. Both forms are read at the same measurement: the unversioned form first,
 * then the versioned form pinned to its token, so that counts and tiers always describe one vocabulary.
 */
public final class VocabularyViewModel {

    /** The two service calls this view makes. */
    public interface Source {
        Vocabulary versioned(VocabularyQuery query);

        UnversionedVocabulary unversioned(VocabularyQuery query);
    }

    /** What the tab currently shows. */
    public enum Availability { NO_DATASET, NOT_MEASURED, SHOWN }

    private final Source source;
    private final AsyncRunner runner;
    private final ClipNavigator navigator;
    private final LoadState loadState = new LoadState();
    private final MeasurementStamp stamp = new MeasurementStamp();
    private final ReadOnlyObjectWrapper<Availability> availability =
            new ReadOnlyObjectWrapper<>(this, "availability", Availability.NO_DATASET);
    private final ReadOnlyObjectWrapper<MergedVocabulary> result = new ReadOnlyObjectWrapper<>(this, "result");
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

    private String dataset;
    private AsyncRunner.Cancellable inFlight = () -> { };
    private Runnable lastLoad = () -> { };

    public VocabularyViewModel(Source source, AsyncRunner runner, ClipNavigator navigator) {
        this.source = source;
        this.runner = runner;
        this.navigator = navigator;
    }

    /** Shows the dataset's latest vocabulary, or "not measured yet" without asking the service. */
    public void open(DatasetEntry entry) {
        inFlight.cancel();
        dataset = entry.dataset();
        show(null);
        stamp.clear();
        if (!entry.has(DatasetEntry.VOCABULARY)) {
            availability.set(Availability.NOT_MEASURED);
            return;
        }
        availability.set(Availability.NO_DATASET);
        loadLatest();
    }

    public void loadLatest() {
        load(null);
    }

    /** Asks again for exactly the vocabulary shown; a moved-on measurement answers 409. */
    public void reload() {
        MergedVocabulary shown = result.get();
        if (shown == null) {
            lastLoad.run();
            return;
        }
        load(shown.token());
    }

    public void checkForNewer() {
        if (dataset == null || result.get() == null) {
            return;
        }
        loadState.started();
        inFlight = runner.run(() -> source.unversioned(VocabularyQuery.of(dataset)),
                latest -> {
                    loadState.succeeded();
                    stamp.latestIs(latest.vocabulary());
                },
                loadState::failed);
    }

    public void onErrorAction(ErrorAction action) {
        switch (action) {
            case LOAD_LATEST -> loadLatest();
            case RETRY -> lastLoad.run();
            default -> { }
        }
    }

    /** Opens the clip table filtered by the term. */
    public void showClips(TermRow term) {
        if (term != null) {
            navigator.showClipsWithTerm(term.term());
        }
    }

    public void selectSection(String name) {
        section.set(name);
        MergedVocabulary shown = result.get();
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

    /** {@code pin} null means the latest; the versioned form is always pinned to the unversioned form's token. */
    private void load(String pin) {
        lastLoad = () -> load(pin);
        inFlight.cancel();
        loadState.started();
        inFlight = runner.run(() -> {
                    UnversionedVocabulary counted = source.unversioned(VocabularyQuery.of(dataset).withVocabulary(pin));
                    Vocabulary versioned = source.versioned(VocabularyQuery.of(dataset).withVocabulary(counted.vocabulary()));
                    return new MergedVocabulary(versioned, counted);
                },
                answer -> {
                    loadState.succeeded();
                    show(answer);
                    stamp.showing(answer.token());
                    availability.set(Availability.SHOWN);
                },
                loadState::failed);
    }

    private void show(MergedVocabulary answer) {
        String previous = section.get();
        result.set(answer);
        sections.setAll(answer == null ? List.of() : answer.sectionNames());
        coverageShare.set(answer == null ? "" : answer.coverageShare());
        selectSection(sections.contains(previous) ? previous : sections.stream().findFirst().orElse(null));
    }

    public LoadState loadState() {
        return loadState;
    }

    public MeasurementStamp stamp() {
        return stamp;
    }

    public ReadOnlyObjectProperty<Availability> availabilityProperty() {
        return availability.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<MergedVocabulary> resultProperty() {
        return result.getReadOnlyProperty();
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
