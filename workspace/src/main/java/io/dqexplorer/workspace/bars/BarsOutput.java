package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.export.PartFile;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Writes a check's JSON or JUnit file as every export is written: complete or not at all, under a hidden part
 * name moved into place; and only as a regular file, never into a device, a pipe or a link's target.
 */
public final class BarsOutput {

    private BarsOutput() {
    }

    /**
     * @return the absolute path written
     * @throws ExportException naming the file when it cannot be written there
     */
    public static Path write(Path target, String text) {
        Path file = target.toAbsolutePath().normalize();
        PartFile.checkFolder(file);
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new ExportException("Not a regular file, so not replaced: " + file, file, null);
        }
        PartFile part = PartFile.forExport(file);
        try {
            try (OutputStream out = part.stream()) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
            part.commit();
            return file;
        } catch (IOException e) {
            throw new ExportException("Could not write " + file + ": " + ExportException.describe(e), file, e);
        } finally {
            PartFile.discard(part);
        }
    }
}
