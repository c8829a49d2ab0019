package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.export.PartFile;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Writes a report as every export is written: under a hidden part name beside the target, moved into place
 * when complete, so a failure leaves no half report and a file already there is kept.
 */
public final class ReportFile {

    private ReportFile() {
    }

    /**
     * @return the absolute path written
     * @throws ExportException naming the target when the folder is missing or the file cannot be written
     */
    public static Path write(QualityReport report, Path target) {
        Path file = target.toAbsolutePath().normalize();
        PartFile.checkFolder(file);
        PartFile part = PartFile.forExport(file);
        try {
            try (OutputStream out = part.stream()) {
                out.write(report.html().getBytes(StandardCharsets.UTF_8));
            }
            part.commit();
            return file;
        } catch (IOException e) {
            throw new ExportException("Could not write the report " + file + ": " + ExportException.describe(e), file, e);
        } finally {
            PartFile.discard(part);
        }
    }
}
