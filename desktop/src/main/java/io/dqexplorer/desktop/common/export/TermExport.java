package io.dqexplorer.desktop.common.export;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ExportProgress;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.export.ViewExport;
import io.dqexplorer.workspace.export.ViewExportRequest;
import io.dqexplorer.workspace.export.ViewExportResult;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.FilterJson;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.query.ViewSelect;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * A term's clips, the service's own filter, no snapshot needed, written as a view of the snapshot is: by
 * {@code dq-explorer export --term} and by the Clips tab's export while it shows the service's pages. The term's pages are put in a scratch clip table of this run (in memory, spilling to the cache's
 * temporary folder) and written from there by the app's {@link ViewExport}, in the view's {@link Column}s (with a snapshot's write limits: the
 * table is only appended to, then read once in order): the same writer, the same headings and cells as an export of the equivalent view.
 */
public final class TermExport {

    private TermExport() {
    }

    /**
     * @param query   the dataset, its term (none for every clip) and the measurement, if pinned; its paging is ignored
     * @param written told as the rows are written (the term's pages are read first, untold: a term's clips are few)
     * @throws io.dqexplorer.sdk.error.DqException when the service fails or its pages do not add up
     * @throws CancellationException when cancelled; no file is left
     */
    public static ViewExportResult export(DqClient client, ClipQuery query, List<ClipColumn> serviceColumns,
                                          ExportFormat format, Path target, CacheFolder folder,
                                          ExportProgress written, BooleanSupplier cancelled) {
        // the service's columns by the view's names, which are theirs (ColumnNamesTest)
        List<Column> columns = ViewColumns.of(serviceColumns.stream()
                .map(column -> Column.named(column.header()).orElseThrow()).toList(), Filter.ALL, Sort.SERVICE_ORDER);
        try (Connection table = new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), folder.temporary())
                .openInMemory()) {
            ClipTable.create(table);
            String vocabulary = append(client, withColumnGroups(query, serviceColumns), table, cancelled);
            Map<String, String> source = new TreeMap<>(Map.of("service", client.serviceUrl().toString(),
                    "dataset", query.dataset(), "vocabulary", vocabulary));
            if (query.term() != null) {
                source.put("term", query.term());
            }
            // the term is the service's filter, not one of the view's: the view is every clip the pages held
            ViewExportRequest request = new ViewExportRequest(new ViewSelect(SqlCondition.ALL, Sort.SERVICE_ORDER,
                    columns), format, target, "", FilterJson.toJson(Filter.ALL), source);
            return new ViewExport(table, folder.temporary()).export(request, written, cancelled);
        } catch (SQLException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot keep the clips of " + query.dataset() + " for the export: " + e.getMessage(), e);
        }
    }

    /** The column groups the columns need, and only those: a group the dataset was not measured for fails (404). */
    private static ClipQuery withColumnGroups(ClipQuery query, List<ClipColumn> columns) {
        return query.withFrameQuality(columns.stream().anyMatch(ClipColumn::needsFrameQuality))
                .withHandActivity(columns.stream().anyMatch(ClipColumn::needsHandActivity))
                .withOffset(0).withLimit(ClipQuery.MAX_LIMIT);
    }

    /** Every page of the walk, in the service's order; returns the vocabulary token the rows came from. */
    private static String append(DqClient client, ClipQuery query, Connection table, BooleanSupplier cancelled)
            throws SQLException {
        ClipPage first = null;
        try (ClipAppender appender = new ClipAppender(table, Map.of());
             ClipWalk.Pages pages = client.unversioned().walkClips(query).readingAhead()) {
            while (first == null || appender.count() < first.total()) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("the export of " + query.dataset() + " was cancelled");
                }
                if (!pages.hasNext()) {
                    break;
                }
                ClipPage page = pages.next();
                first = first == null ? page : first;
                for (ClipRow row : page.clips()) {
                    appender.append(row);
                }
            }
            if (first == null || appender.count() != first.total()) {
                throw new ProtocolException(0, ClipWalk.CODE_ROW_COUNT, "The clips of dataset " + query.dataset()
                        + " ended after " + appender.count() + " of the " + (first == null ? "?" : first.total())
                        + " rows the service reported", null, null);
            }
            return first.vocabulary();
        }
    }
}
