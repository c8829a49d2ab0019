package io.dqexplorer.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Scope;

import java.util.ArrayList;
import java.util.List;

/** Access and dataset listings, both families. */
public final class AccessReader {

    private AccessReader() {
    }

    /** Same shape in both families. {@code writes_require_admin} is a required boolean, like {@code capabilities}. */
    public static Access access(JsonNode body) {
        Fields root = Fields.root(body);
        Fields scope = root.object("scope");
        return new Access(root.requiredStrings("capabilities"),
                new Scope(scope.text("kind"), scope.optText("organization_id")),
                root.requiredBool("writes_require_admin"));
    }

    /**
     * {@code {"datasets": [...]}} whose elements are entries ({@code dataset}, {@code metrics}) or,
     * in the unversioned family whose shape the contract does not show, possibly bare id strings
     * (read with no metrics). A bare array at the top level is accepted too.
     */
    public static List<DatasetEntry> datasets(JsonNode body) {
        List<JsonNode> elements = new ArrayList<>();
        if (body != null && body.isArray()) {
            body.forEach(elements::add);
        } else {
            elements = Fields.root(body).array("datasets");
        }
        List<DatasetEntry> entries = new ArrayList<>(elements.size());
        for (int i = 0; i < elements.size(); i++) {
            JsonNode element = elements.get(i);
            String path = "datasets[" + i + "]";
            if (element.isTextual()) {
                entries.add(new DatasetEntry(element.asText(), List.of()));
            } else if (element.isObject()) {
                Fields entry = Fields.at(element, path);
                entries.add(new DatasetEntry(entry.text("dataset"), entry.strings("metrics")));
            } else {
                throw new ShapeException(path, "is neither an object nor a string");
            }
        }
        return entries;
    }
}
