package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which clips the table shows: every clip, those carrying a term, or an explicit selection of
 * clips by id; and the measurement they are pinned to. The first page of a filter fixes the
 * measurement: its vocabulary token is pinned on every later page, so that paging never mixes two.
 */
public final class ClipFilter {

    private final ReadOnlyStringWrapper term = new ReadOnlyStringWrapper(this, "term");
    private final ReadOnlyStringWrapper filteredTo = new ReadOnlyStringWrapper(this, "filteredTo", "");
    private final ReadOnlyStringWrapper selectionLabel = new ReadOnlyStringWrapper(this, "selectionLabel", "");
    private final ReadOnlyBooleanWrapper selectionActive = new ReadOnlyBooleanWrapper(this, "selectionActive");
    /** The vocabulary token of the current filter's first page; null until it arrived. */
    private String pin;
    private Selection selection;

    /** Clips asked for by id, and those of them found so far (in service order). */
    record Selection(String label, Set<String> ids, List<ClipRow> rows) {
    }

    void reset() {
        leaveSelection();
        term.set(null);
        filteredTo.set("");
        pin = null;
    }

    /** A published term or a spelling merged into one; blank means every clip. */
    void filterBy(String typed) {
        leaveSelection();
        term.set(typed == null || typed.isBlank() ? null : typed.strip());
        // the sections of the last term must not stand under the new one while its first page loads
        filteredTo.set("");
    }

    void select(String label, List<String> clipIds) {
        term.set(null);
        filteredTo.set("");
        selection = new Selection(label, new LinkedHashSet<>(clipIds), List.of());
        selectionActive.set(true);
        selectionLabel.set(label + ": finding " + clipIds.size() + " clips…");
    }

    void leaveSelection() {
        selection = null;
        selectionActive.set(false);
        selectionLabel.set("");
    }

    /** The selection's clips turned up (some may not: ids the dataset does not hold). */
    void selectionFound(Selection wanted, String vocabulary, List<ClipRow> found) {
        selection = new Selection(wanted.label(), wanted.ids(), found);
        pin = vocabulary;
        selectionLabel.set(ClipTexts.selection(wanted.label(), found.size(), wanted.ids().size()));
    }

    void pageArrived(ClipPage page) {
        pin = page.vocabulary();
        filteredTo.set(ClipTexts.filteredTo(term.get(), page.filteredTo()));
    }

    /** The next page asks for the latest measurement. */
    void unpin() {
        pin = null;
    }

    String pin() {
        return pin;
    }

    Optional<Selection> selection() {
        return Optional.ofNullable(selection);
    }

    /** The term filter's clips of the dataset, pinned once the first page arrived. */
    ClipQuery query(String dataset) {
        return ClipQuery.of(dataset).withTerm(term.get()).withVocabulary(pin);
    }

    /** How the totals name these clips: "filtered", or null for all of them. */
    String totalsKind() {
        return term.get() == null ? null : "filtered";
    }

    public ReadOnlyStringProperty termProperty() {
        return term.getReadOnlyProperty();
    }

    /** The sections the filter term is published in, with their clip counts. */
    public ReadOnlyStringProperty filteredToProperty() {
        return filteredTo.getReadOnlyProperty();
    }

    /** "Duplicate group 1: 3 clips" while an explicit selection is shown. */
    public ReadOnlyStringProperty selectionLabelProperty() {
        return selectionLabel.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty selectionActiveProperty() {
        return selectionActive.getReadOnlyProperty();
    }
}
