package io.dqexplorer.workspace.export;

import java.nio.file.Path;

/** A written export: the file, its manifest, the rows it holds and the file's SHA-256 (hex). */
public record ViewExportResult(Path file, Path manifest, long rows, String sha256) {
}
