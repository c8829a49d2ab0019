package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.clips.grid.RunningQueries;
import io.dqexplorer.desktop.clips.grid.SelectionCopy;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.export.ExportRun;
import io.dqexplorer.desktop.clips.charts.ChartsViewModel;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.snapshots.OpenSnapshot;
import io.dqexplorer.desktop.clips.snapshots.SnapshotViewModel;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.export.ViewExportResult;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.DuplicateClause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.FilterSyntaxException;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.QueryCancel;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import io.dqexplorer.workspace.view.ClipPagesState;
import io.dqexplorer.workspace.view.ClipTableState;
import io.dqexplorer.desktop.clips.snapshots.SnapshotPhase;
import io.dqexplorer.sdk.query.TermIndex;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The Clips tab's one table: the view of a dataset's clips under a {@link Filter} (one clause per chip,
 * typed in the filter text form) and a {@link Sort}, over one of two row sources. While the dataset's
 * snapshot is not open (fetched, not kept, snapshots off) the {@link ServicePages}: a term and paging,
 * and what they cannot answer {@linkplain #waitingProperty() waits for the snapshot}; once the
 * {@link SnapshotViewModel} has it open, the snapshot: a list read in blocks as the table scrolls, the
 * subset's summary beside the whole snapshot's, charts and "jump to a clip". The filter, the sort, the
 * columns, the selected clip and the place carry over when the snapshot arrives. Every call runs
 * through the runner; the properties live on the UI thread.
 */
public final class ClipsViewModel {

    private final AsyncRunner runner;
    private final SnapshotViewModel snapshots;
    private final ObjectProperty<Filter> filter = new SimpleObjectProperty<>(this, "filter", Filter.ALL);
    private final ObjectProperty<Sort> sort = new SimpleObjectProperty<>(this, "sort", Sort.SERVICE_ORDER);
    private final ReadOnlyObjectWrapper<ObservableList<ClipsRow>> rows =
            new ReadOnlyObjectWrapper<>(this, "rows", FXCollections.emptyObservableList());
    private final ReadOnlyLongWrapper count = new ReadOnlyLongWrapper(this, "count");
    private final ReadOnlyStringWrapper countText = new ReadOnlyStringWrapper(this, "countText", "");
    private final ObservableList<SummaryLine> summary = FXCollections.observableArrayList();
    private final ObservableList<SummaryLine> summaryView = FXCollections.unmodifiableObservableList(summary);
    private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
    private final ReadOnlyStringWrapper filterError = new ReadOnlyStringWrapper(this, "filterError", "");
    private final ReadOnlyIntegerWrapper filterErrorPosition = new ReadOnlyIntegerWrapper(this, "filterErrorPosition", -1);
    private final ReadOnlyIntegerWrapper editing = new ReadOnlyIntegerWrapper(this, "editing", -1);
    private final ReadOnlyObjectWrapper<Long> revealed = new ReadOnlyObjectWrapper<>(this, "revealed");
    private final ReadOnlyStringWrapper jumpMessage = new ReadOnlyStringWrapper(this, "jumpMessage", "");
    private final LoadState counting = new LoadState();
    private final LoadState summing = new LoadState();
    private final LoadState jumping = new LoadState();
    private final LoadState linking = new LoadState();
    private final RunningQueries running = new RunningQueries(this::requery, counting, summing);
    private final RecentViews recentViews = new RecentViews();
    private final SelectionCopy copy;
    private final ReadOnlyObjectWrapper<ChartsViewModel> charts = new ReadOnlyObjectWrapper<>(this, "charts");
    private final ObjectProperty<List<Column>> columns = new SimpleObjectProperty<>(this, "columns", ViewColumns.DEFAULTS);
    /** The view's row the table shows first, as the table reports it. */
    private long top;
    /** A row the table is asked to show at its top (a restored view's); a new value each time. */
    private final ReadOnlyObjectWrapper<Placement> placed = new ReadOnlyObjectWrapper<>(this, "placed");
    /** A restored view's top clip (or row), waiting for the rows of its filter and sort. */
    private ClipTableState pendingTop;

    private final ServicePages pages;
    /** Why the service's pages cannot show the view; empty while they show it or the snapshot does. */
    private final ReadOnlyStringWrapper waiting = new ReadOnlyStringWrapper(this, "waiting", "");
    /** The clip selected in the table, as the table reports it; null for none. */
    private String selectedClip;
    /** The clip selected on the service's page, to select again in the snapshot's rows; null for none. */
    private String pendingSelection;
    /** True while a new dataset's view is set up: it is queried once, when set. */
    private boolean opening;

    private OpenSnapshot shown;
    private Summary whole;
    /** The condition the count shown is of, on the snapshot shown; null until one is counted. */
    private SqlCondition counted;
    /** Which view of the snapshot was asked for last: rows shown without a query wait for it to be the latest. */
    private long asked;
    /** The condition the summary shown is of, on the snapshot shown; null until one is summed. */
    private SqlCondition summed;
    /** The dataset last opened, whose filter and sort the view keeps across refreshes. */
    private String shownDataset;
    /** Another tab's link to clips, waiting for the snapshot to open; null when none waits. */
    private Link pendingLink;
    /** Whether the table is in front of the charts, so that a new view's first rows are worth reading with it. */
    private boolean tableInFront = true;

    /** @param workspace the session's snapshots, and its client, whose pages the table shows until the snapshot is open */
    public ClipsViewModel(ClipWorkspace workspace, AsyncRunner runner) {
        this.runner = runner;
        this.snapshots = new SnapshotViewModel(workspace, runner);
        this.pages = new ServicePages(workspace.client(), workspace.folder(), runner, this::pageArrived);
        this.copy = new SelectionCopy(runner, this::shownRows);
        snapshots.snapshotProperty().addListener((obs, old, now) -> snapshotChanged(now));
        // no snapshot on this machine after all: the service's pages show the view
        snapshots.phaseProperty().addListener((obs, old, now) -> {
            if (old == SnapshotPhase.OPENING && now != SnapshotPhase.READY && shown == null) {
                requery();
            }
        });
        filter.addListener((obs, old, now) -> requeryUnlessOpening());
        sort.addListener((obs, old, now) -> requeryUnlessOpening());
    }

    /** Shows the dataset's snapshot, found on this machine or fetched; another dataset starts unfiltered. */
    public void open(DatasetEntry dataset) {
        pages.open(dataset);
        boolean another = !dataset.dataset().equals(shownDataset);
        shownDataset = dataset.dataset();
        snapshots.open(dataset);
        if (another) {
            // another dataset's words and figures mean nothing here; the same one keeps its view
            linking.cancel();
            pendingLink = null;
            pendingTop = null;
            stopEditing();
            filterError.set("");
            filterErrorPosition.set(-1);
            opening = true;
            try {
                filter.set(Filter.ALL);
                sort.set(Sort.SERVICE_ORDER);
            } finally {
                opening = false;
            }
        }
        if (another || shown == null) {
            requery();
        }
    }

    private void requeryUnlessOpening() {
        if (!opening) {
            requery();
        }
    }

    /** Shows the clips carrying a term (or a spelling of one) in any section: another tab's link. */
    public void showClipsWithTerm(String term) {
        linking.cancel();
        pendingLink = null;
        stopEditing();
        filter.set(Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, term)));
    }

    /**
     * Shows the exact-duplicate group holding these clips: another tab's link to one group, named
     * {@code label}. The filter becomes {@code duplicate_group between N and N}, N the snapshot's own
     * number of the group of the first clip (the snapshot numbers groups as the service orders them,
     * from 1, as the Duplicates tab does), found once the snapshot is open.
     */
    public void showClips(List<String> clipIds, String label) {
        linking.cancel();
        stopEditing();
        pendingLink = clipIds.isEmpty() ? null : new Link(clipIds.get(0), label);
        if (shown == null && pendingLink != null) {
            pages.showNone();
            replaceRows(FXCollections.emptyObservableList());
            countText.set("");
            waiting.set(ServiceText.shown(label) + ": the clips of a duplicate group are found in the snapshot");
        }
        followLink();
    }

    private void followLink() {
        OpenSnapshot snapshot = shown;
        Link link = pendingLink;
        if (snapshot == null || link == null) {
            return;
        }
        pendingLink = null;
        runner.call(() -> snapshot.query(queries -> duplicateGroupOf(queries, link.clip())))
                .showing(linking)
                .onSuccess(group -> {
                    if (group.isPresent()) {
                        long number = group.getAsLong();
                        filter.set(Filter.of(RangeClause.between(Column.DUPLICATE_GROUP, number, number)));
                    } else {
                        jumpMessage.set(ServiceText.shown(link.label()) + ": clip \"" + ServiceText.shown(link.clip())
                                + "\" is in no duplicate group of this snapshot");
                    }
                })
                .onError(failure -> counting.failed(ErrorReport.of(failure)))
                .start();
    }

    private static OptionalLong duplicateGroupOf(ClipQueries queries, String clip) throws SQLException {
        OptionalLong position = queries.indexOf(clip, SqlCondition.ALL, Sort.SERVICE_ORDER);
        if (position.isEmpty()) {
            return OptionalLong.empty();
        }
        RowBlock block = queries.rows(SqlCondition.ALL, Sort.SERVICE_ORDER, List.of(Column.DUPLICATE_GROUP),
                position.getAsLong(), 1);
        Object group = block.value(0, Column.DUPLICATE_GROUP);
        return group == null ? OptionalLong.empty() : OptionalLong.of((Long) group);
    }

    /** A clip of the group another tab linked to, and the group's name there. */
    private record Link(String clip, String label) {
    }

    /** See {@link SnapshotViewModel#release}: the Snapshots dialog asks before it deletes a snapshot. */
    public Optional<String> release(SnapshotKey key) {
        return snapshots.release(key);
    }

    /** Stops every query and the fetch, and closes the snapshot: the session is ending. */
    public void close() {
        shownDataset = null;
        pages.close();
        counting.cancel();
        summing.cancel();
        jumping.cancel();
        linking.cancel();
        closeCharts();
        snapshots.close();
    }

    /**
     * Applies the text typed in the filter field: its clauses become chips (in place of the chip being
     * edited, if one is). Text that does not read leaves the filter as it was and says where it stopped.
     *
     * @return whether the text was read
     */
    public boolean applyFilterText() {
        Filter typed;
        try {
            typed = Filter.parse(filterText.get());
        } catch (FilterSyntaxException e) {
            filterError.set(ServiceText.shown(e.reason()));
            filterErrorPosition.set(e.position());
            return false;
        }
        Optional<String> unanswered = unanswered(typed);
        if (unanswered.isPresent()) {
            filterError.set(unanswered.get());
            filterErrorPosition.set(-1);
            return false;
        }
        filterError.set("");
        filterErrorPosition.set(-1);
        List<Clause> clauses = new ArrayList<>(filter.get().clauses());
        int at = editing.get();
        if (at >= 0 && at < clauses.size()) {
            clauses.remove(at);
            clauses.addAll(at, typed.clauses());
        } else {
            clauses.addAll(typed.clauses());
        }
        editing.set(-1);
        filterText.set("");
        filter.set(new Filter(clauses));
        return true;
    }

    /** Removes a chip's clause. */
    public void removeClause(int index) {
        if (editing.get() == index) {
            stopEditing();
        } else if (editing.get() > index) {
            editing.set(editing.get() - 1);
        }
        filter.set(filter.get().remove(index));
    }

    /** Puts a chip's clause into the filter field, to be replaced by what is applied next. */
    public void editClause(int index) {
        filterText.set(filter.get().clauses().get(index).text());
        editing.set(index);
        filterError.set("");
        filterErrorPosition.set(-1);
    }

    /** Leaves the chip being edited as it is and empties the field. */
    public void stopEditing() {
        editing.set(-1);
        filterText.set("");
    }

    /** Finds the clip in the current view; {@link #revealedProperty()} then names its row. */
    public void jumpTo(String clipId) {
        OpenSnapshot snapshot = shown;
        String wanted = clipId.strip();
        if (snapshot == null || wanted.isEmpty()) {
            return;
        }
        SqlCondition condition = snapshot.condition(filter.get());
        Sort order = sort.get();
        jumpMessage.set("");
        revealed.set(null);
        runner.call(() -> snapshot.query(queries -> queries.indexOf(wanted, condition, order)))
                .showing(jumping)
                .onSuccess(found -> {
                    if (found.isPresent()) {
                        revealed.set(found.getAsLong());
                    } else {
                        jumpMessage.set("No clip \"" + ServiceText.shown(wanted) + "\" in this view");
                    }
                })
                .start();
    }

    private void snapshotChanged(OpenSnapshot now) {
        if (shown == null && now != null) {
            keepPlace();
        }
        shown = now;
        whole = null;
        counted = null;
        summed = null;
        recentViews.forget();
        closeCharts();
        if (now != null) {
            charts.set(new ChartsViewModel(now.chartQueries(), filter, now.resolver(), runner));
        }
        requery();
        followLink();
    }

    /**
     * The service's page's place and selected clip, for the snapshot's rows of the same view: its top clip at
     * the top, its selected clip selected ({@link #revealedProperty()}), where the snapshot's view holds them.
     */
    private void keepPlace() {
        pages.stop();
        ObservableList<ClipsRow> page = rows.get();
        if (page instanceof VirtualRows || page.isEmpty() || !waiting.get().isEmpty()) {
            return;
        }
        Optional<String> topClip = top < page.size() ? page.get((int) top).clipId() : Optional.empty();
        pendingTop = new ClipTableState(filter.get(), sort.get(), columns.get(), topClip, pages.offset() + top);
        pendingSelection = selectedClip;
    }

    /**
     * Why the snapshot cannot answer a duplicate clause of {@code typed}, as {@code dq-explorer export} refuses
     * it: where the service never compared the duplicates, no clip is known to be in a group or in none.
     */
    private Optional<String> unanswered(Filter typed) {
        OpenSnapshot snapshot = shown;
        return snapshot == null ? Optional.empty() : DuplicateClause.unanswered(typed,
                snapshot.metadata().key().dataset(), snapshot.metadata().duplicatesCompared());
    }

    private void requery() {
        OpenSnapshot snapshot = shown;
        revealed.set(null);
        jumpMessage.set("");
        if (snapshot == null) {
            if (snapshots.phaseProperty().get() == SnapshotPhase.OPENING) {
                // a snapshot on this machine shows the view in a moment: a page of the service's would be read, laid
                // out and placed for nothing
                pages.stop();
                return;
            }
            askTheService();
            return;
        }
        waiting.set("");
        SqlCondition condition = snapshot.condition(filter.get());
        Sort order = sort.get();
        // a sort changes neither the count nor the summary, and the whole dataset's are known: only rows are read
        long view = ++asked;
        boolean countKnown = condition.equals(counted) || filter.get().isEmpty();
        long knownCount = condition.equals(counted) ? count.get() : snapshot.metadata().rows();
        boolean readRows = tableInFront;
        Summary known = whole;
        boolean everyClip = filter.get().isEmpty();
        boolean summaryKnown = condition.equals(summed) || (everyClip && known != null);
        summing.cancel();
        if (summaryKnown && !condition.equals(summed)) {
            showSummary(condition, known, known);
        }
        Optional<RecentViews.FirstRows> recent = readRows ? recentViews.of(condition, order) : Optional.empty();
        if (recent.isPresent()) {
            counting.cancel();
            showFirstRows(snapshot, condition, order, recent.get(), summaryKnown, known, everyClip);
            return;
        }
        QueryCancel rowsCancel = new QueryCancel();
        // the first rows, with the count unless it is known, in one call: the table shows them in one pulse, where
        // rows still to be read were laid out first and then again; behind the charts, it reads them once shown.
        // The summary is asked after them: on two cores, beside them, it made the rows wait
        runner.call(() -> snapshot.query(rowsCancel, queries -> {
                    long found = countKnown ? knownCount : queries.count(condition);
                    return new RecentViews.FirstRows(found, readRows ? queries.rows(condition, order,
                            ViewColumns.DEFAULTS, 0, (int) Math.min(VirtualRows.FIRST_ROWS, found)) : null);
                }))
                .onCancel(rowsCancel::cancel)
                .showing(counting)
                .onSuccess(first -> {
                    if (view == asked) {
                        if (first.rows() != null) {
                            recentViews.keep(condition, order, first);
                        }
                        showFirstRows(snapshot, condition, order, first, summaryKnown, known, everyClip);
                    }
                })
                .start();
    }

    private void showFirstRows(OpenSnapshot snapshot, SqlCondition condition, Sort order, RecentViews.FirstRows first,
                               boolean summaryKnown, Summary known, boolean everyClip) {
        showRows(snapshot, condition, order, first.count(), first.rows());
        if (!summaryKnown) {
            sum(snapshot, condition, known, everyClip);
        }
    }

    /**
     * @param known     the whole snapshot's summary; null while it was never read
     * @param everyClip whether the view is the whole snapshot, whose summary is then the whole's too
     */
    private void sum(OpenSnapshot snapshot, SqlCondition condition, Summary known, boolean everyClip) {
        QueryCancel summaryCancel = new QueryCancel();
        runner.call(() -> snapshot.query(summaryCancel, queries -> {
                    Summary subset = queries.summary(condition);
                    return new Summary[] {subset, known != null ? known : everyClip ? subset : queries.summary(SqlCondition.ALL)};
                }))
                .onCancel(summaryCancel::cancel)
                .showing(summing)
                .onSuccess(found -> {
                    showSummary(condition, found[0], found[1]);
                    if (known == null) {
                        preloadTermMasks(snapshot);
                    }
                })
                .start();
    }

    /**
     * Once the snapshot's first rows and summary are shown: the first term filter then counts from memory. Its
     * failure loses nothing (that filter reads the masks itself), so none is shown.
     */
    private void preloadTermMasks(OpenSnapshot snapshot) {
        runner.call(() -> snapshot.<Void>query(queries -> {
            queries.preloadTermMasks();
            return null;
        })).start();
    }

    /** @param first the view's first rows, read with its count; null to read them as the table asks */
    private void showRows(OpenSnapshot snapshot, SqlCondition condition, Sort order, long found, RowBlock first) {
        counted = condition;
        count.set(found);
        countText.set(filter.get().isEmpty() ? Formats.count(found, "clip", "clips")
                : Formats.count(found) + " of " + Formats.count(snapshot.metadata().rows(), "clip", "clips"));
        VirtualRows rows = new VirtualRows(found, (offset, limit) -> snapshot.query(
                queries -> queries.rows(condition, order, ViewColumns.DEFAULTS, offset, limit, found)),
                runner, failure -> counting.failed(ErrorReport.of(failure)));
        if (first != null) {
            rows.readAlready(first);
        }
        replaceRows(rows);
        placePendingTop(snapshot, condition, order, found);
        selectPending(snapshot, condition, order);
    }

    private void showSummary(SqlCondition condition, Summary subset, Summary all) {
        summed = condition;
        whole = all;
        summary.setAll(SummaryLine.of(subset, all));
    }

    /** The view on the service's pages: a term and the service's order; anything else waits for the snapshot. */
    private void askTheService() {
        counting.cancel();
        summing.cancel();
        summary.clear();
        if (shownDataset == null) {
            return;
        }
        Optional<String> why = ServicePages.unanswered(filter.get(), sort.get());
        waiting.set(why.orElse(""));
        if (why.isPresent()) {
            pages.showNone();
            replaceRows(FXCollections.emptyObservableList());
            countText.set("");
            return;
        }
        ClipTableState restored = pendingTop;
        long from = restored != null && restored.filter().equals(filter.get()) ? restored.topRow() : 0;
        int size = pages.paging().pageSizeProperty().get();
        pages.show(ServicePages.termOf(filter.get()).orElseThrow(), from / size * size);
    }

    /** A page of the service came: a restored view's top row, if it is on it, goes to the top. */
    private void pageArrived(List<ClipsRow> page) {
        replaceRows(FXCollections.observableArrayList(page));
        long total = pages.paging().totalProperty().get();
        count.set(total);
        countText.set(Formats.count(total, "clip", "clips") + " · the service's pages");
        ClipTableState restored = pendingTop;
        pendingTop = null;
        if (restored != null && restored.filter().equals(filter.get())) {
            long inPage = restored.topRow() - pages.offset();
            if (inPage > 0 && inPage < page.size()) {
                placed.set(new Placement(inPage));
            }
        }
    }

    /** Selects the clip the service's page had selected, once the snapshot's view is counted. */
    private void selectPending(OpenSnapshot snapshot, SqlCondition condition, Sort order) {
        String clip = pendingSelection;
        pendingSelection = null;
        if (clip == null) {
            return;
        }
        runner.call(() -> snapshot.query(queries -> queries.indexOf(clip, condition, order)))
                .showing(jumping)
                .onSuccess(found -> found.ifPresent(revealed::set))
                .start();
    }

    /**
     * The clip table's state as a saved view keeps it: its filter, sort and columns, and the clip at its
     * top (none while that row is not read yet; the row number among the view's rows is kept either way),
     * on the snapshot or the service's pages alike. None for another dataset than the one shown.
     */
    public Optional<ClipTableState> state(String dataset) {
        if (!dataset.equals(shownDataset)) {
            return Optional.empty();
        }
        ObservableList<ClipsRow> shownRows = rows.get();
        Optional<String> topClip = top < shownRows.size() ? shownRows.get((int) top).clipId() : Optional.empty();
        long row = shown == null ? pages.offset() + top : top;
        return Optional.of(new ClipTableState(filter.get(), sort.get(), columns.get(), topClip, row));
    }

    /**
     * Shows a saved view's clip table on the dataset open now: its filter, sort and columns at once, and,
     * once the rows are counted, its top clip at the top (its row when the clip is no longer in the view).
     */
    public void restore(ClipTableState state) {
        linking.cancel();
        pendingLink = null;
        stopEditing();
        filterError.set("");
        filterErrorPosition.set(-1);
        pendingTop = state;
        columns.set(state.columns().isEmpty() ? ViewColumns.DEFAULTS : state.columns());
        boolean unchanged = filter.get().equals(state.filter()) && sort.get().equals(state.sort());
        filter.set(state.filter());
        sort.set(state.sort());
        if (unchanged) {
            requery();
        }
    }

    private void placePendingTop(OpenSnapshot snapshot, SqlCondition condition, Sort order, long found) {
        ClipTableState state = pendingTop;
        if (state == null || !condition.equals(snapshot.condition(state.filter())) || !order.equals(state.sort())) {
            return;
        }
        pendingTop = null;
        long fallback = Math.min(state.topRow(), Math.max(0, found - 1));
        if (state.topClip().isEmpty()) {
            placed.set(new Placement(fallback));
            return;
        }
        String clip = state.topClip().get();
        runner.call(() -> snapshot.query(queries -> queries.indexOf(clip, condition, order)))
                .showing(jumping)
                .onSuccess(position -> placed.set(new Placement(position.orElse(fallback))))
                .start();
    }

    /** The rows of the view shown, read again for a copy of the table's selection; empty while no snapshot is open. */
    private Optional<SelectionCopy.Rows> shownRows() {
        OpenSnapshot snapshot = shown;
        if (snapshot == null) {
            return Optional.empty();
        }
        SqlCondition condition = snapshot.condition(filter.get());
        Sort order = sort.get();
        return Optional.of((chosen, offset, limit) -> snapshot.query(queries -> queries.rows(condition, order, chosen,
                offset, limit).rows().stream().map(RowBlock.Row::values).toList()));
    }

    /** The count and summary that Escape stops. */
    public RunningQueries runningQueries() {
        return running;
    }

    /** Copies the table's selected rows. */
    public SelectionCopy selectionCopy() {
        return copy;
    }

    /** The dataset the table shows; null while it shows none. */
    String openDataset() {
        return shownDataset;
    }

    /** Told by the table: the view's row it shows first. */
    void shownFrom(long row) {
        top = row;
    }

    /** Told by the table: the clip selected (the first, of several); null for none. */
    void selected(String clip) {
        selectedClip = clip;
    }

    /** Told by the view: the table is in front, or the charts are (the table then reads its rows once shown again). */
    public void tableInFront(boolean inFront) {
        tableInFront = inFront;
    }

    /** Fetches the dataset's snapshot, which answers what the service's pages cannot. */
    public void fetchSnapshot() {
        if (snapshots.phaseProperty().get() != SnapshotPhase.FETCHING) {
            snapshots.fetch();
        }
    }

    /** Why the service's pages cannot show the view (a filter or sort only the snapshot answers); empty otherwise. */
    public ReadOnlyStringProperty waitingProperty() {
        return waiting.getReadOnlyProperty();
    }

    /**
     * The export of the view while the service's pages show it ({@link ServicePages#export}); empty on the
     * snapshot, and while the pages cannot show the view or have shown no page yet.
     */
    Optional<ExportRun.Work<ViewExportResult>> pagesExport(ExportFormat format, Path target) {
        if (shown != null || shownDataset == null || !waiting.get().isEmpty()) {
            return Optional.empty();
        }
        return pages.export(columns.get(), format, target);
    }

    /** The service's pages: their pager, stamp and term, while the snapshot is not open. */
    ServicePages pages() {
        return pages;
    }

    /** The dataset's terms and spellings containing a word, for the filter's completion. */
    public List<TermIndex.Entry> suggestTerms(String typed) {
        return pages.suggestTerms(typed);
    }

    /** Shows the service's pages' term filter's suggested term (a published term in place of a spelling cased wrongly). */
    public void applySuggestedTerm() {
        String term = pages.suggestedTermProperty().get();
        if (term != null) {
            showClipsWithTerm(term);
        }
    }

    /**
     * A view saved by an app that kept the service's pages apart, as the one table's state: its term in the
     * service's order from its first row.
     */
    public static ClipTableState tableOf(ClipPagesState saved) {
        Filter term = saved.term().map(word -> Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, word)))
                .orElse(Filter.ALL);
        return new ClipTableState(term, Sort.SERVICE_ORDER, ViewColumns.DEFAULTS, Optional.empty(), saved.firstRow());
    }

    /**
     * The service's pages as a view also keeps them, while they show the table: the term, the page size and the
     * page's first row, so that the page size comes back and an earlier app opens the view too. None on the
     * snapshot, for a view the service cannot show, and for another dataset.
     */
    public Optional<ClipPagesState> pages(String dataset) {
        if (shown != null || !dataset.equals(shownDataset) || !waiting.get().isEmpty()) {
            return Optional.empty();
        }
        return ServicePages.termOf(filter.get()).map(term -> new ClipPagesState(term,
                pages.paging().pageSizeProperty().get(), pages.offset()));
    }

    /** Shows a saved view's table ({@link #restore(ClipTableState)}) at the service's page size it kept, if any this app offers. */
    public void restore(ClipTableState state, Optional<ClipPagesState> saved) {
        saved.map(ClipPagesState::pageSize).filter(ClipPaging.PAGE_SIZES::contains).ifPresent(pages.paging()::choose);
        restore(state);
    }

    /** A request to show the view's row {@code row} at the top of the table: each request its own, equal rows or not. */
    static final class Placement {
        private final long row;

        Placement(long row) {
            this.row = row;
        }

        long row() {
            return row;
        }
    }

    ReadOnlyObjectProperty<Placement> placedProperty() {
        return placed.getReadOnlyProperty();
    }

    /** The table's columns in the order shown; the table follows it, and a user's reordering sets it. */
    public ObjectProperty<List<Column>> columnsProperty() {
        return columns;
    }

    private void replaceRows(ObservableList<ClipsRow> next) {
        if (rows.get() instanceof VirtualRows previous) {
            previous.dispose();
        }
        rows.set(next);
    }

    public SnapshotViewModel snapshots() {
        return snapshots;
    }

    /** The histograms and group-by of the open snapshot, over the same filter; null while none is open. */
    public ReadOnlyObjectProperty<ChartsViewModel> chartsProperty() {
        return charts.getReadOnlyProperty();
    }

    private void closeCharts() {
        if (charts.get() != null) {
            charts.get().close();
            charts.set(null);
        }
    }

    public ReadOnlyObjectProperty<OpenSnapshot> snapshotProperty() {
        return snapshots.snapshotProperty();
    }

    /** The clips shown: every clause must hold. Set it (a chart's brushing) and the view follows. */
    public ObjectProperty<Filter> filterProperty() {
        return filter;
    }

    /** The order of the rows: the table's sort order, never sorted in memory. */
    public ObjectProperty<Sort> sortProperty() {
        return sort;
    }

    /** The view's rows, one list per filter and sort, read as they are asked for. */
    public ReadOnlyObjectProperty<ObservableList<ClipsRow>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** "2,734 clips", or "312 of 2,734 clips" under a filter. */
    public ReadOnlyStringProperty countTextProperty() {
        return countText.getReadOnlyProperty();
    }

    /** The subset's figures beside the whole snapshot's. */
    public ObservableList<SummaryLine> summary() {
        return summaryView;
    }

    /** What the filter field holds: typed text, or a chip's clause being edited. */
    public StringProperty filterTextProperty() {
        return filterText;
    }

    /** Why the filter text did not read; empty when it did. */
    public ReadOnlyStringProperty filterErrorProperty() {
        return filterError.getReadOnlyProperty();
    }

    /** The character (0-based) the filter text stopped at; -1 with no error. */
    public ReadOnlyIntegerProperty filterErrorPositionProperty() {
        return filterErrorPosition.getReadOnlyProperty();
    }

    /** The chip whose clause is in the field; -1 for none. */
    public ReadOnlyIntegerProperty editingProperty() {
        return editing.getReadOnlyProperty();
    }

    /** The row of the clip last jumped to; null until found. */
    public ReadOnlyObjectProperty<Long> revealedProperty() {
        return revealed.getReadOnlyProperty();
    }

    /** Why the last jump found nothing; empty otherwise. */
    public ReadOnlyStringProperty jumpMessageProperty() {
        return jumpMessage.getReadOnlyProperty();
    }

    /** The count's and the rows' failures. */
    public LoadState rowsState() {
        return counting;
    }

    /** The summary's failures. */
    public LoadState summaryState() {
        return summing;
    }
}
