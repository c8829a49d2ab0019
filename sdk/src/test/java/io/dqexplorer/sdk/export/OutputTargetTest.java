package io.dqexplorer.sdk.export;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Only a regular file or a new path may be an export's target; every other node is refused and left as it is. */
class OutputTargetTest {

    @TempDir
    Path folder;

    @Test
    void aFifoIsRefusedByTheWritersAndStaysAFifo() throws Exception {
        Path fifo = fifo(folder.resolve("pipe.csv"));

        ExportException refused = assertThrows(ExportException.class, () -> PartFile.checkFolder(fifo));
        assertEquals(fifo + " is a device, a pipe or a socket, not a regular file: choose a file name",
                refused.serviceMessage());
        assertEquals(fifo, refused.path());
        assertThrows(ExportException.class, () -> PartFile.forExport(fifo), "a manifest's target is checked as well");
        assertTrue(attributes(fifo).isOther(), "still a FIFO");
        try (var left = Files.list(folder)) {
            assertEquals(1, left.count(), "no part file beside it");
        }
    }

    @Test
    void aUnixSocketIsRefused() throws IOException {
        Path socket = folder.resolve("s.csv");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            ExportException refused = assertThrows(ExportException.class, () -> OutputTarget.check(socket));
            assertTrue(refused.serviceMessage().contains("is a device, a pipe or a socket"), refused.serviceMessage());
            assertTrue(attributes(socket).isOther());
        }
    }

    @Test
    void theNullDeviceIsRefused() throws IOException {
        Path device = Path.of("/dev/null");
        assumeTrue(Files.exists(device), "a platform with /dev/null");

        ExportException refused = assertThrows(ExportException.class, () -> PartFile.checkFolder(device));
        assertEquals("/dev/null is a device, a pipe or a socket, not a regular file: choose a file name",
                refused.serviceMessage());
        assertTrue(attributes(device).isOther(), "still the device");
    }

    @Test
    void aFolderAndALinkToNothingAreRefusedInWords() throws IOException {
        Path sub = Files.createDirectory(folder.resolve("sub.csv"));
        assertEquals(sub + " is a folder, not a regular file: choose a file name",
                assertThrows(ExportException.class, () -> PartFile.checkFolder(sub)).serviceMessage());

        Path dangling = Files.createSymbolicLink(folder.resolve("gone.csv"), folder.resolve("nowhere"));
        assertEquals(dangling + " is a link to nothing, not a regular file: choose a file name",
                assertThrows(ExportException.class, () -> OutputTarget.check(dangling)).serviceMessage());
    }

    @Test
    void aNewPathARegularFileAndALinkToOneAreAllowedAndTheFileIsReplacedAtomically() throws IOException {
        OutputTarget.check(folder.resolve("new.csv"));
        Path file = Files.writeString(folder.resolve("old.csv"), "the user's file");
        Path link = Files.createSymbolicLink(folder.resolve("link.csv"), file);
        OutputTarget.check(link);

        PartFile part = PartFile.forExport(file);
        try (var out = part.stream()) {
            out.write("new".getBytes(StandardCharsets.UTF_8));
        }
        assertEquals("the user's file", Files.readString(file), "untouched until the commit");
        part.commit();
        assertEquals("new", Files.readString(file));
        assertTrue(Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS));
        try (var left = Files.list(folder)) {
            assertFalse(left.anyMatch(p -> p.getFileName().toString().endsWith(".part")), "no part file left");
        }
    }

    /** A named pipe made by the system's mkfifo (Java has no call for it). */
    static Path fifo(Path path) throws IOException, InterruptedException {
        Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo is available");
        return path;
    }

    private static BasicFileAttributes attributes(Path path) throws IOException {
        return Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    }
}
