package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.export.ExportFormat;

import java.util.Arrays;
import java.util.Iterator;
import java.util.stream.Stream;

/** The words an option takes, offered by the shell's completion (picocli's completion candidates). */
final class CompletionWords {

    private CompletionWords() {
    }

    /** --family: the measurement families, then the clips. */
    static final class Families implements Iterable<String> {

        @Override
        public Iterator<String> iterator() {
            return Stream.concat(Arrays.stream(Family.values()).map(Family::word),
                    Stream.of(ClipComparison.FAMILY)).iterator();
        }
    }

    /** --format: csv, parquet. */
    static final class Formats implements Iterable<String> {

        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(ExportFormat.values()).map(ExportFormat::formatName).iterator();
        }
    }
}
