package io.dqexplorer.sdk.export;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Our CSV writer against the library that wrote the export before it: the same records give the
 * same bytes, quoting and encoding included.
 */
class CsvRowsTest {

    /** As the exporter configured Commons CSV before. */
    private static byte[] library(List<List<String>> records) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (CSVPrinter printer = new CSVPrinter(new OutputStreamWriter(bytes, StandardCharsets.UTF_8),
                CSVFormat.RFC4180.builder().setRecordSeparator(ClipCsvExporter.RECORD_SEPARATOR).get())) {
            for (List<String> record : records) {
                printer.printRecord(record);
            }
        }
        return bytes.toByteArray();
    }

    private static byte[] ours(List<List<String>> records, int bufferBytes) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (CsvRows rows = new CsvRows(bytes, bufferBytes)) {
            for (List<String> record : records) {
                for (String cell : record) {
                    rows.cell(cell);
                }
                rows.endRecord();
            }
        }
        return bytes.toByteArray();
    }

    @Test
    void cellsThatNeedQuotesAreQuotedAsTheLibraryQuotesThem() throws IOException {
        List<List<String>> records = List.of(
                List.of("clip", "episode_index", "analyzed_seconds"),
                List.of("", "", ""),
                List.of("a,b", "say \"hi\"", "line\nbreak", "cr\rhere", "\"", ","),
                List.of("#tag", "!bang", " lead", "trail ", "tab\t", "\tlead", "'=1+2", "-1", "0.0000001"),
                List.of("k\u00fcche", "\u00e9,\"x\"", "\u65e5\u672c", "emoji \ud83d\ude00", "lone \ud83d", "\ud800x"),
                List.of("$", "#", "\"", "a|b|c", "x\r\n", "\u00a0"),
                List.of(""),
                List.of("only"));
        String expected = new String(library(records), StandardCharsets.UTF_8);
        assertEquals(expected, new String(ours(records, 64 * 1024), StandardCharsets.UTF_8));
        assertArrayEquals(library(records), ours(records, 64 * 1024));
        assertArrayEquals(library(records), ours(records, 1), "the same across buffer boundaries");
    }

    @Test
    void anyTextIsWrittenAsTheLibraryWritesIt() throws IOException {
        String alphabet = "ab ,\"\r\n\t#!$'=-+|\u00e9\u65e5\ud83d\ude00\ud800\u0000\u007f\u0080";
        SplittableRandom random = new SplittableRandom(4180);
        List<List<String>> records = new ArrayList<>();
        for (int r = 0; r < 3000; r++) {
            List<String> record = new ArrayList<>();
            for (int c = random.nextInt(1, 6); c > 0; c--) {
                StringBuilder cell = new StringBuilder();
                for (int n = random.nextInt(0, 7); n > 0; n--) {
                    cell.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                record.add(cell.toString());
            }
            records.add(record);
        }
        assertArrayEquals(library(records), ours(records, 256));
    }
}
