package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Streams every clip of a query into a CSV file, page by page as the walk delivers them (never
 * collecting rows: memory stays flat however large the subset), and writes a manifest beside it.
 * The walk reads one page ahead ({@link ClipWalk#readingAhead}): the next page is fetched and
 * read on a thread of its own while this one is written, at most one page waiting; however the
 * export ends, its request in flight is cancelled and that thread has ended before it returns.
 *
 * <p>The file: RFC 4180, quoted as Apache Commons CSV quotes it (see {@link CsvRows}), UTF-8 without
 * a byte-order mark, records ended by CRLF ({@code \r\n}, the RFC's separator, also inside the
 * header), a header row of the chosen columns' names. Cells follow {@link CsvCells}: text that a
 * spreadsheet would run as a formula is prefixed with {@code '}; numbers are plain numbers; a
 * missing value is an empty cell; term lists are joined with {@code |}.
 *
 * <p>The query's {@code frame_quality} and {@code hand_activity} flags are set to exactly what the
 * chosen columns need (the flags add columns and never change which rows are selected, so an
 * unneeded flag only costs the service a read per clip). Its offset and limit are ignored: the
 * whole subset is exported, walking pages of {@value ClipQuery#MAX_LIMIT}.
 *
 * <p>Atomic: rows go to a hidden {@code .<name>.<random>.part} file in the target's folder, which
 * is synced and moved over the target only once every row is written and the count equals the
 * service's total; the manifest ({@code <name>.manifest.json}) is written the same way and moved
 * right after. On failure or cancel every part file is deleted and nothing is left under the
 * target name; a file already there survives any failure: it stays untouched until a complete new
 * one replaces it, and is put back from a hidden backup if the manifest then cannot follow.
 *
 * <p>Failures: the service's errors as the client's {@link DqException} subclasses (a service too
 * slow to answer within the client's call deadline, on every attempt, as a
 * {@link io.dqexplorer.sdk.error.TransportException} saying it timed out); a walk that ends short
 * of the reported total as {@link ProtocolException} carrying the last page's request id, and the
 * walk's own failures (a walk that runs past the total, changes measurement mid-way, or whose pages
 * overlap or repeat a clip, see {@link ClipWalk}); file-system trouble as
 * {@link ExportException}; a cancel (the supplier answering true, checked before every page and
 * row, or the thread being interrupted) as {@link CancellationException}. Instances are stateless and thread-safe.
 */
public final class ClipCsvExporter {

    static final String RECORD_SEPARATOR = "\r\n";

    private static final int BUFFER_BYTES = 64 * 1024;

    private final DqClient client;
    private final Clock clock;

    public ClipCsvExporter(DqClient client) {
        this(client, Clock.systemUTC());
    }

    /** For tests: a fixed clock for the manifest's {@code exported_at}. */
    ClipCsvExporter(DqClient client, Clock clock) {
        this.client = Objects.requireNonNull(client, "client");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Exports every clip of {@code request.query()}.
     *
     * @param progress  told after each page (may be null)
     * @param cancelled answers true to stop (may be null); checked before each page and each row
     * @return the file, its manifest, the row count and the vocabulary token the rows came from
     * @throws CancellationException when cancelled or interrupted; no file is left
     * @throws DqException           the service's failure, a walk that does not add up
     *                               ({@link ProtocolException}) or a file-system failure
     *                               ({@link ExportException}); no file is left
     */
    public ExportResult export(ExportRequest request, ExportProgress progress, BooleanSupplier cancelled) {
        Objects.requireNonNull(request, "request");
        ExportProgress report = progress == null ? ExportProgress.NONE : progress;
        ExportCancel cancel = new ExportCancel(request.target(), cancelled);
        Path target = request.target().toAbsolutePath().normalize();
        Path manifest = target.resolveSibling(target.getFileName() + ExportManifest.SUFFIX);
        PartFile.checkFolder(target);
        ClipQuery query = effectiveQuery(request);

        PartFile csvPart = null;
        PartFile manifestPart = null;
        try {
            cancel.check();
            csvPart = PartFile.forExport(target);
            Written written = writeRows(csvPart.stream(), query, request.columns(), report, cancel);
            manifestPart = PartFile.forExport(manifest);
            ExportManifest.write(manifestPart.stream(), query, written.firstPage(), request.columns(),
                    written.rows(), target.getFileName().toString(), written.sha256(),
                    clock.instant().truncatedTo(ChronoUnit.MILLIS));
            cancel.check();
            PartFile.commitWithManifest(csvPart, manifestPart);
            return new ExportResult(target, manifest, written.rows(), written.firstPage().vocabulary());
        } catch (IOException | UncheckedIOException e) {
            if (cancel.requested()) {
                throw cancel.exception(e);
            }
            throw new ExportException("Could not write the export " + target + ": " + ExportException.describe(e), target, e);
        } catch (DqException e) {
            if (cancel.requested() && !(e instanceof ExportException)) {
                throw cancel.exception(e);
            }
            throw e;
        } finally {
            PartFile.discard(manifestPart);
            PartFile.discard(csvPart);
        }
    }

    /**
     * Writes rows already at hand (a selection of the clip table) to {@code target} in the chosen
     * columns, with the same file format and cell rules as {@link #export}, atomically: a hidden part
     * file moved over the target once complete. No manifest: the rows are not a query's whole subset.
     *
     * @return the file written
     * @throws ExportException when the file cannot be written; no part file is left
     */
    public Path exportRows(List<ClipRow> rows, List<ClipColumn> columns, Path target) {
        Objects.requireNonNull(rows, "rows");
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("columns must name at least one column");
        }
        Path file = target.toAbsolutePath().normalize();
        PartFile.checkFolder(file);
        PartFile part = PartFile.forExport(file);
        try {
            CsvRows printer = printer(part.stream(), columns);
            ClipColumn[] chosen = columns.toArray(ClipColumn[]::new);
            for (ClipRow row : rows) {
                print(printer, chosen, row);
            }
            printer.close();
            part.commit();
            return file;
        } catch (IOException | UncheckedIOException e) {
            throw new ExportException("Could not write the export " + file + ": " + ExportException.describe(e), file, e);
        } finally {
            part.discard();
        }
    }

    static ClipQuery effectiveQuery(ExportRequest request) {
        boolean frameQuality = request.columns().stream().anyMatch(ClipColumn::needsFrameQuality);
        boolean handActivity = request.columns().stream().anyMatch(ClipColumn::needsHandActivity);
        return request.query()
                .withFrameQuality(frameQuality)
                .withHandActivity(handActivity)
                .withOffset(0)
                .withLimit(ClipQuery.MAX_LIMIT);
    }

    private Written writeRows(OutputStream part, ClipQuery query, List<ClipColumn> columns,
                              ExportProgress report, ExportCancel cancel) throws IOException {
        MessageDigest sha256 = sha256();
        ClipColumn[] chosen = columns.toArray(ClipColumn[]::new);
        CsvRows printer = printer(new DigestOutputStream(part, sha256), columns);

        // The next page is fetched and read while this one is written; closing stops that at once.
        try (ClipWalk.Pages pages = client.unversioned().walkClips(query).readingAhead()) {
            return writePages(pages, printer, chosen, sha256, query, report, cancel);
        }
    }

    /** Writes every page the walk delivers. The walk checks each page (see {@link ClipWalk}); this checks that the rows reach the total. */
    private static Written writePages(ClipWalk.Pages pages, CsvRows printer, ClipColumn[] chosen, MessageDigest sha256,
                                      ClipQuery query, ExportProgress report, ExportCancel cancel) throws IOException {
        ClipPage first = null;
        ClipPage last = null;
        long rows = 0;
        while (true) {
            cancel.check();
            // the walk ends by itself at the total: waiting for the read-ahead to say so would only add a hand-over
            if (first != null && rows == first.total() || !pages.hasNext()) {
                break;
            }
            last = pages.next();
            if (first == null) {
                first = last;
            }
            for (ClipRow row : last.clips()) {
                cancel.check();
                print(printer, chosen, row);
                rows++;
            }
            report.progress(rows, first.total());
        }
        if (first == null) {
            throw new ProtocolException(0, ClipWalk.CODE_ROW_COUNT,
                    "The clip walk of dataset " + query.dataset() + " returned no page", null, null);
        }
        if (rows != first.total()) {
            throw new ProtocolException(0, ClipWalk.CODE_ROW_COUNT, "The clips of dataset " + query.dataset()
                    + " ended after " + rows + " of the " + first.total() + " rows the service reported",
                    last.requestId(), null);
        }
        printer.close();
        return new Written(first, rows, HexFormat.of().formatHex(sha256.digest()));
    }

    /** The file's writer, the header record written. It fills buffers of its own: the stream needs none. */
    private static CsvRows printer(OutputStream out, List<ClipColumn> columns) throws IOException {
        CsvRows printer = new CsvRows(out, BUFFER_BYTES);
        for (ClipColumn column : columns) {
            printer.cell(column.header());
        }
        printer.endRecord();
        return printer;
    }

    private static void print(CsvRows printer, ClipColumn[] columns, ClipRow row) throws IOException {
        for (ClipColumn column : columns) {
            printer.cell(column.cell(row).csv());
        }
        printer.endRecord();
    }





    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private record Written(ClipPage firstPage, long rows, String sha256) {
    }
}
