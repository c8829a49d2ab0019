package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.AsyncRunner.Cancellable;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.LoadState;
import io.dqexplorer.desktop.common.MeasurementStamp;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * The clip table of one dataset: one page of the service's clips list at a time, under an
 * optional term filter or an explicit selection of clips, with optional frame-quality and
 * hand-activity columns and the totals of everything the filter selects.
 *
 * <p>The first page of a filter fixes the measurement: its vocabulary token is pinned on every
 * later page, so that paging never mixes two measurements; once the service has moved on, a page
 * answers 409 and {@link #loadLatest()} starts over unpinned.
 */
public final class ClipsViewModel {

    public static final List<Integer> PAGE_SIZES = List.of(100, 250, 500, 1000);

    private final DqClient client;
    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private final MeasurementStamp stamp = new MeasurementStamp();
    private final FilterTotals totals;
    private final TermCompletions completions;
    private final ObservableList<ClipRow> rows = FXCollections.observableArrayList();
    private final ObservableList<ClipColumn> columns = FXCollections.observableArrayList(ClipColumn.defaults());
    // one read-only view each, held here: a view's listeners live only as long as the view does
    private final ObservableList<ClipRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<ClipColumn> columnsView = FXCollections.unmodifiableObservableList(columns);
    private final ReadOnlyStringWrapper term = new ReadOnlyStringWrapper(this, "term");
    private final ReadOnlyStringWrapper range = new ReadOnlyStringWrapper(this, "range", "");
    private final ReadOnlyStringWrapper filteredTo = new ReadOnlyStringWrapper(this, "filteredTo", "");
    private final ReadOnlyStringWrapper selectionLabel = new ReadOnlyStringWrapper(this, "selectionLabel", "");
    private final ReadOnlyLongWrapper total = new ReadOnlyLongWrapper(this, "total");
    private final ReadOnlyLongWrapper offset = new ReadOnlyLongWrapper(this, "offset");
    private final ReadOnlyIntegerWrapper pageSize = new ReadOnlyIntegerWrapper(this, "pageSize", PAGE_SIZES.get(0));
    private final ReadOnlyBooleanWrapper frameQuality = new ReadOnlyBooleanWrapper(this, "frameQuality");
    private final ReadOnlyBooleanWrapper handActivity = new ReadOnlyBooleanWrapper(this, "handActivity");
    private final ReadOnlyBooleanWrapper frameQualityMeasured = new ReadOnlyBooleanWrapper(this, "frameQualityMeasured");
    private final ReadOnlyBooleanWrapper handActivityMeasured = new ReadOnlyBooleanWrapper(this, "handActivityMeasured");
    private final ReadOnlyBooleanWrapper canPrevious = new ReadOnlyBooleanWrapper(this, "canPrevious");
    private final ReadOnlyBooleanWrapper canNext = new ReadOnlyBooleanWrapper(this, "canNext");
    private final ReadOnlyBooleanWrapper empty = new ReadOnlyBooleanWrapper(this, "empty");
    private final ReadOnlyBooleanWrapper selectionActive = new ReadOnlyBooleanWrapper(this, "selectionActive");

    private DatasetEntry dataset;
    /** The vocabulary token of the current filter's first page; null until it arrived. */
    private String pin;
    private boolean totalsOutdated;
    private Selection selection;
    private Cancellable pageLoad = () -> { };

    public ClipsViewModel(DqClient client, AsyncRunner runner) {
        this.client = client;
        this.runner = runner;
        this.totals = new FilterTotals(client, runner);
        this.completions = new TermCompletions(client, runner);
    }

    /** Shows the first page of a newly chosen dataset, unfiltered. */
    public void open(DatasetEntry entry) {
        dataset = entry;
        pageLoad.cancel();
        totals.clear();
        selection = null;
        selectionActive.set(false);
        selectionLabel.set("");
        term.set(null);
        filteredTo.set("");
        rows.clear();
        offset.set(0);
        total.set(0);
        empty.set(false);
        stamp.clear();
        frameQualityMeasured.set(entry.has(DatasetEntry.FRAME_QUALITY));
        handActivityMeasured.set(entry.has(DatasetEntry.HAND_ACTIVITY));
        frameQuality.set(frameQuality.get() && frameQualityMeasured.get());
        handActivity.set(handActivity.get() && handActivityMeasured.get());
        updateColumns();
        completions.load(entry);
        startOver();
    }

    /** Filters by a published term or a spelling merged into one; blank shows every clip. */
    public void applyFilter(String typed) {
        requireDataset();
        String filter = typed == null || typed.isBlank() ? null : typed.strip();
        leaveSelection();
        term.set(filter);
        startOver();
    }

    /** Shows exactly these clips of the dataset, named by {@code label} ("Duplicate group 1"). */
    public void showClips(List<String> clipIds, String label) {
        requireDataset();
        pageLoad.cancel();
        totals.clear();
        term.set(null);
        filteredTo.set("");
        selection = new Selection(label, new LinkedHashSet<>(clipIds), List.of());
        selectionActive.set(true);
        selectionLabel.set(label + ": finding " + clipIds.size() + " clips…");
        collectSelection();
    }

    /** Leaves an explicit selection and shows the whole dataset again. */
    public void clearSelection() {
        requireDataset();
        leaveSelection();
        startOver();
    }

    public void showFrameQuality(boolean show) {
        if (show == frameQuality.get() || (show && !frameQualityMeasured.get())) {
            return;
        }
        frameQuality.set(show);
        columnsChanged();
    }

    public void showHandActivity(boolean show) {
        if (show == handActivity.get() || (show && !handActivityMeasured.get())) {
            return;
        }
        handActivity.set(show);
        columnsChanged();
    }

    /** Changes the page size, keeping the first shown row on the new page. */
    public void choosePageSize(int size) {
        if (!PAGE_SIZES.contains(size)) {
            throw new IllegalArgumentException("page size must be one of " + PAGE_SIZES + ", was " + size);
        }
        pageSize.set(size);
        if (dataset != null) {
            load(offset.get() / size * size);
        }
    }

    public void first() {
        load(0);
    }

    public void previous() {
        load(Math.max(0, offset.get() - pageSize.get()));
    }

    public void next() {
        if (canNext.get()) {
            load(offset.get() + pageSize.get());
        }
    }

    public void last() {
        load(lastOffset(total.get()));
    }

    /** Drops the pin and shows the service's latest measurement from the first page. */
    public void loadLatest() {
        requireDataset();
        if (selection != null) {
            collectSelection();
        } else {
            startOver();
        }
    }

    /** Asks the service for its latest measurement, to say whether a newer one than shown exists. */
    public void checkForNewer() {
        requireDataset();
        ClipQuery latest = ClipQuery.of(dataset.dataset()).withTerm(term.get()).withLimit(1);
        runner.run(() -> client.clips(latest).vocabulary(), stamp::latestIs, loadState::failed);
    }

    /** What the error banner's button asks for. */
    public void onErrorAction(ErrorAction action) {
        if (dataset == null) {
            return;
        }
        switch (action) {
            case LOAD_LATEST -> loadLatest();
            case RETRY -> retry();
            default -> { }
        }
    }

    /** The rows as tab-separated text with a header line of the shown columns, for spreadsheets. */
    public String copyText(List<ClipRow> selectedRows) {
        return ClipTexts.tabSeparated(List.copyOf(columns), selectedRows);
    }

    /** Every clip of the current filter, pinned to the shown measurement: what an export writes. */
    public ClipQuery exportQuery() {
        requireDataset();
        return filterQuery().withLimit(ClipQuery.MAX_LIMIT);
    }

    private void retry() {
        if (selection != null) {
            collectSelection();
        } else {
            load(offset.get());
        }
    }

    private void leaveSelection() {
        selection = null;
        selectionActive.set(false);
        selectionLabel.set("");
    }

    private void startOver() {
        pin = null;
        totalsOutdated = true;
        totals.clear();
        load(0);
    }

    private void columnsChanged() {
        updateColumns();
        if (dataset == null) {
            return;
        }
        if (selection != null) {
            collectSelection();
        } else {
            totalsOutdated = true;
            load(offset.get());
        }
    }

    private void load(long start) {
        requireDataset();
        if (selection != null) {
            showSelectionPage(start);
            return;
        }
        pageLoad.cancel();
        loadState.started();
        ClipQuery query = filterQuery().withOffset(start).withLimit(pageSize.get());
        pageLoad = runner.run(() -> client.clips(query), this::showPage, loadState::failed);
    }

    private void showPage(ClipPage page) {
        if (page.clips().isEmpty() && page.total() > 0 && page.offset() >= page.total()) {
            // the latest measurement holds fewer clips than the page we were on
            load(lastOffset(page.total()));
            return;
        }
        pin = page.vocabulary();
        stamp.showing(pin);
        rows.setAll(page.clips());
        filteredTo.set(ClipTexts.filteredTo(term.get(), page.filteredTo()));
        showPaging(page.offset(), page.total());
        loadState.succeeded();
        if (totalsOutdated) {
            totalsOutdated = false;
            totals.compute(filterQuery(), term.get() == null ? null : "filtered");
        }
    }

    private void collectSelection() {
        pageLoad.cancel();
        totals.clear();
        loadState.started();
        Selection wanted = selection;
        ClipQuery everyClip = ClipQuery.of(dataset.dataset())
                .withFrameQuality(frameQuality.get())
                .withHandActivity(handActivity.get())
                .withLimit(ClipQuery.MAX_LIMIT);
        pageLoad = runner.run(() -> find(everyClip, wanted.ids()), found -> showSelection(wanted, found),
                loadState::failed);
    }

    /** The service cannot filter by id: walk the dataset's pages until every wanted clip turned up. */
    private Found find(ClipQuery everyClip, Set<String> ids) {
        List<ClipRow> found = new ArrayList<>();
        String vocabulary = null;
        for (ClipPage page : client.walkClips(everyClip)) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("search for " + ids.size() + " clips cancelled");
            }
            vocabulary = page.vocabulary();
            for (ClipRow row : page.clips()) {
                if (ids.contains(row.clip())) {
                    found.add(row);
                }
            }
            if (found.size() == ids.size()) {
                break;
            }
        }
        return new Found(vocabulary, found);
    }

    private void showSelection(Selection wanted, Found found) {
        selection = new Selection(wanted.label(), wanted.ids(), found.rows());
        pin = found.vocabulary();
        stamp.showing(pin);
        selectionLabel.set(ClipTexts.selection(wanted.label(), found.rows().size(), wanted.ids().size()));
        totals.show(found.rows(), "selected", frameQuality.get(), handActivity.get());
        showSelectionPage(0);
    }

    private void showSelectionPage(long start) {
        List<ClipRow> found = selection.rows();
        int from = (int) Math.min(start, found.size());
        rows.setAll(found.subList(from, Math.min(found.size(), from + pageSize.get())));
        showPaging(from, found.size());
        loadState.succeeded();
    }

    private void showPaging(long start, long matches) {
        offset.set(start);
        total.set(matches);
        range.set(ClipTexts.range(start, rows.size(), matches));
        canPrevious.set(start > 0);
        canNext.set(start + pageSize.get() < matches);
        empty.set(matches == 0);
    }

    private ClipQuery filterQuery() {
        return ClipQuery.of(dataset.dataset())
                .withTerm(term.get())
                .withVocabulary(pin)
                .withFrameQuality(frameQuality.get())
                .withHandActivity(handActivity.get());
    }

    private long lastOffset(long matches) {
        return matches == 0 ? 0 : (matches - 1) / pageSize.get() * pageSize.get();
    }

    private void updateColumns() {
        List<ClipColumn> shown = new ArrayList<>(ClipColumn.defaults());
        for (ClipColumn column : ClipColumn.values()) {
            if ((column.needsFrameQuality() && frameQuality.get()) || (column.needsHandActivity() && handActivity.get())) {
                shown.add(column);
            }
        }
        columns.setAll(shown);
    }

    private void requireDataset() {
        if (dataset == null) {
            throw new IllegalStateException("no dataset is open");
        }
    }

    /** Clips asked for by id, and those of them found so far (in service order). */
    private record Selection(String label, Set<String> ids, List<ClipRow> rows) {
    }

    private record Found(String vocabulary, List<ClipRow> rows) {
    }

    public LoadState loadState() {
        return loadState;
    }

    public MeasurementStamp stamp() {
        return stamp;
    }

    /** The rows of the shown page. */
    public ObservableList<ClipRow> rows() {
        return rowsView;
    }

    /** The shown columns, in order: the defaults, then the frame-quality and hand-activity ones when on. */
    public ObservableList<ClipColumn> columns() {
        return columnsView;
    }

    /** Every term and merged spelling of the dataset's vocabulary, for completion. */
    public ObservableList<String> completionTerms() {
        return completions.terms();
    }

    public List<String> suggestTerms(String typed) {
        return completions.suggest(typed);
    }

    public ReadOnlyStringProperty termProperty() {
        return term.getReadOnlyProperty();
    }

    /** "rows 1–100 of 2,734". */
    public ReadOnlyStringProperty rangeProperty() {
        return range.getReadOnlyProperty();
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

    /** Clips the filter selects, over every page. */
    public ReadOnlyLongProperty totalProperty() {
        return total.getReadOnlyProperty();
    }

    /** Position of the first shown row among them, from 0. */
    public ReadOnlyLongProperty offsetProperty() {
        return offset.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty pageSizeProperty() {
        return pageSize.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty frameQualityProperty() {
        return frameQuality.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty handActivityProperty() {
        return handActivity.getReadOnlyProperty();
    }

    /** False when the dataset's frame quality is not measured yet: the toggle cannot be used. */
    public ReadOnlyBooleanProperty frameQualityMeasuredProperty() {
        return frameQualityMeasured.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty handActivityMeasuredProperty() {
        return handActivityMeasured.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPreviousProperty() {
        return canPrevious.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canNextProperty() {
        return canNext.getReadOnlyProperty();
    }

    /** True once a load found no clip at all: "No clips match". */
    public ReadOnlyBooleanProperty emptyProperty() {
        return empty.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ClipTotals> totalsProperty() {
        return totals.totalsProperty();
    }

    /** "totals of the 120 filtered clips: …", or progress while they are added up. */
    public ReadOnlyStringProperty totalsTextProperty() {
        return totals.textProperty();
    }

    public ReadOnlyBooleanProperty totalsRunningProperty() {
        return totals.runningProperty();
    }
}
