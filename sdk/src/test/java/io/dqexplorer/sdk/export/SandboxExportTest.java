package io.dqexplorer.sdk.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Exports from the local service over loopback and checks the file against the API's own rows. */
class SandboxExportTest {

    private static Sandbox sandbox;
    private static DqClient client;

    @TempDir
    Path folder;

    @BeforeAll
    static void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        SandboxClient demo = sandbox.demoClient();
        client = DqClient.builder()
                .serviceUrl(sandbox.serviceUrl())
                .tokenUrl(sandbox.tokenUrl())
                .clientId(demo.clientId())
                .clientSecret(demo.clientSecret().toCharArray())
                .retryPolicy(RetryPolicy.none())
                .build();
    }

    @AfterAll
    static void stop() {
        client.close();
        sandbox.close();
    }

    @Test
    void everyColumnOfKitchenEgocentricEqualsTheApiRows() throws Exception {
        ClipQuery query = ClipQuery.of(SandboxDatasets.KITCHEN_EGOCENTRIC);
        List<ClipColumn> all = Arrays.asList(ClipColumn.values());

        ExportResult result = new ClipCsvExporter(client)
                .export(new ExportRequest(query, all, folder.resolve("kitchen.csv")), null, null);

        ClipQuery withBoth = query.withFrameQuality(true).withHandActivity(true);
        ClipPage first = client.unversioned().clips(withBoth.withLimit(1));
        assertEquals(first.total(), result.rows());
        assertTrue(result.rows() >= 2_500, "a multi-page dataset: " + result.rows());
        assertEquals(first.vocabulary(), result.vocabulary());
        long compared = compare(result.file(), client.unversioned().walkClips(withBoth).rows(), all);
        assertEquals(result.rows(), compared);

        JsonNode manifest = new ObjectMapper().readTree(result.manifest().toFile());
        assertEquals(result.rows(), manifest.get("row_count").asLong());
        assertEquals(first.total(), manifest.get("total_reported").asLong());
        assertEquals(first.vocabulary(), manifest.get("measurement_tokens").get("vocabulary").asText());
        assertTrue(manifest.get("filter").get("frame_quality").asBoolean());
        assertTrue(manifest.get("filter").get("hand_activity").asBoolean());
    }

    @Test
    void aTermFilteredExportHoldsTheFilteredRowsAndRecordsTheSections() throws Exception {
        ClipQuery unfiltered = ClipQuery.of(SandboxDatasets.KITCHEN_EGOCENTRIC);
        String term = client.unversioned().clips(unfiltered.withLimit(1)).clips().get(0).objects().get(0);
        ClipQuery query = unfiltered.withTerm(term);

        ExportResult result = new ClipCsvExporter(client).export(
                new ExportRequest(query, ClipColumn.defaults(), folder.resolve("term.csv")), null, null);

        ClipPage first = client.unversioned().clips(query.withLimit(1));
        assertEquals(first.total(), result.rows());
        assertFalse(first.filteredTo().isEmpty());
        assertEquals(result.rows(), compare(result.file(), client.unversioned().walkClips(query).rows(), ClipColumn.defaults()));
        JsonNode manifest = new ObjectMapper().readTree(result.manifest().toFile());
        assertEquals(term, manifest.get("filter").get("term").asText());
        assertEquals(first.filteredTo().size(), manifest.get("filtered_to").size());
        for (int i = 0; i < first.filteredTo().size(); i++) {
            JsonNode section = manifest.get("filtered_to").get(i);
            assertEquals(first.filteredTo().get(i).section(), section.get("section").asText());
            assertEquals(first.filteredTo().get(i).clipCount(), section.get("clip_count").asLong());
        }
    }

    /** Reads the file back and checks it, cell by cell and in order, against the rows. */
    private static long compare(Path file, Stream<ClipRow> rows, List<ClipColumn> columns) throws Exception {
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();
        long count = 0;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser parser = format.parse(reader);
             Stream<ClipRow> expected = rows) {
            assertEquals(columns.stream().map(ClipColumn::header).toList(), parser.getHeaderNames());
            Iterator<CSVRecord> records = parser.iterator();
            for (Iterator<ClipRow> it = expected.iterator(); it.hasNext(); count++) {
                ClipRow row = it.next();
                assertTrue(records.hasNext(), "the file ends before clip " + row.clip());
                CSVRecord record = records.next();
                for (ClipColumn column : columns) {
                    assertCell(row, column, record.get(column.header()));
                }
            }
            assertFalse(records.hasNext(), "the file has more rows than the API");
        }
        return count;
    }

    private static void assertCell(ClipRow row, ClipColumn column, String cell) {
        String where = row.clip() + " / " + column.header();
        switch (column) {
            case CLIP -> assertEquals(text(row.clip()), cell, where);
            case EPISODE_INDEX -> assertEquals(row.episodeIndex().isPresent()
                    ? String.valueOf(row.episodeIndex().getAsLong()) : "", cell, where);
            case ANALYZED_SECONDS -> assertEquals(row.analyzedSeconds(), Double.parseDouble(cell), where);
            case ENVIRONMENTS -> assertEquals(text(String.join("|", row.environments())), cell, where);
            case OBJECTS -> assertEquals(text(String.join("|", row.objects())), cell, where);
            case ACTIONS -> assertEquals(text(String.join("|", row.actions())), cell, where);
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
            default -> throw new AssertionError("unchecked column " + column);
        }
    }

    /** The text as the file must hold it: a formula-like start gets a leading quote. */
    private static String text(String value) {
        return !value.isEmpty() && "=+-@\t\r\0".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
    }
}
