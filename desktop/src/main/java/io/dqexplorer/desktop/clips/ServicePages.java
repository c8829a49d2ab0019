package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.export.ExportRun;
import io.dqexplorer.desktop.common.export.TermExport;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipPage.FilteredTo;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.export.ViewExportResult;
import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The service's pages as the clip table's row source, while the dataset's snapshot is not open: the
 * service's clips list under one term (a published term or a spelling merged into one, in any section),
 * in the service's order, a page at a time, pinned to the measurement of the term's first page. What else
 * a view asks for (more conditions, a sort) waits for the snapshot; {@link #unanswered} says why.
 */
final class ServicePages {

    private final DqClient client;
    private final CacheFolder folder;
    private final AsyncRunner runner;
    private final LoadState loading = new LoadState();
    private final MeasurementStamp stamp = new MeasurementStamp();
    private final ClipPaging paging = new ClipPaging();
    private final TermCompletions completions;
    private final ReadOnlyStringWrapper filteredTo = new ReadOnlyStringWrapper(this, "filteredTo", "");
    /** The term probably meant when the term selected nothing; null otherwise. */
    private final ReadOnlyStringWrapper suggestedTerm = new ReadOnlyStringWrapper(this, "suggestedTerm");
    private final Consumer<List<ClipsRow>> shown;

    private DatasetEntry dataset;
    private String term;
    /** The vocabulary token of the term's first page; null until it arrived. */
    private String pin;

    /**
     * @param folder where an export of the pages keeps their clips while it writes them
     * @param shown  takes each page's rows, on the UI thread
     */
    ServicePages(DqClient client, CacheFolder folder, AsyncRunner runner, Consumer<List<ClipsRow>> shown) {
        this.client = client;
        this.folder = folder;
        this.runner = runner;
        this.shown = shown;
        this.completions = new TermCompletions(client.unversioned()::vocabulary, runner);
    }

    /**
     * Why the service cannot show this view, in one line; empty when it can: no condition, or one
     * {@code any has "term"} (the service's term filter), in the service's order.
     */
    static Optional<String> unanswered(Filter filter, Sort sort) {
        if (termOf(filter).isEmpty()) {
            return Optional.of("The service filters by one term only: this filter is answered by the snapshot");
        }
        if (!sort.keys().isEmpty()) {
            return Optional.of("The service lists clips in its own order: a sort is answered by the snapshot");
        }
        return Optional.empty();
    }

    /** The term the service filters by: empty for a filter it cannot answer, an empty term for every clip. */
    static Optional<Optional<String>> termOf(Filter filter) {
        List<Clause> clauses = filter.clauses();
        if (clauses.isEmpty()) {
            return Optional.of(Optional.empty());
        }
        if (clauses.size() == 1 && clauses.get(0) instanceof TermClause terms && terms.section() == TermSection.ANY
                && terms.match() == TermMatch.ANY && terms.words().size() == 1) {
            return Optional.of(Optional.of(terms.words().get(0)));
        }
        return Optional.empty();
    }

    /** Forgets the last dataset's pages, and loads the new one's terms for the completions. */
    void open(DatasetEntry entry) {
        dataset = entry;
        loading.cancel();
        stamp.clear();
        paging.reset();
        filteredTo.set("");
        suggestedTerm.set(null);
        completions.load(entry);
    }

    /** Shows the clips with the term (every clip for none) from row {@code from}, on the latest measurement. */
    void show(Optional<String> wanted, long from) {
        term = wanted.orElse(null);
        pin = null;
        paging.reset();
        filteredTo.set("");
        suggestedTerm.set(null);
        load(from);
    }

    /** Stops a page under way: the snapshot took over. */
    void stop() {
        loading.cancel();
    }

    /** Shows no page: the view asks for what only the snapshot answers. */
    void showNone() {
        loading.cancel();
        paging.reset();
        filteredTo.set("");
        suggestedTerm.set(null);
    }

    void choosePageSize(int size) {
        paging.choose(size);
        if (dataset != null) {
            load(paging.pageOfFirstShownRow());
        }
    }

    void first() {
        load(0);
    }

    void previous() {
        load(paging.previousOffset());
    }

    void next() {
        if (paging.canNextProperty().get()) {
            load(paging.nextOffset());
        }
    }

    void last() {
        load(paging.lastOffset(paging.totalProperty().get()));
    }

    /** The page shown again; on the latest measurement when {@code latest}. */
    void reload(boolean latest) {
        if (latest) {
            pin = null;
        }
        load(paging.offsetProperty().get());
    }

    /** Asks for the latest measurement's token; while a load is under way there is nothing to compare yet. */
    void checkForNewer() {
        if (dataset == null || loading.isLoading()) {
            return;
        }
        ClipQuery latest = ClipQuery.of(dataset.dataset()).withTerm(term).withLimit(1);
        runner.call(() -> client.unversioned().clips(latest).vocabulary()).showing(loading).onSuccess(stamp::latestIs).start();
    }

    void close() {
        loading.cancel();
        completions.cancel();
    }

    /**
     * Writes every clip of the term shown, on the measurement shown, in those of {@code columns} the service's
     * pages hold for the dataset, as {@code dq-explorer export --term} does ({@link TermExport}); empty until a
     * page was shown.
     */
    Optional<ExportRun.Work<ViewExportResult>> export(List<Column> columns, ExportFormat format, Path target) {
        if (dataset == null || pin == null) {
            return Optional.empty();
        }
        ClipQuery query = ClipQuery.of(dataset.dataset()).withTerm(term).withVocabulary(pin);
        List<ClipColumn> held = columns.stream().map(column -> ClipColumn.byHeader(column.sqlName()))
                .flatMap(Optional::stream)
                .filter(column -> (!column.needsFrameQuality() || dataset.has(DatasetEntry.FRAME_QUALITY))
                        && (!column.needsHandActivity() || dataset.has(Family.HANDS.metric())))
                .toList();
        return Optional.of((progress, cancelled) -> TermExport.export(client, query, held, format, target, folder,
                progress, cancelled));
    }

    private void load(long start) {
        if (dataset == null) {
            return;
        }
        ClipQuery query = ClipQuery.of(dataset.dataset()).withTerm(term).withVocabulary(pin)
                .withFrameQuality(dataset.has(DatasetEntry.FRAME_QUALITY))
                .withHandActivity(dataset.has(Family.HANDS.metric()))
                .withOffset(start).withLimit(paging.pageSizeProperty().get());
        runner.call(() -> client.unversioned().clips(query)).showing(loading).onSuccess(this::arrived).start();
    }

    private void arrived(ClipPage page) {
        if (page.clips().isEmpty() && page.total() > 0 && page.offset() >= page.total()) {
            // the latest measurement holds fewer clips than the page we were on
            load(paging.lastOffset(page.total()));
            return;
        }
        pin = page.vocabulary();
        filteredTo.set(filteredTo(term, page.filteredTo()));
        suggestedTerm.set(page.total() == 0 && term != null ? completions.suggestionFor(term).orElse(null) : null);
        stamp.showing(page.vocabulary());
        List<ClipsRow> rows = new ArrayList<>();
        for (ClipRow clip : page.clips()) {
            rows.add(row(rows.size(), clip));
        }
        paging.show(page.offset(), rows.size(), page.total());
        shown.accept(rows);
    }

    /** A clip of the service as a row of the table: the columns the snapshot derives, derived alike; no duplicate group. */
    static ClipsRow row(long index, ClipRow clip) {
        Object[] values = new Object[ViewColumns.DEFAULTS.size()];
        put(values, Column.CLIP, clip.clip());
        put(values, Column.EPISODE_INDEX, clip.episodeIndex().isPresent() ? clip.episodeIndex().getAsLong() : null);
        put(values, Column.ANALYZED_SECONDS, clip.analyzedSeconds());
        put(values, Column.ENVIRONMENTS, clip.environments());
        put(values, Column.OBJECTS, clip.objects());
        put(values, Column.ACTIONS, clip.actions());
        clip.frameQuality().ifPresent(frames -> {
            put(values, Column.FRAMES, frames.frames());
            put(values, Column.USABLE, frames.usable());
            put(values, Column.DISTORTED, frames.distorted());
            put(values, Column.JERKY, frames.jerky());
            if (frames.frames() > 0) {
                put(values, Column.USABLE_SHARE, (double) frames.usable() / frames.frames());
                put(values, Column.DISTORTED_SHARE, (double) frames.distorted() / frames.frames());
                put(values, Column.JERKY_SHARE, (double) frames.jerky() / frames.frames());
            }
        });
        clip.handActivity().ifPresent(hands -> {
            put(values, Column.MEASURED_SECONDS, hands.measuredSeconds());
            put(values, Column.HANDS_VISIBLE_SECONDS, hands.handsVisibleSeconds());
            put(values, Column.TWO_HANDS_VISIBLE_SECONDS, hands.twoHandsVisibleSeconds());
            put(values, Column.ACTIVE_MANIPULATION_SECONDS, hands.activeManipulationSeconds());
            if (hands.measuredSeconds() > 0) {
                put(values, Column.HANDS_VISIBLE_SHARE, hands.handsVisibleSeconds() / hands.measuredSeconds());
                put(values, Column.TWO_HANDS_VISIBLE_SHARE, hands.twoHandsVisibleSeconds() / hands.measuredSeconds());
                put(values, Column.ACTIVE_MANIPULATION_SHARE, hands.activeManipulationSeconds() / hands.measuredSeconds());
            }
        });
        return new ClipsRow(index, new RowBlock.Row(index, Arrays.asList(values)));
    }

    private static void put(Object[] values, Column column, Object value) {
        values[ViewColumns.DEFAULTS.indexOf(column)] = value;
    }

    /**
     * "cutting board: objects 120 clips, environments 3 clips — union": the sections the term is
     * published in, whose clips together are the selection. Empty without a term.
     */
    static String filteredTo(String term, List<FilteredTo> sections) {
        if (term == null) {
            return "";
        }
        if (sections.isEmpty()) {
            return "“" + term + "” is not a published term or spelling of this measurement";
        }
        String published = sections.get(0).term();
        String sectionCounts = sections.stream()
                .map(s -> s.section() + " " + Formats.count(s.clipCount(), "clip", "clips"))
                .collect(Collectors.joining(", "));
        String name = published.equals(term) ? published : term + " → " + published;
        return name + ": " + sectionCounts + (sections.size() > 1 ? " — union" : "");
    }

    LoadState loading() {
        return loading;
    }

    MeasurementStamp stamp() {
        return stamp;
    }

    ClipPaging paging() {
        return paging;
    }

    /** The shown page's first row among the term's clips. */
    long offset() {
        return paging.offsetProperty().get();
    }

    /** The sections the term is published in, with their clip counts. */
    ReadOnlyStringProperty filteredToProperty() {
        return filteredTo.getReadOnlyProperty();
    }

    /** "knife" while a filter by "Knife" shows no clips: the published term probably meant; null otherwise. */
    ReadOnlyStringProperty suggestedTermProperty() {
        return suggestedTerm.getReadOnlyProperty();
    }

    /** The terms and merged spellings of the dataset's vocabulary containing what was typed, in any case. */
    List<TermIndex.Entry> suggestTerms(String typed) {
        return completions.suggest(typed);
    }
}
