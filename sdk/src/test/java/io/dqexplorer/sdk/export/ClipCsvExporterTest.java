package io.dqexplorer.sdk.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import okhttp3.HttpUrl;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The exporter against clip pages served over real HTTP by MockWebServer. */
class ClipCsvExporterTest {

    private static final Instant NOW = Instant.parse("2026-11-21T10:15:30.123Z");
    private static final String DATASET = "kitchen-egocentric";

    @TempDir
    Path folder;

    private MockWebServer server;
    private DqClient client;

    @AfterEach
    void stop() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private ClipCsvExporter exporter(FakeClipService service) throws Exception {
        server = service.start();
        client = FakeClipService.client(server);
        return new ClipCsvExporter(client, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private ExportRequest request(List<ClipColumn> columns) {
        return new ExportRequest(ClipQuery.of(DATASET), columns, folder.resolve("clips.csv"));
    }

    // ---- cells -----------------------------------------------------------------------------

    @Test
    void textCellsThatLookLikeFormulasGetALeadingQuoteWhileNegativeNumbersStayNumbers() throws Exception {
        List<String> dangerous = List.of("=SUM(A1)", "+1", "-x", "@cmd", "\tTab", "\rCR", "\0nul");
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < dangerous.size(); i++) {
            rows.add(FakeClipService.row(dangerous.get(i), (long) -(i + 1), -2.5 - i,
                    List.of("=HYPERLINK(\"http://x\")", "kitchen"), List.of("-knife"), List.of("@pick")));
        }
        rows.add(FakeClipService.row("plain 'quoted", 7L, 0.0, List.of("kitchen"), List.of(), List.of("pour")));
        ClipCsvExporter exporter = exporter(FakeClipService.of(rows));

        ExportResult result = exporter.export(request(ClipColumn.defaults()), null, null);

        List<CSVRecord> records = read(result.file());
        assertEquals(8, records.size());
        for (int i = 0; i < dangerous.size(); i++) {
            CSVRecord record = records.get(i);
            assertEquals("'" + dangerous.get(i), record.get("clip"), "row " + i);
            assertEquals(String.valueOf(-(i + 1)), record.get("episode_index"));
            assertEquals(String.valueOf(-2.5 - i), record.get("analyzed_seconds"));
            assertEquals("'=HYPERLINK(\"http://x\")|kitchen", record.get("environments"));
            assertEquals("'-knife", record.get("objects"));
            assertEquals("'@pick", record.get("actions"));
        }
        CSVRecord plain = records.get(7);
        assertEquals("plain 'quoted", plain.get("clip"));
        assertEquals("0", plain.get("analyzed_seconds"));
        assertEquals("", plain.get("objects"));

        String raw = Files.readString(result.file());
        assertTrue(raw.contains("'=SUM(A1),-1,-2.5,"), raw);
        assertTrue(raw.contains("'-x,-3,-4.5,"), raw);
        assertFalse(raw.contains("'-1"), "a negative number is never prefixed");
    }

    @Test
    void theCsvLibraryQuotesCommasQuotesAndLineBreaks() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.of(List.of(
                FakeClipService.row("a,b", 1L, 1.5, List.of("say \"hi\""), List.of("line1\nline2"),
                        List.of("cr\r\nlf")))));

        ExportResult result = exporter.export(request(ClipColumn.defaults()), null, null);

