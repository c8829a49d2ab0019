package io.dqexplorer.workspace.export;

import io.dqexplorer.sdk.export.CsvCells;
import io.dqexplorer.sdk.export.CsvRows;
import io.dqexplorer.sdk.export.ExportCancel;
import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.export.ExportProgress;
import io.dqexplorer.sdk.export.PartFile;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.ViewSelect;
import io.dqexplorer.workspace.table.Column;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Exports the rows of a view (condition, sort, columns) of the snapshot, in the view's order, to CSV
 * or Parquet, with a manifest beside the file ({@link ViewManifest}).
 *
 * <ul>
 *   <li>CSV: the SDK's writer and cell rules, so the file reads as the SDK's clip export does
 *       (RFC 4180, UTF-8, CRLF, a header of column names, formulas neutralised, numbers plain, term
 *       lists joined by {@code |}, a missing value an empty cell). Rows are streamed from the result
 *       set as DuckDB hands them over, never collected.</li>
 *   <li>Parquet: DuckDB's {@code COPY (SELECT …) TO … (FORMAT parquet)}, the view's values bound as
 *       in every query; columns keep their types (term lists as lists of text, counts as integers,
 *       seconds and ratios as doubles, missing values as nulls); DuckDB binds prepared values inside
 *       COPY's query as in any other. The user's path never enters SQL
 *       text: DuckDB writes to a file of a generated name in the scratch folder, which is then
 *       copied into place.</li>
 * </ul>
 *
 * <p>Atomic, as the SDK's export: the file and its manifest are written under hidden part names
 * beside the target and moved into place only when complete ({@link PartFile}); on failure or cancel
 * nothing is left under the target's name, and a file already there is kept. Cancel (the supplier
 * answering true, or the thread interrupted) is checked before each CSV row, and before and after
 * DuckDB writes a Parquet file (a million rows take it well under a second).
 *
 * <p>Failures: a file-system or query failure as the SDK's {@link ExportException} naming the
 * target; a cancel as {@link CancellationException}. Runs on the caller's thread over its connection.
 */
public final class ViewExport {

    private static final int BUFFER_BYTES = 64 * 1024;
    private static final int PROGRESS_EVERY = 10_000;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Connection connection;
    private final Path scratch;
    private final Clock clock;

    /**
     * @param scratch a folder of the app's own (the snapshot cache's temp folder) where DuckDB writes
     *                a Parquet file before it is copied into place
     */
    public ViewExport(Connection connection, Path scratch) {
        this(connection, scratch, Clock.systemUTC());
    }

