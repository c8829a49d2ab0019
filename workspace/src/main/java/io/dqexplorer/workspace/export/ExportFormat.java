package io.dqexplorer.workspace.export;

import java.util.Locale;
import java.util.Optional;

/** The file formats a view exports to, each named as the command line's {@code --format} names it. */
public enum ExportFormat {

    /** RFC 4180 text, the SDK's formula-guarded cells: for spreadsheets. */
    CSV("csv"),
    /** Typed columns, term lists as lists, nulls as nulls: for analysis tools. */
    PARQUET("parquet");

    private final String formatName;

    ExportFormat(String formatName) {
        this.formatName = formatName;
    }

    /** The name on a command line and in a manifest. */
    public String formatName() {
        return formatName;
    }

    /** The format named so; case-insensitive. */
    public static Optional<ExportFormat> named(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        for (ExportFormat format : values()) {
            if (format.formatName.equals(wanted)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }
}
