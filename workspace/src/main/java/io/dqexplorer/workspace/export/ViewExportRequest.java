package io.dqexplorer.workspace.export;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.workspace.query.ViewSelect;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What to export: the view (condition, sort, columns), the format and the file, and what the
 * manifest records of where the rows came from.
 *
 * @param filterText the filter in its text form, as the user sees and types it
 * @param filterJson the same filter as structured JSON
 * @param snapshot   the snapshot's tokens and fetch time (and whatever else names it: service,
 *                   dataset), recorded as given, keys sorted
 */
public record ViewExportRequest(ViewSelect view, ExportFormat format, Path target, String filterText,
                                JsonNode filterJson, Map<String, String> snapshot) {

    public ViewExportRequest {
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(filterText, "filterText");
        Objects.requireNonNull(filterJson, "filterJson");
        snapshot = Collections.unmodifiableMap(new TreeMap<>(snapshot));
    }
}
