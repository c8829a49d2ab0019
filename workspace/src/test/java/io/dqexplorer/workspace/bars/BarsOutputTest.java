package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.export.ExportException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A check's file is written whole, replaces only a regular file, and a failure names the file. */
class BarsOutputTest {

    @TempDir
    Path folder;

    @Test
    void theTextReplacesTheFileThereWholeAndLeavesNoPartFile() throws Exception {
        Path target = folder.resolve("check.json");
        Files.writeString(target, "the earlier check");

        Path written = BarsOutput.write(folder.resolve("sub").resolve("..").resolve("check.json"), "{\"é\": 1}\n");

        assertEquals(target.toAbsolutePath(), written);
        assertEquals("{\"é\": 1}\n", Files.readString(target, StandardCharsets.UTF_8));
        assertEquals(List.of("check.json"), names());
    }

    @Test
    void aFolderUnderTheNameIsNotReplaced() throws Exception {
        Path target = Files.createDirectory(folder.resolve("check.xml"));

        ExportException refused = assertThrows(ExportException.class, () -> BarsOutput.write(target, "<x/>"));

        assertTrue(refused.getMessage().contains(target.toAbsolutePath() + " is a folder"), refused.getMessage());
        assertTrue(Files.isDirectory(target));
        assertEquals(List.of("check.xml"), names());
    }

    @Test
    void aLinkUnderTheNameIsNotFollowedAndItsTargetIsLeftAlone() throws Exception {
        Path elsewhere = Files.writeString(folder.resolve("notes.txt"), "the analyst's notes");
        Path link = Files.createSymbolicLink(folder.resolve("check.json"), elsewhere);

        ExportException refused = assertThrows(ExportException.class, () -> BarsOutput.write(link, "{}"));

        assertEquals("export_failed: Not a regular file, so not replaced: " + link.toAbsolutePath(), refused.getMessage());
        assertEquals("the analyst's notes", Files.readString(elsewhere));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(List.of("check.json", "notes.txt"), names());
    }

    @Test
    void aMissingFolderIsNamedAndNothingIsWritten() {
        Path target = folder.resolve("gone").resolve("check.json");

        ExportException refused = assertThrows(ExportException.class, () -> BarsOutput.write(target, "{}"));

        assertTrue(refused.getMessage().contains(folder.resolve("gone").toString()), refused.getMessage());
        assertTrue(Files.notExists(folder.resolve("gone")));
    }

    private List<String> names() throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }
}
