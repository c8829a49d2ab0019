package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.query.ClipQuery;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What to export: every clip the query selects (its dataset, vocabulary pin and term filter; its
 * offset and limit are ignored, the whole subset is exported), the columns in the order they are
 * written, and the CSV file to write. The manifest goes beside it as {@code <target>.manifest.json}.
 */
public record ExportRequest(ClipQuery query, List<ClipColumn> columns, Path target) {

    public ExportRequest {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(columns, "columns");
        Objects.requireNonNull(target, "target");
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("columns must name at least one column");
        }
        Set<ClipColumn> seen = EnumSet.noneOf(ClipColumn.class);
        for (ClipColumn column : columns) {
            if (!seen.add(column)) {
                throw new IllegalArgumentException("column " + column.header() + " is chosen twice");
            }
        }
        if (target.getFileName() == null) {
            throw new IllegalArgumentException("target must name a file, was " + target);
        }
    }

    /** The query with the default columns ({@link ClipColumn#defaults()}). */
    public static ExportRequest of(ClipQuery query, Path target) {
        return new ExportRequest(query, ClipColumn.defaults(), target);
    }
}
