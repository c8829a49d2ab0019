package io.dqexplorer.desktop.views;

import io.dqexplorer.workspace.view.ViewDocument;
import io.dqexplorer.workspace.view.ViewLink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ViewFailureTextTest {

    @TempDir
    Path folder;

    @Test
    void aFileOfAnotherKindIsSaidNotToBeAViewInsteadOfTheDecodersWords() throws IOException {
        Path photo = Files.write(folder.resolve("photo.dqview"), new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xff});
        assertEquals("photo.dqview is not a DQ Explorer view: not UTF-8 JSON", failureOf(photo));
    }

    @Test
    void eachWayAFileIsNoViewIsSaidOfTheFile() throws IOException {
        assertEquals("a.dqview is not a DQ Explorer view: not JSON (Unrecognized token 'hello': was expecting"
                + " (JSON String, Number, Array, Object or token 'null', 'true' or 'false') at line 1, column 6)",
                failureOf(Files.writeString(folder.resolve("a.dqview"), "hello")));
        assertEquals("b.dqview is not a DQ Explorer view: JSON, but with no format_version",
                failureOf(Files.writeString(folder.resolve("b.dqview"), "{\"name\": \"x\"}")));
        assertEquals("c.dqview is a view of a newer DQ Explorer: its format_version is 3, this app reads 1 to 2",
                failureOf(Files.writeString(folder.resolve("c.dqview"), "{\"format_version\": 3}")));
        assertEquals("d.dqview is a DQ Explorer view with a fault: its service_url is missing",
                failureOf(Files.writeString(folder.resolve("d.dqview"), "{\"format_version\": 2}")));
    }

    @Test
    void aFileThatCannotBeReadSaysWhyRatherThanWhatItIs() throws IOException {
        assertEquals("gone.dqview could not be read: there is no such file", failureOf(folder.resolve("gone.dqview")));
        Path folderNamedLikeAView = Files.createDirectory(folder.resolve("folder.dqview"));
        assertEquals("folder.dqview could not be read: Is a directory", failureOf(folderNamedLikeAView));
        assertEquals("locked.dqview could not be read: permission denied",
                ViewFailureText.of("locked.dqview", new AccessDeniedException("/home/me/locked.dqview")));
    }

    @Test
    void aLinkIsSaidNotToBeAViewLink() {
        assertEquals("The link is not a DQ Explorer view link: it names \"report\", not \"view\"",
                failureOf("dqexplorer:report?d=e30"));
    }

    private static String failureOf(Path file) {
        try {
            ViewDocument.read(file);
        } catch (Exception e) {
            return ViewFailureText.of(file.getFileName().toString(), e);
        }
        throw new AssertionError(file + " read as a view");
    }

    private static String failureOf(String link) {
        try {
            ViewLink.parse(link);
        } catch (Exception e) {
            return ViewFailureText.of("The link", e);
        }
        throw new AssertionError(link + " read as a view");
    }
}
