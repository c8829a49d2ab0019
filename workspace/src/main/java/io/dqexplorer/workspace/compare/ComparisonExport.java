package io.dqexplorer.workspace.compare;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.CsvCells;
import io.dqexplorer.sdk.export.CsvRows;
import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.export.FormulaGuard;
import io.dqexplorer.sdk.export.PartFile;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.query.Summary;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Writes a comparison's difference table as CSV, by the SDK's writer and cell rules (RFC 4180, UTF-8,
 * CRLF, a header of the column names, text a spreadsheet would run as a formula neutralised, numbers plain,
 * a missing value an empty cell), and beside it {@code <file>.manifest.json} naming both sides:
 * <pre>
 * {
 *   "tool": {"name": "dq-explorer-workspace", "version": "0.1.0"},
 *   "exported_at": "2026-11-23T10:15:30.123Z",
 *   "service": "https://dq.example.com", "organization": "org-northwind",
 *   "comparison": "video",
 *   "left":  {"dataset": "...", "family": "video_characteristics", "token": "...", "source": "stored copy", "time": "..."},
 *   "right": {... "source": "latest" ...},
 *   "columns": ["part", ...], "row_count": 61,
 *   "file": {"name": "...", "format": "csv", "sha256": "...", "encoding": "UTF-8", ...}
 * }
 * </pre>
 * A side's {@code source} is latest, pinned or stored copy; its {@code time} when it was read, or for a
 * stored copy when its token was first seen here. Atomic as every export: both files are written under
 * hidden part names and moved into place together ({@link PartFile}); on failure nothing is left under the
 * target's name and a file already there is kept.
 */
public final class ComparisonExport {

    public static final String MANIFEST_SUFFIX = ".manifest.json";

    private static final String TOOL_NAME = "dq-explorer-workspace";
    private static final int BUFFER_BYTES = 16 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Clock clock;

    public ComparisonExport(Clock clock) {
        this.clock = clock;
    }

    /** What was written. */
    public record Result(Path file, Path manifest, long rows, String sha256) {
    }

    /**
     * Writes the table and the manifest.
     *
     * @param whose the service and organization both sides belong to
     * @throws ExportException naming the target when the folder is missing or a file cannot be written
     */
    public Result write(Comparison comparison, HistoryKey whose, Path target) {
        return write(comparison.table(), target, (file, digest) -> {
            ObjectNode root = header(comparison.family().word(), whose);
            side(root.putObject("left"), comparison.left());
            side(root.putObject("right"), comparison.right());
            return footer(root, comparison.table(), file, digest);
        });
    }

    /**
     * Writes a clips comparison and its manifest, whose sides name each snapshot (dataset, vocabulary
     * token, current or earlier snapshot, when fetched) with its clips and analyzed seconds.
     *
     * @throws ExportException as {@link #write(Comparison, HistoryKey, Path)}
     */
    public Result write(ClipComparison.Result clips, SnapshotSide left, SnapshotSide right, HistoryKey whose,
                        Path target) {
        return write(clips.table(), target, (file, digest) -> {
            ObjectNode root = header(ClipComparison.FAMILY, whose);
            side(root.putObject("left"), left, clips.left());
            side(root.putObject("right"), right, clips.right());
            return footer(root, clips.table(), file, digest);
        });
    }

    private Result write(DifferenceTable table, Path target, BiFunction<Path, String, ObjectNode> manifestOf) {
        Path file = target.toAbsolutePath().normalize();
        Path manifest = file.resolveSibling(file.getFileName() + MANIFEST_SUFFIX);
        PartFile.checkFolder(file);
        PartFile filePart = null;
        PartFile manifestPart = null;
        try {
            filePart = PartFile.forExport(file);
            MessageDigest sha256 = sha256();
            try (OutputStream out = new DigestOutputStream(filePart.stream(), sha256)) {
                writeCsv(table, out);
            }
            String digest = HexFormat.of().formatHex(sha256.digest());
            manifestPart = PartFile.forExport(manifest);
            try (OutputStream out = manifestPart.stream()) {
                JSON.writeValue(out, manifestOf.apply(file, digest));
            }
            PartFile.commitWithManifest(filePart, manifestPart);
            return new Result(file, manifest, table.size(), digest);
        } catch (IOException e) {
            throw new ExportException("Could not write the comparison " + file + ": " + ExportException.describe(e), file, e);
        } finally {
            PartFile.discard(manifestPart);
            PartFile.discard(filePart);
        }
    }

    private static void writeCsv(DifferenceTable table, OutputStream out) throws IOException {
        CsvRows csv = new CsvRows(out, BUFFER_BYTES);
        for (String column : table.columns()) {
            csv.cell(column);
        }
        csv.endRecord();
        for (List<Object> row : table.rows()) {
            for (Object value : row) {
                csv.cell(CsvCells.of(value));
            }
            csv.endRecord();
        }
        csv.close();
    }

    private ObjectNode header(String comparison, HistoryKey whose) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode tool = root.putObject("tool");
        tool.put("name", TOOL_NAME);
        tool.put("version", DqClient.VERSION);
        root.put("exported_at", clock.instant().truncatedTo(ChronoUnit.MILLIS).toString());
        root.put("service", whose.serviceUrl());
        root.put("organization", whose.organization());
        root.put("comparison", comparison);
        return root;
    }

    private static ObjectNode footer(ObjectNode root, DifferenceTable table, Path file, String sha256) {
        ArrayNode columns = root.putArray("columns");
        table.columns().forEach(columns::add);
        root.put("row_count", table.size());
        ObjectNode written = root.putObject("file");
        written.put("name", file.getFileName().toString());
        written.put("format", "csv");
        written.put("sha256", sha256);
        written.put("encoding", "UTF-8");
        written.put("record_separator", "\r\n");
        written.put("formula_prefix", String.valueOf(FormulaGuard.PREFIX));
        return root;
    }

    private static void side(ObjectNode node, ComparisonSide side) {
        node.put("dataset", side.dataset());
        node.put("family", side.family().measurement().name());
        node.put("token", side.token());
        node.put("source", side.source().word());
        node.put("time", side.time().truncatedTo(ChronoUnit.MILLIS).toString());
    }

    private static void side(ObjectNode node, SnapshotSide side, Summary summary) {
        node.put("dataset", side.dataset());
        // a snapshot's clip pages are read at one vocabulary token, which names it
        node.put("family", MeasurementFamily.VOCABULARY.name());
        node.put("token", side.token());
        node.put("source", side.source());
        node.put("time", side.fetched().truncatedTo(ChronoUnit.MILLIS).toString());
        node.put("clips", summary.clips());
        node.put("analyzed_seconds", summary.analyzedSeconds());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
