package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.workspace.view.ClipPagesState;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Optional;

/**
 * The clip table of one dataset: one page of the service's clips list at a time, under the
 * {@link ClipFilter} (a term, or an explicit selection of clips), with the {@link ClipColumns}
 * toggled on, placed by {@link ClipPaging}, and the {@link FilterTotals} of everything the filter selects.
 * One call at a time: a new page, filter or dataset cancels the load under way.
 *
 * <p>Once the service has moved on from the pinned measurement, a page answers 409 and
 * {@link #loadLatest()} starts over unpinned.
 */
public final class ClipsViewModel {

    private final ClipSource source;
    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private final MeasurementStamp stamp = new MeasurementStamp();
    private final ClipFilter filter = new ClipFilter();
    private final ClipColumns columns = new ClipColumns();
    private final ClipPaging paging = new ClipPaging();
    private final FilterTotals totals;
    private final TermCompletions completions;
    private final ObservableList<ClipRow> rows = FXCollections.observableArrayList();
    private final ObservableList<ClipRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final BooleanBinding exportable;
    /** The term probably meant when the filter selected nothing; null otherwise. */
    private final ReadOnlyStringWrapper suggestedTerm = new ReadOnlyStringWrapper(this, "suggestedTerm");

    private DatasetEntry dataset;
    private boolean totalsOutdated;

    public ClipsViewModel(ClipSource source, AsyncRunner runner) {
        this.source = source;
        this.runner = runner;
        this.totals = new FilterTotals(source.walk(), runner);
        this.completions = new TermCompletions(source.vocabulary(), runner);
        this.exportable = paging.pageShownProperty().and(filter.selectionActiveProperty().not());
    }

    /** Shows the first page of a newly chosen dataset, unfiltered. */
    public void open(DatasetEntry entry) {
        dataset = entry;
        loadState.cancel();
        totals.clear();
        filter.reset();
        suggestedTerm.set(null);
        rows.clear();
        paging.reset();
        stamp.clear();
        columns.datasetOpened(entry);
        completions.load(entry);
        startOver(0);
    }

    /** Filters by a published term or a spelling merged into one; blank shows every clip. */
    public void applyFilter(String typed) {
        requireDataset();
        filter.filterBy(typed);
        suggestedTerm.set(null);
        startOver(0);
    }

    /** Filters by the term suggested for a filter that selected nothing. */
    public void applySuggestedTerm() {
        if (suggestedTerm.get() != null) {
            applyFilter(suggestedTerm.get());
        }
    }

    /** Shows exactly these clips of the dataset, named by {@code label} ("Duplicate group 1"). */
    public void showClips(List<String> clipIds, String label) {
        requireDataset();
        totals.clear();
        suggestedTerm.set(null);
        filter.select(label, clipIds);
        collectSelection();
    }

    /** Leaves an explicit selection and shows the whole dataset again. */
    public void clearSelection() {
        requireDataset();
        filter.leaveSelection();
        startOver(0);
    }

    public void showFrameQuality(boolean show) {
        if (columns.showFrameQuality(show)) {
            columnsChanged();
        }
    }

    public void showHandActivity(boolean show) {
        if (columns.showHandActivity(show)) {
            columnsChanged();
        }
    }

    /** Changes the page size, keeping the first shown row on the new page. */
    public void choosePageSize(int size) {
        paging.choose(size);
        if (dataset != null) {
            load(paging.pageOfFirstShownRow());
        }
    }

    public void first() {
        load(0);
    }

    public void previous() {
        load(paging.previousOffset());
    }

    public void next() {
        if (paging.canNextProperty().get()) {
            load(paging.nextOffset());
        }
    }

    public void last() {
        load(paging.lastOffset(paging.totalProperty().get()));
    }

    /** Drops the pin and shows the service's latest measurement from the first page. */
    public void loadLatest() {
        requireDataset();
        if (filter.selection().isPresent()) {
            collectSelection();
        } else {
            startOver(0);
        }
    }

    /**
     * Where the table is, for a saved view: the term, the page size and the first row shown; none while
     * it shows an explicit selection (a view keeps no list of clips) or another dataset than {@code dataset}.
     */
    public Optional<ClipPagesState> pages(String dataset) {
        if (this.dataset == null || !this.dataset.dataset().equals(dataset) || filter.selection().isPresent()) {
            return Optional.empty();
        }
        return Optional.of(new ClipPagesState(Optional.ofNullable(filter.termProperty().get()),
                paging.pageSizeProperty().get(), paging.offsetProperty().get()));
    }

    /**
     * Shows a saved view's place: its term, at its page size, from its first row (from the last page when
     * the latest measurement holds fewer clips). A page size this app does not offer keeps the one chosen.
     */
    public void restore(ClipPagesState pages) {
        requireDataset();
        filter.filterBy(pages.term().orElse(null));
        suggestedTerm.set(null);
        if (ClipPaging.PAGE_SIZES.contains(pages.pageSize())) {
            paging.choose(pages.pageSize());
        }
        startOver(pages.firstRow());
    }

    /** Asks for the latest measurement's token; while a load is under way there is nothing to compare yet. */
    public void checkForNewer() {
        requireDataset();
        if (loadState.isLoading()) {
            return;
        }
        ClipQuery latest = filter.query(dataset.dataset()).withVocabulary(null).withLimit(1);
        runner.call(() -> source.page().apply(latest).vocabulary()).showing(loadState).onSuccess(stamp::latestIs).start();
    }

