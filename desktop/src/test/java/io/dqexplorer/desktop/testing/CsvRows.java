package io.dqexplorer.desktop.testing;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reads an exported CSV back with Commons CSV and compares it, row by row, with the service's rows. */
public final class CsvRows {

    private CsvRows() {
    }

    public static void assertEqualsServiceRows(DqClient client, ClipQuery filter, List<ClipColumn> columns, Path csv)
            throws IOException {
        ClipQuery withColumns = filter
                .withFrameQuality(columns.stream().anyMatch(ClipColumn::needsFrameQuality))
                .withHandActivity(columns.stream().anyMatch(ClipColumn::needsHandActivity));
        Iterator<ClipRow> expected = client.unversioned().walkClips(withColumns).rows().iterator();
        long rows = 0;
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
             CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader)) {
            assertEquals(columns.stream().map(ClipColumn::header).toList(), parser.getHeaderNames());
            for (CSVRecord record : parser) {
                assertTrue(expected.hasNext(), "the file has more rows than the service");
                ClipRow row = expected.next();
                for (ClipColumn column : columns) {
                    assertCell(column, row, record.get(column.header()));
                }
                rows++;
            }
        }
        assertFalse(expected.hasNext(), "the file ends after " + rows + " rows, before the service's rows");
        assertEquals(client.unversioned().clips(withColumns.withLimit(0)).total(), rows);
    }

    private static void assertCell(ClipColumn column, ClipRow row, String cell) {
        String where = row.clip() + " " + column.header();
        switch (column) {
            case CLIP -> assertEquals(row.clip(), cell, where);
            case EPISODE_INDEX -> assertEquals(
                    row.episodeIndex().isPresent() ? Long.toString(row.episodeIndex().getAsLong()) : "", cell, where);
            case ANALYZED_SECONDS -> assertEquals(row.analyzedSeconds(), Double.parseDouble(cell), where);
            case ENVIRONMENTS -> assertEquals(String.join("|", row.environments()), cell, where);
            case OBJECTS -> assertEquals(String.join("|", row.objects()), cell, where);
            case ACTIONS -> assertEquals(String.join("|", row.actions()), cell, where);
            case FRAMES -> assertEquals(row.frameQuality().orElseThrow().frames(), Long.parseLong(cell), where);
            case USABLE -> assertEquals(row.frameQuality().orElseThrow().usable(), Long.parseLong(cell), where);
            case DISTORTED -> assertEquals(row.frameQuality().orElseThrow().distorted(), Long.parseLong(cell), where);
            case JERKY -> assertEquals(row.frameQuality().orElseThrow().jerky(), Long.parseLong(cell), where);
            case MEASURED_SECONDS -> assertEquals(row.handActivity().orElseThrow().measuredSeconds(),
                    Double.parseDouble(cell), where);
            case HANDS_VISIBLE_SECONDS -> assertEquals(row.handActivity().orElseThrow().handsVisibleSeconds(),
                    Double.parseDouble(cell), where);
            case TWO_HANDS_VISIBLE_SECONDS -> assertEquals(row.handActivity().orElseThrow().twoHandsVisibleSeconds(),
                    Double.parseDouble(cell), where);
            case ACTIVE_MANIPULATION_SECONDS -> assertEquals(
                    row.handActivity().orElseThrow().activeManipulationSeconds(), Double.parseDouble(cell), where);
        }
    }
}
