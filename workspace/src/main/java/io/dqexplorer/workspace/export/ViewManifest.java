package io.dqexplorer.workspace.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.CsvCells;
import io.dqexplorer.sdk.export.FormulaGuard;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;

/**
 * The manifest written beside a view's export as {@code <file>.manifest.json}, so that the file can
 * be traced to the snapshot, filter and order it came from. Keys, in order:
 * <pre>
 * {
 *   "tool": {"name": "dq-explorer-workspace", "version": "0.1.0"},
 *   "exported_at": "2026-11-23T10:15:30.123Z",              ISO-8601, UTC
 *   "snapshot": {"dataset": "...", "fetched_at": "...", "vocabulary": "...", ...},   as the caller gave it
 *   "filter": {"text": "objects has \"knife\"", "structured": {...}},
 *   "sort": "distorted_share:desc",                         the sort's text form; "" = the service's order
 *   "columns": ["clip", "distorted_share", ...],
 *   "row_count": 2500,
 *   "file": {"name": "knives.parquet", "format": "parquet", "sha256": "..."}
 * }
 * </pre>
 * A CSV's {@code file} adds what its cells follow, as the SDK's export manifest does:
 * {@code encoding}, {@code record_separator}, {@code list_separator}, {@code formula_prefix}.
 */
final class ViewManifest {

    static final String TOOL_NAME = "dq-explorer-workspace";
    static final String SUFFIX = ".manifest.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ViewManifest() {
    }

    static void write(OutputStream out, ViewExportRequest request, long rows, String sha256, Instant exportedAt)
            throws IOException {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode tool = root.putObject("tool");
        tool.put("name", TOOL_NAME);
        tool.put("version", DqClient.VERSION);
        root.put("exported_at", exportedAt.toString());
        ObjectNode snapshot = root.putObject("snapshot");
        request.snapshot().forEach(snapshot::put);
        ObjectNode filter = root.putObject("filter");
        filter.put("text", request.filterText());
        filter.set("structured", request.filterJson().deepCopy());
        root.put("sort", request.view().sort().text());
        ArrayNode columns = root.putArray("columns");
        request.view().columns().forEach(column -> columns.add(column.sqlName()));
        root.put("row_count", rows);

        ObjectNode file = root.putObject("file");
        file.put("name", request.target().getFileName().toString());
        file.put("format", request.format().formatName());
        file.put("sha256", sha256);
        if (request.format() == ExportFormat.CSV) {
            file.put("encoding", "UTF-8");
            file.put("record_separator", "\r\n");
            file.put("list_separator", CsvCells.LIST_SEPARATOR);
            file.put("formula_prefix", String.valueOf(FormulaGuard.PREFIX));
        }
        JSON.writeValue(out, root);
    }
}