    /** What the totals' error banner's button asks for. */
    public void onTotalsErrorAction(ErrorAction action) {
        if (dataset == null) {
            return;
        }
        switch (action) {
            case LOAD_LATEST -> loadLatest();
            case RETRY -> totals.retry();
            default -> { }
        }
    }

    /** Stops every call under way (page, selection search, totals walk, completions): the session is ending. */
    public void close() {
        loadState.cancel();
        totals.clear();
        completions.cancel();
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
        return ClipTexts.tabSeparated(List.copyOf(columns.columns()), selectedRows);
    }

    /** Every clip of the current filter, pinned to the shown measurement: what an export writes. */
    public ClipQuery exportQuery() {
        requireDataset();
        return filterQuery().withLimit(ClipQuery.MAX_LIMIT);
    }

    private void retry() {
        if (filter.selection().isPresent()) {
            collectSelection();
        } else {
            load(paging.offsetProperty().get());
        }
    }

    private void startOver(long from) {
        filter.unpin();
        totalsOutdated = true;
        totals.clear();
        rows.clear();
        paging.reset();
        load(from);
    }

    private void columnsChanged() {
        if (dataset == null) {
            return;
        }
        if (filter.selection().isPresent()) {
            collectSelection();
        } else {
            totalsOutdated = true;
            load(paging.offsetProperty().get());
        }
    }

    private void load(long start) {
        requireDataset();
        if (filter.selection().isPresent()) {
            showSelectionPage(start);
            return;
        }
        ClipQuery query = filterQuery().withOffset(start).withLimit(paging.pageSizeProperty().get());
        runner.call(() -> source.page().apply(query)).showing(loadState).onSuccess(this::showPage).start();
    }

    private void showPage(ClipPage page) {
        if (page.clips().isEmpty() && page.total() > 0 && page.offset() >= page.total()) {
            // the latest measurement holds fewer clips than the page we were on
            load(paging.lastOffset(page.total()));
            return;
        }
        filter.pageArrived(page);
        String term = filter.termProperty().get();
        suggestedTerm.set(page.total() == 0 && term != null ? completions.suggestionFor(term).orElse(null) : null);
        stamp.showing(page.vocabulary());
        rows.setAll(page.clips());
        paging.show(page.offset(), rows.size(), page.total());
        if (totalsOutdated) {
            totalsOutdated = false;
            totals.compute(filterQuery(), filter.totalsKind());
        }
    }

    private void collectSelection() {
        totals.clear();
        ClipFilter.Selection wanted = filter.selection().orElseThrow();
        ClipQuery everyClip = columns.askFor(ClipQuery.of(dataset.dataset())).withLimit(ClipQuery.MAX_LIMIT);
        runner.call(() -> SelectionSearch.find(source.walk(), everyClip, wanted.ids())).showing(loadState).onSuccess(found -> {
            filter.selectionFound(wanted, found.vocabulary(), found.rows());
            stamp.showing(found.vocabulary());
            totals.show(found.rows(), "selected", columns.frameQualityProperty().get(),
                    columns.handActivityProperty().get());
            showSelectionPage(0);
        }).start();
    }

    private void showSelectionPage(long start) {
        List<ClipRow> found = filter.selection().orElseThrow().rows();
        int from = (int) Math.min(start, found.size());
        rows.setAll(found.subList(from, Math.min(found.size(), from + paging.pageSizeProperty().get())));
        paging.show(from, rows.size(), found.size());
    }

    private ClipQuery filterQuery() {
        return columns.askFor(filter.query(dataset.dataset()));
    }

    private void requireDataset() {
        if (dataset == null) {
            throw new IllegalStateException("no dataset is open");
        }
    }

    public LoadState loadState() {
        return loadState;
    }

    public MeasurementStamp stamp() {
        return stamp;
    }

    /** The dataset the table shows; null while it shows none. */
    String openDataset() {
        return dataset == null ? null : dataset.dataset();
    }

    /** The rows of the shown page. */
    public ObservableList<ClipRow> rows() {
        return rowsView;
    }

    /** The shown columns, in order: the defaults, then the frame-quality and hand-activity ones when on. */
    public ObservableList<ClipColumn> columns() {
        return columns.columns();
    }

    public ClipColumns columnToggles() {
        return columns;
    }

    public ClipFilter filter() {
        return filter;
    }

    public ClipPaging paging() {
        return paging;
    }

    /** True while a page of the term filter (not an explicit selection) is shown: {@link #exportQuery()} is what it shows. */
    public BooleanBinding exportableBinding() {
        return exportable;
    }

    public FilterTotals totals() {
        return totals;
    }

    /** The terms and merged spellings of the dataset's vocabulary containing what was typed, in any case. */
    public List<TermIndex.Entry> suggestTerms(String typed) {
        return completions.suggest(typed);
    }

    /** "knife" while a filter by "Knife" shows no clips: the published term probably meant; null otherwise. */
    public ReadOnlyStringProperty suggestedTermProperty() {
        return suggestedTerm.getReadOnlyProperty();
    }
}