        String raw = Files.readString(result.file());
        assertEquals("clip,episode_index,analyzed_seconds,environments,objects,actions\r\n"
                + "\"a,b\",1,1.5,\"say \"\"hi\"\"\",\"line1\nline2\",\"cr\r\nlf\"\r\n", raw);
        CSVRecord record = read(result.file()).get(0);
        assertEquals("a,b", record.get("clip"));
        assertEquals("say \"hi\"", record.get("environments"));
        assertEquals("line1\nline2", record.get("objects"));
        assertEquals("cr\r\nlf", record.get("actions"));
    }

    @Test
    void secondsAreWrittenWithoutFloatNoiseAndAMissingEpisodeIndexIsAnEmptyCell() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.of(List.of(
                FakeClipService.row("whole", 3L, 12.0, List.of(), List.of(), List.of()),
                FakeClipService.row("tiny", null, 1.0E-7, List.of(), List.of(), List.of()),
                FakeClipService.row("huge", 4L, 1.0E10, List.of(), List.of(), List.of()),
                FakeClipService.row("tenth", 5L, 0.1, List.of(), List.of(), List.of()))));

        ExportResult result = exporter.export(request(
                List.of(ClipColumn.CLIP, ClipColumn.EPISODE_INDEX, ClipColumn.ANALYZED_SECONDS)), null, null);

        assertEquals("clip,episode_index,analyzed_seconds\r\n"
                + "whole,3,12\r\n"
                + "tiny,,0.0000001\r\n"
                + "huge,4,10000000000\r\n"
                + "tenth,5,0.1\r\n", Files.readString(result.file()));
    }

    @Test
    void theFileIsUtf8WithoutAByteOrderMark() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.of(List.of(
                FakeClipService.row("café-厨房", 1L, 2, List.of("küche"), List.of(), List.of()))));

        ExportResult result = exporter.export(request(List.of(ClipColumn.CLIP, ClipColumn.ENVIRONMENTS)),
                null, null);

        byte[] bytes = Files.readAllBytes(result.file());
        assertEquals('c', bytes[0]);
        assertEquals("clip,environments\r\ncafé-厨房,küche\r\n", new String(bytes, StandardCharsets.UTF_8));
    }

    // ---- columns and flags -------------------------------------------------------------------

    @Test
    void onlyTheChosenColumnsAreWrittenInTheChosenOrderAndNoFlagIsSentWhenNoneIsNeeded() throws Exception {
        FakeClipService service = FakeClipService.generated(3);
        ClipCsvExporter exporter = exporter(service);
        ClipQuery askingForBoth = ClipQuery.of(DATASET).withFrameQuality(true).withHandActivity(true);

        ExportResult result = exporter.export(new ExportRequest(askingForBoth,
                List.of(ClipColumn.ANALYZED_SECONDS, ClipColumn.CLIP), folder.resolve("clips.csv")), null, null);

        assertEquals("analyzed_seconds,clip\r\n10,clip-000000\r\n10.25,clip-000001\r\n10.5,clip-000002\r\n",
                Files.readString(result.file()));
        HttpUrl sent = service.clipRequests().get(0);
        assertFalse("true".equals(sent.queryParameter("frame_quality")));
        assertFalse("true".equals(sent.queryParameter("hand_activity")));
    }

    @Test
    void aFrameQualityColumnSwitchesOnTheFrameQualityFlag() throws Exception {
        FakeClipService service = FakeClipService.generated(2);
        ClipCsvExporter exporter = exporter(service);

        ExportResult result = exporter.export(request(List.of(ClipColumn.CLIP, ClipColumn.FRAMES,
                ClipColumn.USABLE, ClipColumn.DISTORTED, ClipColumn.JERKY)), null, null);

        HttpUrl sent = service.clipRequests().get(0);
        assertEquals("true", sent.queryParameter("frame_quality"));
        assertFalse("true".equals(sent.queryParameter("hand_activity")));
        assertEquals("clip,frames,usable,distorted,jerky\r\nclip-000000,300,290,0,0\r\nclip-000001,301,290,1,1\r\n",
                Files.readString(result.file()));
        JsonNode filter = manifest(result).get("filter");
        assertTrue(filter.get("frame_quality").asBoolean());
        assertFalse(filter.get("hand_activity").asBoolean());
    }

    @Test
    void aHandActivityColumnSwitchesOnTheHandActivityFlag() throws Exception {
        FakeClipService service = FakeClipService.generated(1);
        ClipCsvExporter exporter = exporter(service);

        ExportResult result = exporter.export(request(List.of(ClipColumn.CLIP, ClipColumn.MEASURED_SECONDS,
                ClipColumn.HANDS_VISIBLE_SECONDS, ClipColumn.TWO_HANDS_VISIBLE_SECONDS,
                ClipColumn.ACTIVE_MANIPULATION_SECONDS)), null, null);

        HttpUrl sent = service.clipRequests().get(0);
        assertEquals("true", sent.queryParameter("hand_activity"));
        assertFalse("true".equals(sent.queryParameter("frame_quality")));
        assertEquals("clip,measured_seconds,hands_visible_seconds,two_hands_visible_seconds,"
                + "active_manipulation_seconds\r\nclip-000000,10.5,8.25,4,3.75\r\n", Files.readString(result.file()));
    }

    // ---- the whole walk and the manifest -----------------------------------------------------------

    @Test
    void everyPageOfAMultiPageWalkIsWrittenAndTheManifestRecordsCountAndToken() throws Exception {
        FakeClipService service = FakeClipService.generated(2_500);
        ClipCsvExporter exporter = exporter(service);
        List<long[]> progress = new ArrayList<>();

        ExportResult result = exporter.export(request(ClipColumn.defaults()),
                (done, total) -> progress.add(new long[] {done, total}), () -> false);

        assertEquals(2_500, result.rows());
        assertEquals(FakeClipService.VOCABULARY, result.vocabulary());
        assertEquals(folder.resolve("clips.csv").toAbsolutePath(), result.file());
        List<CSVRecord> records = read(result.file());
        assertEquals(2_500, records.size());
        for (int i = 0; i < records.size(); i++) {
            assertEquals(String.format("clip-%06d", i), records.get(i).get("clip"));
            assertEquals(String.valueOf(i), records.get(i).get("episode_index"));
        }
        assertEquals(List.of("1000/2500", "2000/2500", "2500/2500"),
                progress.stream().map(p -> p[0] + "/" + p[1]).toList());
        assertEquals(3, service.clipRequests().size());

        JsonNode manifest = manifest(result);
        assertEquals(2_500, manifest.get("row_count").asLong());
        assertEquals(2_500, manifest.get("total_reported").asLong());
        assertEquals(FakeClipService.VOCABULARY, manifest.get("measurement_tokens").get("vocabulary").asText());
        assertEquals(DATASET, manifest.get("dataset").asText());
        assertEquals("2026-11-21T10:15:30.123Z", manifest.get("exported_at").asText());
        assertEquals("dq-explorer-sdk", manifest.get("tool").get("name").asText());
        assertEquals(DqClient.VERSION, manifest.get("tool").get("version").asText(), "one reading of the version");
        assertEquals(List.of("clip", "episode_index", "analyzed_seconds", "environments", "objects", "actions"),
                strings(manifest.get("columns")));
        assertEquals("clips.csv", manifest.get("file").get("name").asText());
        assertEquals(sha256(result.file()), manifest.get("file").get("sha256").asText());
        assertEquals("\r\n", manifest.get("file").get("record_separator").asText());
        assertEquals(List.of("clips.csv", "clips.csv.manifest.json"), listing());
    }

    @Test
    void theManifestRecordsTheFilterThePinAndTheSectionsFilteredTo() throws Exception {
        FakeClipService service = FakeClipService.generated(4)
                .vocabulary("voc-pinned")
                .filteredTo(List.of(
                        Map.of("term", "knife", "section", "objects", "clip_count", 4),
                        Map.of("term", "knife", "section", "actions", "clip_count", 1)));
        ClipCsvExporter exporter = exporter(service);
        ClipQuery query = ClipQuery.of(DATASET).withTerm("knife").withVocabulary("voc-pinned")
                .withOffset(2).withLimit(1);

        ExportResult result = exporter.export(new ExportRequest(query, ClipColumn.defaults(),
                folder.resolve("knife.csv")), null, null);

        assertEquals(4, result.rows(), "offset and limit of the query are not an export's business");
        HttpUrl sent = service.clipRequests().get(0);
        assertEquals("knife", sent.queryParameter("term"));
        assertEquals("voc-pinned", sent.queryParameter("vocabulary"));
        JsonNode manifest = manifest(result);
        JsonNode filter = manifest.get("filter");
        assertEquals("knife", filter.get("term").asText());
        assertEquals("voc-pinned", filter.get("vocabulary_requested").asText());
        assertFalse(filter.get("frame_quality").asBoolean());
        assertFalse(filter.get("hand_activity").asBoolean());
        JsonNode sections = manifest.get("filtered_to");
        assertEquals(2, sections.size());
        assertEquals("objects", sections.get(0).get("section").asText());
        assertEquals(4, sections.get(0).get("clip_count").asLong());
        assertEquals("actions", sections.get(1).get("section").asText());
    }

    @Test
    void aLatestExportRecordsNoPinButTheTokenActuallyUsed() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(1));

        ExportResult result = exporter.export(request(ClipColumn.defaults()), null, null);

        JsonNode manifest = manifest(result);
        assertTrue(manifest.get("filter").get("vocabulary_requested").isNull());
        assertTrue(manifest.get("filter").get("term").isNull());
        assertEquals(0, manifest.get("filtered_to").size());
        assertEquals(FakeClipService.VOCABULARY, manifest.get("measurement_tokens").get("vocabulary").asText());
    }

    @Test
    void anEmptySubsetIsAHeaderOnlyFile() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(0));

        ExportResult result = exporter.export(request(List.of(ClipColumn.CLIP, ClipColumn.OBJECTS)), null, null);

        assertEquals(0, result.rows());
        assertEquals("clip,objects\r\n", Files.readString(result.file()));
        assertEquals(0, manifest(result).get("row_count").asLong());
    }

    @Test
    void aSuccessfulExportReplacesAnExistingFileAndManifest() throws Exception {
        Path target = folder.resolve("clips.csv");
        Files.writeString(target, "old export");
        Files.writeString(folder.resolve("clips.csv.manifest.json"), "{}");
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2));

        exporter.export(request(List.of(ClipColumn.CLIP)), null, null);

        assertEquals("clip\r\nclip-000000\r\nclip-000001\r\n", Files.readString(target));
        assertEquals(2, new ObjectMapper().readTree(folder.resolve("clips.csv.manifest.json").toFile())
                .get("row_count").asLong());
        assertEquals(List.of("clips.csv", "clips.csv.manifest.json"), listing());
    }

    // ---- failures and cancel leave nothing behind ----------------------------------------------------

    @Test
    void aServerErrorMidWalkLeavesNoFileAndNoTemporaryFile() throws Exception {
        FakeClipService service = FakeClipService.generated(2_500).failAt(1_000,
                FakeClipService.json(500, "{\"code\":\"internal\",\"message\":\"could not read the clips\"}"));
        ClipCsvExporter exporter = exporter(service);
        List<Long> progress = new ArrayList<>();

        DqException failure = assertThrows(DqException.class,
                () -> exporter.export(request(ClipColumn.defaults()), (done, total) -> progress.add(done), null));

        assertEquals(500, failure.status());
        assertEquals(List.of(1_000L), progress, "the first page was written before the failure");
        assertEquals(List.of(), listing());
    }

    @Test
    void aDroppedConnectionMidWalkLeavesNoFileAndNoTemporaryFile() throws Exception {
        FakeClipService service = FakeClipService.generated(2_500).failAt(1_000, new MockResponse.Builder()
                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());
        ClipCsvExporter exporter = exporter(service);

        DqException failure = assertThrows(DqException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals(0, failure.status(), "no answer came: " + failure);

        assertEquals(List.of(), listing());
    }

    @Test
    void aBodyCutOffMidWalkLeavesNoFile() throws Exception {
        FakeClipService service = FakeClipService.generated(2_500).failAt(2_000, new MockResponse.Builder()
                .addHeader("Content-Type", "application/json")
                .body("{\"dataset\":\"kitchen-egocentric\",\"vocabulary\":\"voc-7f3a9c\",\"total\":2500,\"clips\":[{\"cl")
                .build());
        ClipCsvExporter exporter = exporter(service);

        assertThrows(DqException.class, () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals(List.of(), listing());
    }

    @Test
    void cancelMidWalkLeavesNoFileAndFetchesNoFurtherPage() throws Exception {
        FakeClipService service = FakeClipService.generated(2_500);
        ClipCsvExporter exporter = exporter(service);
        AtomicBoolean cancelled = new AtomicBoolean();

        assertThrows(CancellationException.class, () -> exporter.export(request(ClipColumn.defaults()),
                (done, total) -> cancelled.set(true), cancelled::get));

        assertEquals(List.of(), listing());
        assertTrue(service.clipRequests().size() < 3, "the walk stopped: " + service.clipRequests());
    }

    @Test
    void cancelBetweenRowsLeavesNoFile() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(50));
        int[] asked = {0};

        assertThrows(CancellationException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, () -> ++asked[0] > 20));

        assertEquals(List.of(), listing());
    }

    @Test
    void interruptingTheExportingThreadCancelsItAndLeavesNoFile() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_500));
        try {
            assertThrows(CancellationException.class, () -> exporter.export(request(ClipColumn.defaults()),
                    (done, total) -> Thread.currentThread().interrupt(), null));
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt status is kept for the caller");
        } finally {
            Thread.interrupted();
        }
        assertEquals(List.of(), listing());
    }

    @Test
    void aCancelArrivingWhileTheManifestIsWrittenLeavesNoFile() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(50));
        // every row is written; the user cancels while the manifest is being written
        BooleanSupplier cancelledOnceTheManifestIsBegun = () -> listing().stream()
                .anyMatch(name -> name.startsWith(".clips.csv.manifest.json.") && name.endsWith(".part"));

        assertThrows(CancellationException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, cancelledOnceTheManifestIsBegun));

        assertEquals(List.of(), listing());
    }

    @Test
    void anInterruptThatSurfacesAsAnIoErrorIsACancelNotAFailure() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(50));
        AtomicBoolean allRowsWritten = new AtomicBoolean();
        // the interrupt arrives just after the last check, so the file channel meets it first
        BooleanSupplier interruptAfterTheLastRow = () -> {
            if (allRowsWritten.get()) {
                Thread.currentThread().interrupt();
            }
            return false;
        };
        try {
            CancellationException e = assertThrows(CancellationException.class, () -> exporter.export(
                    request(ClipColumn.defaults()), (done, total) -> allRowsWritten.set(done == total),
                    interruptAfterTheLastRow));
            assertInstanceOf(ClosedByInterruptException.class, e.getCause());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt status is kept for the caller");
        } finally {
            Thread.interrupted();
        }
        assertEquals(List.of(), listing());
    }

    @Test
    void anExistingFileSurvivesAFailedExportUnchanged() throws Exception {
        Path target = folder.resolve("clips.csv");
        Path manifest = folder.resolve("clips.csv.manifest.json");
        Files.writeString(target, "clip\r\nprevious-export\r\n");
        Files.writeString(manifest, "{\"row_count\":1}");
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_500).failAt(2_000,
                FakeClipService.json(503, "{\"code\":\"overloaded\",\"message\":\"try later\"}")));

        assertThrows(DqException.class, () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals("clip\r\nprevious-export\r\n", Files.readString(target));
        assertEquals("{\"row_count\":1}", Files.readString(manifest));
        assertEquals(List.of("clips.csv", "clips.csv.manifest.json"), listing());
    }

    @Test
    void anExistingFileSurvivesACancelledExportUnchanged() throws Exception {
        Path target = folder.resolve("clips.csv");
        Files.writeString(target, "keep me");
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_500));
        AtomicBoolean cancelled = new AtomicBoolean();

        assertThrows(CancellationException.class, () -> exporter.export(request(ClipColumn.defaults()),
                (done, total) -> cancelled.set(done >= 2_000), cancelled::get));

        assertEquals("keep me", Files.readString(target));
        assertEquals(List.of("clips.csv"), listing());
    }

    @Test
    void aWalkEndingShortOfTheReportedTotalFailsAndLeavesNoFile() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_500).serving(2_400));

        ProtocolException failure = assertThrows(ProtocolException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertTrue(failure.getMessage().contains("2400"), failure.getMessage());
        assertTrue(failure.getMessage().contains("2500"), failure.getMessage());
        assertEquals(List.of(), listing());
    }

    @Test
    void aWalkRunningPastTheReportedTotalFailsAndLeavesNoFile() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_000).reportingTotal(1_500));

        DqException failure = assertThrows(DqException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertInstanceOf(ProtocolException.class, failure);
        assertEquals(ClipWalk.CODE_ROW_COUNT, failure.code().orElseThrow());
        assertEquals("clips-at-1000", failure.requestId().orElseThrow(), "the page that ran past the total");
        assertEquals(List.of(), listing());
    }

    @Test
    void aWalkEndingBeforeTheTotalNamesTheLastPagesRequestId() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(10).serving(0));

        ProtocolException failure = assertThrows(ProtocolException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals(ClipWalk.CODE_ROW_COUNT, failure.code().orElseThrow());
        assertEquals("clips-at-0", failure.requestId().orElseThrow());
        assertTrue(failure.getMessage().contains("clips-at-0"), "in getMessage() too: " + failure.getMessage());
        assertEquals(List.of(), listing());
    }

    @Test
    void anEmptyPageBeforeTheTotalNamesItsRequestId() throws Exception {
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_500).serving(2_400));

        ProtocolException failure = assertThrows(ProtocolException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals("clips-at-2400", failure.requestId().orElseThrow());
    }

    @Test
    void aMeasurementChangingMidWalkNamesThePageThatChangedIt() throws Exception {
        // Re-measured from the second page on (set at the service: the export fetches one page ahead).
        FakeClipService service = FakeClipService.generated(2_500).remeasuredFrom(1_000, "voc-remeasured");
        ClipCsvExporter exporter = exporter(service);

        ProtocolException failure = assertThrows(ProtocolException.class, () -> exporter.export(
                request(ClipColumn.defaults()), null, null));

        assertEquals(ClipWalk.CODE_MEASUREMENT_CHANGED, failure.code().orElseThrow());
        assertEquals("clips-at-1000", failure.requestId().orElseThrow());
        assertEquals(List.of(), listing());
    }

    @Test
    @Timeout(30)
    void aBodyDrippedPastTheCallDeadlineEndsInATimeOutAfterThreeAttemptsAndKeepsTheEarlierFile() throws Exception {
        Path target = folder.resolve("clips.csv");
        Files.writeString(target, "clip\r\nprevious-export\r\n");
        // Each byte comes well within the 30 s read time-out; the body as a whole never does.
        FakeClipService service = FakeClipService.generated(2_500).failAt(1_000, new MockResponse.Builder()
                .addHeader("Content-Type", "application/json")
                .addHeader("x-request-id", "rid-drip")
                .body("{\"dataset\":\"kitchen-egocentric\",\"clips\":[" + "{}, ".repeat(500) + "{}]}")
                .throttleBody(1, 1, TimeUnit.SECONDS)
                .build());
        server = service.start();
        client = FakeClipService.builder(server)
                .callTimeout(Duration.ofMillis(400))
                .retryPolicy(new RetryPolicy(3, Duration.ZERO, Duration.ZERO, Duration.ZERO))
                .build();

        TransportException failure = assertThrows(TransportException.class,
                () -> new ClipCsvExporter(client).export(request(ClipColumn.defaults()), null, null));

        assertTrue(failure.getMessage().contains("timed out") && failure.getMessage().contains("deadline of 0.4 s"),
                failure.getMessage());
        assertEquals("rid-drip", failure.requestId().orElseThrow());
        assertEquals(3, service.clipRequests().stream().filter(url -> "1000".equals(url.queryParameter("offset"))).count(),
                "each deadline is one failed attempt");
        assertEquals("clip\r\nprevious-export\r\n", Files.readString(target));
        assertEquals(List.of("clips.csv"), listing());
    }

    @Test
    void pagesThatRepeatRowsAreAProtocolErrorNamingTheRequestTheOffsetAndTheClip() throws Exception {
        Path target = folder.resolve("clips.csv");
        Files.writeString(target, "keep me");
        // Page two claims offset 1000 but starts five rows early: the count still equals the total.
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_500).repeatingAt(1_000, 5));

        ProtocolException failure = assertThrows(ProtocolException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals("clips-at-1000", failure.requestId().orElseThrow());
        assertTrue(failure.getMessage().contains("clip-000995") && failure.getMessage().contains("offset 1000"),
                failure.getMessage());
        assertEquals("keep me", Files.readString(target));
        assertEquals(List.of("clips.csv"), listing());
    }

    @Test
    void aVocabularyTokenWithTerminalEscapesIsShownEscapedInTheError() throws Exception {
        FakeClipService service = FakeClipService.generated(2_500);
        ClipCsvExporter exporter = exporter(service);

        ProtocolException failure = assertThrows(ProtocolException.class, () -> exporter.export(request(ClipColumn.defaults()),
                (done, total) -> service.vocabulary("voc-\u001B]0;EXPORT OK\u0007\u202Eevil"), null));

        assertFalse(failure.getMessage().chars().anyMatch(c -> c < 0x20 || c == 0x202E), failure.getMessage());
        assertTrue(failure.getMessage().contains("voc-\\u001B]0;EXPORT OK\\u0007\\u202Eevil"), failure.getMessage());
    }

    @Test
    void anExistingFileSurvivesAManifestThatCannotBeMovedIntoPlace() throws Exception {
        Path target = folder.resolve("clips.csv");
        Files.writeString(target, "clip\r\nprevious-export\r\n");
        // The manifest's place is taken by a folder that is not empty: the CSV moves in, its manifest cannot.
        Path manifestPlace = Files.createDirectory(folder.resolve("clips.csv.manifest.json"));
        Files.writeString(manifestPlace.resolve("occupied"), "x");
        ClipCsvExporter exporter = exporter(FakeClipService.generated(2_500));

        ExportException failure = assertThrows(ExportException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals("clip\r\nprevious-export\r\n", Files.readString(target), "the earlier export is put back");
        assertTrue(Files.isDirectory(manifestPlace));
        assertEquals(List.of("clips.csv", "clips.csv.manifest.json"), listing(), "no part or backup file is left");
        assertTrue(failure.getMessage().contains("clips.csv"), failure.getMessage());
    }

    @Test
    void withNoEarlierFileAManifestThatCannotBeMovedLeavesNoCsv() throws Exception {
        Path manifestPlace = Files.createDirectory(folder.resolve("clips.csv.manifest.json"));
        Files.writeString(manifestPlace.resolve("occupied"), "x");
        ClipCsvExporter exporter = exporter(FakeClipService.generated(20));

        assertThrows(ExportException.class, () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertEquals(List.of("clips.csv.manifest.json"), listing());
    }

    @Test
    void aMissingFolderIsAnExportExceptionNamingItAndNoRequestIsMade() throws Exception {
        FakeClipService service = FakeClipService.generated(10);
        ClipCsvExporter exporter = exporter(service);
        Path missing = folder.resolve("no-such-folder");

        ExportException failure = assertThrows(ExportException.class, () -> exporter.export(
                new ExportRequest(ClipQuery.of(DATASET), ClipColumn.defaults(), missing.resolve("clips.csv")),
                null, null));

        assertEquals(0, failure.status());
        assertEquals("export_failed", failure.code().orElseThrow());
        assertTrue(failure.getMessage().contains(missing.toString()), failure.getMessage());
        assertEquals(missing, failure.path());
        assertEquals(List.of(), service.clipRequests());
        assertFalse(Files.exists(missing));
    }

    @Test
    void aTargetThatIsAFolderIsAnExportException() throws Exception {
        Files.createDirectory(folder.resolve("clips.csv"));
        ClipCsvExporter exporter = exporter(FakeClipService.generated(1));

        ExportException failure = assertThrows(ExportException.class,
                () -> exporter.export(request(ClipColumn.defaults()), null, null));

        assertTrue(failure.getMessage().contains("clips.csv"), failure.getMessage());
    }

    // ---- helpers ---------------------------------------------------------------------------------

    private static List<CSVRecord> read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();
        return format.parse(new StringReader(text)).getRecords();
    }

    private static JsonNode manifest(ExportResult result) throws IOException {
        assertEquals(result.file().resolveSibling(result.file().getFileName() + ".manifest.json"), result.manifest());
        return new ObjectMapper().readTree(result.manifest().toFile());
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(node -> values.add(node.asText()));
        return values;
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    /** Every name in the export folder, hidden part files included. */
    private List<String> listing() {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
