package io.dqexplorer.sdk.export;

import java.nio.file.Path;

/**
 * A finished export: the CSV file and its manifest (both in place), the rows written (equal to
 * the service's total) and the vocabulary token of the measurement the rows came from.
 */
public record ExportResult(Path file, Path manifest, long rows, String vocabulary) {
}
