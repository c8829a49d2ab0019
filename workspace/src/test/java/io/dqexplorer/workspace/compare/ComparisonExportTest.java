package io.dqexplorer.workspace.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.history.HistoryKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The difference table's CSV (the SDK's writer and formula guard) and its manifest naming both sides. */
class ComparisonExportTest {

    private static final Instant NOW = Instant.parse("2026-11-23T07:00:00.123456Z");
    private static final HistoryKey WHOSE = new HistoryKey("https://dq.example.com", "org-northwind");

    @TempDir
    Path folder;

    @Test
    void aTermThatLooksLikeAFormulaStaysLiteralAndNumbersStayNumbers() throws IOException {
        VocabularyAnswer left = ComparisonRulesTest.answer(List.of(ComparisonRulesTest.term("knife", "common")),
                Map.of("knife", 7L));
        VocabularyAnswer right = ComparisonRulesTest.answer(List.of(ComparisonRulesTest.term("knife", "common"),
                ComparisonRulesTest.term("=HYPERLINK(\"http://x\")", "rare")), Map.of("knife", 3L));
        Path target = folder.resolve("vocabulary.csv");

        ComparisonExport.Result result = export(left, right, target);

        List<String> lines = Files.readAllLines(target, StandardCharsets.UTF_8);
        assertEquals(List.of("part,item,measure,left,right,difference,state",
                "objects,,distinct_terms,1,2,1,changed",
                "objects,,distinct_kinds,,,,not assessed yet on either side",
                "objects,,effective_distinct_terms,,,,not assessed yet on either side",
                "objects,,size_adjusted_distinct_terms,,,,not assessed yet on either side",
                "objects,\"'=HYPERLINK(\"\"http://x\"\")\",tier,,rare,,added",
                "objects,knife,clip_count,7,3,-4,changed"), lines);
        assertEquals(7 - 1, result.rows());
        String bytes = Files.readString(target, StandardCharsets.UTF_8);
        assertEquals(lines.size(), bytes.split("\r\n").length, "CRLF record ends");
    }

    @Test
    void theManifestNamesBothSidesAndTheFilesDigest() throws Exception {
        Path target = folder.resolve("vocabulary.csv");
        VocabularyAnswer side = ComparisonRulesTest.answer(List.of(ComparisonRulesTest.term("knife", "common")),
                Map.of("knife", 7L));

        ComparisonExport.Result result = export(side, side, target);

        JsonNode manifest = new ObjectMapper().readTree(result.manifest().toFile());
        assertEquals(target.resolveSibling("vocabulary.csv.manifest.json"), result.manifest());
        assertEquals("2026-11-23T07:00:00.123Z", manifest.get("exported_at").asText());
        assertEquals("https://dq.example.com", manifest.get("service").asText());
        assertEquals("org-northwind", manifest.get("organization").asText());
        assertEquals("vocabulary", manifest.get("comparison").asText());
        assertEquals("kitchen", manifest.get("left").get("dataset").asText());
        assertEquals("vocabulary", manifest.get("left").get("family").asText());
        assertEquals("vo-old", manifest.get("left").get("token").asText());
        assertEquals("stored copy", manifest.get("left").get("source").asText());
        assertEquals("2026-11-01T00:00:00Z", manifest.get("left").get("time").asText());
        assertEquals("warehouse", manifest.get("right").get("dataset").asText());
        assertEquals("vo-new", manifest.get("right").get("token").asText());
        assertEquals("latest", manifest.get("right").get("source").asText());
        assertEquals(result.rows(), manifest.get("row_count").asLong());
        assertEquals("vocabulary.csv", manifest.get("file").get("name").asText());
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(target)));
        assertEquals(digest, manifest.get("file").get("sha256").asText());
        assertEquals(digest, result.sha256());
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(2, files.count(), "no part file left beside them");
        }
    }

    @Test
    void aMissingFolderIsRefusedNamingIt() {
        Path target = folder.resolve("no-such-folder").resolve("x.csv");
        VocabularyAnswer side = ComparisonRulesTest.answer(List.of(), Map.of());

        ExportException e = assertThrows(ExportException.class, () -> export(side, side, target));

        assertEquals("The export folder does not exist: " + target.getParent(), e.serviceMessage());
    }

    private ComparisonExport.Result export(VocabularyAnswer left, VocabularyAnswer right, Path target) {
        Comparison comparison = Comparison.of(
                new ComparisonSide(Family.VOCABULARY, "kitchen", "vo-old", SideSource.STORED_COPY,
                        Instant.parse("2026-11-01T00:00:00Z"), left),
                new ComparisonSide(Family.VOCABULARY, "warehouse", "vo-new", SideSource.LATEST, NOW, right));
        return new ComparisonExport(Clock.fixed(NOW, ZoneOffset.UTC)).write(comparison, WHOSE, target);
    }
}
