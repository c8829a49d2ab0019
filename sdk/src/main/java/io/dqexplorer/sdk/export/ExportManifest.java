package io.dqexplorer.sdk.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.util.List;

/**
 * The manifest written beside an export as {@code <file>.manifest.json}, so that the file can be
 * traced to the measurement it came from. Keys, in order:
 * <pre>
 * {
 *   "tool": {"name": "dq-explorer-sdk", "version": "0.1.0"},   DqClient.VERSION
 *   "exported_at": "2026-11-21T10:15:30.123Z",          ISO-8601, UTC
 *   "dataset": "kitchen-egocentric",
 *   "filter": {"term": "knife" | null,                   the query as sent
 *              "vocabulary_requested": "&lt;token&gt;" | null,   null = latest
 *              "frame_quality": false, "hand_activity": true},
 *   "measurement_tokens": {"vocabulary": "&lt;token&gt;"},     the classification the rows came from
 *   "filtered_to": [{"term": "knife", "section": "objects", "clip_count": 12}],
 *   "columns": ["clip", "episode_index", ...],
 *   "row_count": 2500,                                    rows written (equals total_reported)
 *   "total_reported": 2500,                               the service's total on the first page
 *   "file": {"name": "clips.csv", "sha256": "...", "encoding": "UTF-8",
 *            "record_separator": "\r\n", "list_separator": "|", "formula_prefix": "'"}
 * }
 * </pre>
 */
final class ExportManifest {

    static final String TOOL_NAME = "dq-explorer-sdk";
    static final String SUFFIX = ".manifest.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ExportManifest() {
    }

    static void write(OutputStream out, ClipQuery query, ClipPage firstPage, List<ClipColumn> columns,
                      long rows, String fileName, String sha256, Instant exportedAt) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode tool = root.putObject("tool");
        tool.put("name", TOOL_NAME);
        tool.put("version", DqClient.VERSION);
        root.put("exported_at", exportedAt.toString());
        root.put("dataset", query.dataset());

        ObjectNode filter = root.putObject("filter");
        filter.put("term", query.term());
        filter.put("vocabulary_requested", query.vocabulary());
        filter.put("frame_quality", query.frameQuality());
        filter.put("hand_activity", query.handActivity());

        root.putObject("measurement_tokens").put("vocabulary", firstPage.vocabulary());
        ArrayNode filteredTo = root.putArray("filtered_to");
        for (ClipPage.FilteredTo section : firstPage.filteredTo()) {
            filteredTo.addObject()
                    .put("term", section.term())
                    .put("section", section.section())
                    .put("clip_count", section.clipCount());
        }
        ArrayNode headers = root.putArray("columns");
        columns.forEach(column -> headers.add(column.header()));
        root.put("row_count", rows);
        root.put("total_reported", firstPage.total());

        ObjectNode file = root.putObject("file");
        file.put("name", fileName);
        file.put("sha256", sha256);
        file.put("encoding", "UTF-8");
        file.put("record_separator", ClipCsvExporter.RECORD_SEPARATOR);
        file.put("list_separator", CsvCells.LIST_SEPARATOR);
        file.put("formula_prefix", String.valueOf(FormulaGuard.PREFIX));

        JSON.writeValue(out, root);
    }
}
