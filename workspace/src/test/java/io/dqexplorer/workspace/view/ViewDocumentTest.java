package io.dqexplorer.workspace.view;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ViewDocumentTest {

    static final SavedView VIEW = new SavedView("http://127.0.0.1:8080/", "org-northwind", "kitchen-egocentric", "clips",
            Map.of("hand-activity", "ha-1", "video-defects", "vc-2"),
            Optional.of(new ClipTableState(Filter.parse("objects has \"knife\" and distorted_share >= 0.1"),
                    Sort.parse("distorted_share:desc,clip"), List.of(Column.CLIP, Column.DISTORTED_SHARE, Column.OBJECTS),
                    Optional.of("clip-0042"), 41)),
            Optional.of(new CompareSides("video-defects", new CompareSides.Side("kitchen-egocentric", "vc-1"),
                    new CompareSides.Side("warehouse-pallets", "vc-9"))),
            Optional.of(new ClipPagesState(Optional.of("cutting board"), 250, 500)));

    @TempDir
    Path folder;

    @Test
    void aViewRoundTripsThroughItsJson() {
        String json = ViewDocument.toJson(VIEW);
        assertTrue(json.contains("\"format_version\" : 2"), json);
        assertEquals(VIEW, ViewDocument.fromJson(json));
    }

    @Test
    void thePagedTablesTermPageSizeAndFirstRowRoundTrip() {
        String json = ViewDocument.toJson(VIEW);
        assertTrue(json.contains("\"page_size\" : 250") && json.contains("\"first_row\" : 500"), json);
        assertEquals(Optional.of(new ClipPagesState(Optional.of("cutting board"), 250, 500)),
                ViewDocument.fromJson(json).pages());
        SavedView everyClip = new SavedView("https://dq.example.com/", "public", "a", "clips", Map.of(), Optional.empty(),
                Optional.empty(), Optional.of(new ClipPagesState(Optional.empty(), 1000, 3000)));
        String unfiltered = ViewDocument.toJson(everyClip);
        assertTrue(!unfiltered.contains("\"term\""), unfiltered);
        assertEquals(everyClip, ViewDocument.fromJson(unfiltered));
    }

    @Test
    void aVersionTwoFileWithoutThePagedTableOpensWithNoneAndTheRestAsWritten() throws IOException {
        Path file = folder.resolve("earlier.dqview");
        try (InputStream earlier = ViewDocumentTest.class.getResourceAsStream("version-2-without-pages.dqview")) {
            Files.copy(earlier, file);
        }
        SavedView view = ViewDocument.read(file);
        assertEquals(Optional.empty(), view.pages());
        assertEquals(new SavedView("http://127.0.0.1:8080/", "org-northwind", "kitchen-egocentric", "clips",
                Map.of("video-defects", "vc-2026-11-20-0007"),
                Optional.of(new ClipTableState(Filter.parse("objects has \"knife\""), Sort.parse("clip"),
                        List.of(Column.CLIP, Column.OBJECTS), Optional.of("clip-0100"), 99)),
                Optional.of(new CompareSides("video-defects", new CompareSides.Side("kitchen-egocentric", "vc-2026-11-01-0001"),
                        new CompareSides.Side("kitchen-egocentric", "vc-2026-11-20-0007")))), view);
    }

    @Test
    void aViewWithoutClipTableOrComparisonRoundTrips() {
        SavedView bare = new SavedView("https://dq.example.com/", "public", "a", "hand-activity", Map.of(),
                Optional.empty(), Optional.empty());
        assertEquals(bare, ViewDocument.fromJson(ViewDocument.toJson(bare)));
    }

    @Test
    void aVersionOneFileOpensItsPageBecomingTheRowThePageStartedAt() throws IOException {
        Path file = folder.resolve("old.dqview");
        try (InputStream old = ViewDocumentTest.class.getResourceAsStream("version-1.dqview")) {
            Files.copy(old, file);
        }
        SavedView view = ViewDocument.read(file);
        assertEquals("kitchen-egocentric", view.dataset());
        assertEquals(Map.of("hand-activity", "ha-2026-11-01-0001"), view.tokens());
        ClipTableState clips = view.clips().orElseThrow();
        assertEquals("objects has \"knife\" and distorted_share >= 0.1", clips.filter().text());
        assertEquals("distorted_share:desc,clip", clips.sort().text());
        assertEquals(List.of(Column.CLIP, Column.DISTORTED_SHARE, Column.OBJECTS), clips.columns());
        assertEquals(Optional.empty(), clips.topClip());
        assertEquals(150, clips.topRow(), "page 3 of 50 rows starts at row 150");
        assertEquals(Optional.empty(), view.compare());
        assertEquals(Optional.empty(), view.pages());
    }

    @Test
    void writingReplacesTheFileWholeAndLeavesNoTemporaryFileBehind() throws IOException {
        Path file = folder.resolve("mine.dqview");
        Files.writeString(file, "an older view, longer than the new one will be ".repeat(200));
        ViewDocument.write(VIEW, file);
        assertEquals(VIEW, ViewDocument.read(file));
        try (var listed = Files.list(folder)) {
            assertEquals(List.of(file), listed.toList());
        }
    }

    @Test
    void aViewIsNeverWrittenOverAPipe() throws Exception {
        Path fifo = folder.resolve("pipe.dqview");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is available");

        IOException refused = assertThrows(IOException.class, () -> ViewDocument.write(VIEW, fifo));

        assertEquals(fifo + " is a device, a pipe or a socket, not a regular file: choose a file name",
                refused.getMessage());
        assertTrue(Files.readAttributes(fifo, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther(), "still a pipe");
        try (var listed = Files.list(folder)) {
            assertEquals(List.of(fifo), listed.toList());
        }
    }

    @Test
    void aFailedWriteLeavesTheFileAsItWas() throws IOException {
        Path file = folder.resolve("kept.dqview");
        ViewDocument.write(VIEW, file);
        String before = Files.readString(file);
        // a folder under the name the move goes to: the move fails, and the temporary file goes
        Path blocked = folder.resolve("blocked.dqview");
        Files.createDirectories(blocked.resolve("inside"));
        assertThrows(IOException.class, () -> ViewDocument.write(VIEW, blocked));
        assertEquals(before, Files.readString(file));
        try (var listed = Files.list(folder)) {
            assertEquals(List.of("blocked.dqview", "kept.dqview"),
                    listed.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void textThatIsNotJsonIsSaidToBeNoViewAndWhereItStopsReading() {
        assertTrue(refused("not json").startsWith("Not a DQ Explorer view: not JSON (Unrecognized token 'not'"),
                refused("not json"));
        assertTrue(refused("{\n\"a\": }").endsWith("at line 2, column 6)"), refused("{\n\"a\": }"));
        assertEquals("Not a DQ Explorer view: it is empty", refused(" \n"));
    }

    @Test
    void jsonThatIsNoViewIsSaidToBeNoView() {
        assertEquals("Not a DQ Explorer view: JSON, but not an object", refused("[1]"));
        assertEquals("Not a DQ Explorer view: JSON, but not an object", refused("null"));
        assertEquals("Not a DQ Explorer view: JSON, but with no format_version", refused("{\"dataset\": \"a\"}"));
        assertEquals("Not a DQ Explorer view: JSON, but with no format_version", refused("{\"format_version\": \"2\"}"));
        assertEquals("Not a DQ Explorer view: JSON with format_version 0, which no DQ Explorer writes",
                refused("{\"format_version\": 0}"));
    }

    @Test
    void aViewOfANewerVersionIsSaidToBeOneAndWhichVersionsAreRead() {
        assertEquals("A view of a newer DQ Explorer: its format_version is 3, this app reads 1 to 2",
                refused("{\"format_version\": 3}"));
    }

    @Test
    void aViewWithAFieldMissingOrWrongNamesTheField() {
        String noDataset = ViewDocument.toJson(VIEW).replaceFirst("\"dataset\" : \"kitchen-egocentric\",", "");
        assertEquals("A DQ Explorer view with a fault: its dataset is missing", refused(noDataset));
        String badFilter = ViewDocument.toJson(VIEW).replace("objects has", "objects hass");
        assertTrue(refused(badFilter).startsWith("A DQ Explorer view with a fault: its clip table's filter does not read"
                + " at character"), refused(badFilter));
        String badColumn = ViewDocument.toJson(VIEW).replace("\"objects\" ]", "\"secret_column\" ]");
        assertEquals("A DQ Explorer view with a fault: its clip table names an unknown column \"secret_column\"",
                refused(badColumn));
        String noSide = ViewDocument.toJson(VIEW).replaceAll("(?s)\"right\" : \\{[^}]*}", "\"right\" : null");
        assertEquals("A DQ Explorer view with a fault: its comparison has no right side", refused(noSide));
        String noPageSize = ViewDocument.toJson(VIEW).replace("\"page_size\" : 250,", "");
        assertEquals("A DQ Explorer view with a fault: its pages.page_size is missing", refused(noPageSize));
        String backwards = ViewDocument.toJson(VIEW).replace("\"first_row\" : 500", "\"first_row\" : -1");
        assertEquals("A DQ Explorer view with a fault: its clip pages' first row is negative: -1", refused(backwards));
        String numberTerm = ViewDocument.toJson(VIEW).replace("\"term\" : \"cutting board\"", "\"term\" : 7");
        assertEquals("A DQ Explorer view with a fault: its pages.term is not text", refused(numberTerm));
        String blankTab = ViewDocument.toJson(VIEW).replace("\"tab\" : \"clips\"", "\"tab\" : \" \"");
        assertEquals("A DQ Explorer view with a fault: it names no tab", refused(blankTab));
    }

    @Test
    void aFileThatIsNotUtf8IsSaidToBeNoViewRatherThanADecoderError() throws IOException {
        Path binary = folder.resolve("photo.dqview");
        Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a, (byte) 0xff});
        ViewFormatException e = assertThrows(ViewFormatException.class, () -> ViewDocument.read(binary));
        assertEquals("photo.dqview is not a DQ Explorer view: not UTF-8 JSON", e.about("photo.dqview"));
    }

    @Test
    void aFolderUnderTheNameIsAFileThatCannotBeReadNotAFormatFault() throws IOException {
        Path folderNamedLikeAView = Files.createDirectory(folder.resolve("folder.dqview"));
        assertThrows(IOException.class, () -> ViewDocument.read(folderNamedLikeAView));
    }

    @Test
    void aFileFarTooBigIsRefusedUnread() throws IOException {
        Path big = folder.resolve("big.dqview");
        Files.write(big, new byte[(int) ViewDocument.MAX_BYTES + 1]);
        ViewFormatException e = assertThrows(ViewFormatException.class, () -> ViewDocument.read(big));
        assertEquals("big.dqview is not a DQ Explorer view: far too big for one (1048577 bytes)", e.about("big.dqview"));
    }

    @Test
    void aVersionOnePageMustBeAPageOfAtLeastOneRowFromPageZero() {
        assertEquals(0, versionOne(1, 0).clips().orElseThrow().topRow(), "page 0 of 1 row starts at row 0");
        assertEquals("A DQ Explorer view with a fault: its clip table's page 0 of size 0 is no page",
                refused(versionOneJson(0, 0)));
        assertEquals("A DQ Explorer view with a fault: its clip table's page -1 of size 50 is no page",
                refused(versionOneJson(50, -1)));
    }

    @Test
    void aVersionOneFileHasNoComparisonOrPagedTableEvenWhenItsJsonHoldsThem() {
        String withBoth = versionOneJson(50, 3).replace("\"tokens\": {}", "\"tokens\": {},"
                + " \"compare\": {\"tab\": \"video-defects\", \"left\": {\"dataset\": \"a\", \"token\": \"t1\"},"
                + " \"right\": {\"dataset\": \"b\", \"token\": \"t2\"}},"
                + " \"pages\": {\"term\": \"knife\", \"page_size\": 25, \"first_row\": 0}");
        SavedView view = ViewDocument.fromJson(withBoth);
        assertEquals(Optional.empty(), view.compare());
        assertEquals(Optional.empty(), view.pages());
        assertEquals(150, view.clips().orElseThrow().topRow());
    }

    @Test
    void aTopClipOrTermThatIsNullOrMissingIsNoneAndOneThatIsNotTextIsAFault() {
        String json = ViewDocument.toJson(VIEW);
        SavedView nullTop = ViewDocument.fromJson(json.replace("\"top_clip\" : \"clip-0042\"", "\"top_clip\" : null"));
        assertEquals(Optional.empty(), nullTop.clips().orElseThrow().topClip());
        SavedView noTop = ViewDocument.fromJson(json.replace("\"top_clip\" : \"clip-0042\",", ""));
        assertEquals(Optional.empty(), noTop.clips().orElseThrow().topClip());
        assertEquals("A DQ Explorer view with a fault: its clips.top_clip is not text",
                refused(json.replace("\"top_clip\" : \"clip-0042\"", "\"top_clip\" : 42")));
        SavedView nullTerm = ViewDocument.fromJson(json.replace("\"term\" : \"cutting board\"", "\"term\" : null"));
        assertEquals(Optional.empty(), nullTerm.pages().orElseThrow().term());
        SavedView noTerm = ViewDocument.fromJson(json.replace("\"term\" : \"cutting board\",", ""));
        assertEquals(Optional.empty(), noTerm.pages().orElseThrow().term());
        assertEquals(250, noTerm.pages().orElseThrow().pageSize());
    }

    @Test
    void aPageSizeUpToTheLargestIntReadsAndOneBeyondIsAFault() {
        String json = ViewDocument.toJson(VIEW);
        assertEquals(Integer.MAX_VALUE, ViewDocument.fromJson(json.replace("\"page_size\" : 250",
                "\"page_size\" : " + Integer.MAX_VALUE)).pages().orElseThrow().pageSize());
        assertEquals("A DQ Explorer view with a fault: its clip pages' page size is far too big: 2147483648",
                refused(json.replace("\"page_size\" : 250", "\"page_size\" : 2147483648")));
    }

    @Test
    void aFieldOfTheWrongKindIsNamedWithWhatIsWrongWithIt() {
        String json = ViewDocument.toJson(VIEW);
        assertEquals("A DQ Explorer view with a fault: its tab is not text",
                refused(json.replace("\"tab\" : \"clips\"", "\"tab\" : 5")));
        assertEquals("A DQ Explorer view with a fault: its compare.left.token is missing",
                refused(json.replace("\"token\" : \"vc-1\"", "\"tokn\" : \"vc-1\"")));
        assertEquals("A DQ Explorer view with a fault: its clips.top_row is missing",
                refused(json.replace("\"top_row\" : 41", "\"top_rows\" : 41")));
        assertEquals("A DQ Explorer view with a fault: its clips.top_row is not a whole number",
                refused(json.replace("\"top_row\" : 41", "\"top_row\" : 41.5")));
        assertEquals("A DQ Explorer view with a fault: its clip table has no list of columns",
                refused(json.replaceAll("(?s)\"columns\" : \\[[^]]*],", "")));
        assertEquals("A DQ Explorer view with a fault: its clip table has no list of columns",
                refused(json.replaceAll("(?s)\"columns\" : \\[[^]]*]", "\"columns\" : \"clip\"")));
        assertEquals("A DQ Explorer view with a fault: its clips is not an object",
                refused(json.replaceAll("(?s)\"clips\" : \\{[^}]*}", "\"clips\" : [ ]")));
        assertEquals("A DQ Explorer view with a fault: the token of its tab \"video-defects\" is not text",
                refused(json.replace("\"video-defects\" : \"vc-2\"", "\"video-defects\" : 2")));
    }

    @Test
    void aFilterThatDoesNotReadIsPlacedAtItsCharacterCountedFromOne() {
        String badFilter = ViewDocument.toJson(VIEW).replace("objects has", "objects hass");
        assertTrue(refused(badFilter).startsWith("A DQ Explorer view with a fault: its clip table's filter does not read"
                + " at character 9: "), refused(badFilter));
    }

    @Test
    void aFileOfExactlyTheLargestSizeIsRead() throws IOException {
        String json = ViewDocument.toJson(VIEW);
        Path full = folder.resolve("full.dqview");
        Files.writeString(full, json + " ".repeat((int) ViewDocument.MAX_BYTES
                - json.getBytes(StandardCharsets.UTF_8).length));
        assertEquals(ViewDocument.MAX_BYTES, Files.size(full));
        assertEquals(VIEW, ViewDocument.read(full));
    }

    private static SavedView versionOne(long pageSize, long page) {
        return ViewDocument.fromJson(versionOneJson(pageSize, page));
    }

    private static String versionOneJson(long pageSize, long page) {
        return """
                {"format_version": 1, "service_url": "http://127.0.0.1:8080/", "organization": "org-northwind",
                 "dataset": "kitchen-egocentric", "tab": "clips", "tokens": {},
                 "clips": {"filter": "", "sort": "clip", "columns": ["clip"], "page_size": %d, "page": %d}}
                """.formatted(pageSize, page);
    }

    private static String refused(String json) {
        return assertThrows(ViewFormatException.class, () -> ViewDocument.fromJson(json)).getMessage();
    }
}