    /** For tests: a fixed clock for the manifest's {@code exported_at}. */
    ViewExport(Connection connection, Path scratch, Clock clock) {
        this.connection = Objects.requireNonNull(connection, "connection");
        this.scratch = Objects.requireNonNull(scratch, "scratch");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Writes the view's rows and the manifest.
     *
     * @param progress  told every 10,000 CSV rows and at the end: rows written, rows of the view (may be null)
     * @param cancelled answers true to stop (may be null)
     * @throws CancellationException when cancelled or interrupted; no file is left
     * @throws ExportException       when the rows cannot be read or the file cannot be written; no file is left
     */
    public ViewExportResult export(ViewExportRequest request, ExportProgress progress, BooleanSupplier cancelled) {
        ExportProgress report = progress == null ? ExportProgress.NONE : progress;
        Path target = request.target().toAbsolutePath().normalize();
        Path manifestTarget = target.resolveSibling(target.getFileName() + ViewManifest.SUFFIX);
        ExportCancel cancel = new ExportCancel(target, cancelled);
        PartFile.checkFolder(target);
        PartFile filePart = null;
        PartFile manifestPart = null;
        try {
            cancel.check();
            long total = new ClipQueries(connection).count(request.view().condition());
            report.progress(0, total);
            filePart = PartFile.forExport(target);
            MessageDigest sha256 = sha256();
            long rows;
            try (OutputStream out = new DigestOutputStream(filePart.stream(), sha256)) {
                rows = request.format() == ExportFormat.CSV
                        ? writeCsv(request.view(), out, total, report, cancel)
                        : writeParquet(request.view(), out, cancel);
            }
            String digest = HexFormat.of().formatHex(sha256.digest());
            manifestPart = PartFile.forExport(manifestTarget);
            try (OutputStream out = manifestPart.stream()) {
                ViewManifest.write(out, request, rows, digest, clock.instant().truncatedTo(ChronoUnit.MILLIS));
            }
            cancel.check();
            PartFile.commitWithManifest(filePart, manifestPart);
            report.progress(rows, total);
            return new ViewExportResult(target, manifestTarget, rows, digest);
        } catch (IOException | UncheckedIOException e) {
            if (cancel.requested()) {
                throw cancel.exception(e);
            }
            throw new ExportException("Could not write the export " + target + ": " + ExportException.describe(e), target, e);
        } catch (SQLException e) {
            if (cancel.requested()) {
                throw cancel.exception(e);
            }
            // DuckDB's message may quote a value of the rows (service text): DqException's message escapes it
            throw new ExportException("Could not read the rows to export to " + target + ": " + ExportException.describe(e), target, e);
        } finally {
            PartFile.discard(manifestPart);
            PartFile.discard(filePart);
        }
    }

    private long writeCsv(ViewSelect view, OutputStream out, long total, ExportProgress report, ExportCancel cancel)
            throws IOException, SQLException {
        Column[] chosen = view.columns().toArray(Column[]::new);
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        try (CsvRows csv = new CsvRows(header, BUFFER_BYTES)) {
            for (Column column : chosen) {
                csv.cell(column.sqlName());
            }
            csv.endRecord();
        }
        out.write(header.toByteArray());
        long rows = 0;
        try (PreparedStatement statement = connection.prepareStatement(view.csvSql());
             CsvBatches records = new CsvBatches(chosen, out)) {
            view.bind(statement, 1);
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    cancel.check();
                    records.add(result);
                    if (++rows % PROGRESS_EVERY == 0) {
                        report.progress(rows, total);
                    }
                }
            }
            records.finish();
        }
        return rows;
    }

    /**
     * A value's CSV text by the SDK's cell rules (formula guard, plain numbers, terms joined by
     * {@code |}); empty when missing. Public so that a copy of the clip table's rows says what the file does.
     */
    public static String csvCell(Object value, Column column) {
        if (value == null) {
            return "";
        }
        return switch (column.kind()) {
            case TEXT -> CsvCells.text((String) value);
            case TERMS -> {
                @SuppressWarnings("unchecked")
                List<String> terms = (List<String>) value;
                yield CsvCells.terms(terms);
            }
            case COUNT -> Long.toString((Long) value);
            case SECONDS, RATIO -> CsvCells.number((Double) value);
        };
    }

    /** DuckDB writes the Parquet file under a generated name in the scratch folder; it is then copied into {@code out}. */
    private long writeParquet(ViewSelect view, OutputStream out, ExportCancel cancel) throws IOException, SQLException {
        Files.createDirectories(scratch);
        byte[] random = new byte[8];
        RANDOM.nextBytes(random);
        Path file = scratch.toAbsolutePath().resolve("export-" + HexFormat.of().formatHex(random) + ".parquet");
        try {
            long rows;
            // the scratch path is the app's own; its quotes are doubled as a SQL string literal's must be
            String sql = "COPY (" + view.sql() + ") TO '" + file.toString().replace("'", "''") + "' (FORMAT parquet)";
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                view.bind(statement, 1);
                rows = statement.executeLargeUpdate();
            }
            cancel.check();
            try (InputStream in = Files.newInputStream(file)) {
                byte[] buffer = new byte[BUFFER_BYTES];
                for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                    out.write(buffer, 0, read);
                }
            }
            return rows;
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
