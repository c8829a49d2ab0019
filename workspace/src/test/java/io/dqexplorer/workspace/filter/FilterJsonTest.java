package io.dqexplorer.workspace.filter;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FilterJsonTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void filtersWrittenAsJsonTextReadBackToEqualFilters() throws Exception {
        FilterGenerator generator = FilterGenerator.wild(1111);
        for (int i = 0; i < 2_000; i++) {
            Filter filter = generator.filter();
            String json = MAPPER.writeValueAsString(FilterJson.toJson(filter));
            assertEquals(filter, FilterJson.fromJson(MAPPER.readTree(json)), json);
        }
    }

    @Test
    void eachKindHasItsDocumentedFields() throws Exception {
        Filter filter = Filter.parse("objects has none (\"knife\", \"cup\") and analyzed_seconds between 10 and 60"
                + " and jerky_share >= 0.25 and not in duplicate group and clip contains \"ep-1\"");
        assertEquals(MAPPER.readTree("""
                {"clauses": [
                  {"kind": "terms", "section": "objects", "match": "none", "terms": ["knife", "cup"]},
                  {"kind": "range", "column": "analyzed_seconds", "operator": "between", "bound": 10.0, "upper_bound": 60.0},
                  {"kind": "range", "column": "jerky_share", "operator": ">=", "bound": 0.25},
                  {"kind": "duplicate", "member": false},
                  {"kind": "clip_contains", "fragment": "ep-1"}
                ]}"""), FilterJson.toJson(filter));
    }

    @Test
    void anUnknownKindIsRejectedByName() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> FilterJson.fromJson(json(
                "{\"clauses\": [{\"kind\": \"duplicate\", \"member\": true}, {\"kind\": \"regex\", \"pattern\": \".*\"}]}")));
        assertEquals("filter clause 1 has the unknown kind 'regex' (known kinds: terms, range, duplicate, clip_contains)",
                error.getMessage());
    }

    @Test
    void missingMistypedAndInvalidFieldsAreRejectedWithTheClause() {
        assertEquals("a filter in JSON is an object with an array 'clauses'", rejection("{\"clause\": []}"));
        assertEquals("filter clause 0 needs the string field 'kind'", rejection("{\"clauses\": [{\"member\": true}]}"));
        assertEquals("filter clause 0 needs the true-or-false field 'member'",
                rejection("{\"clauses\": [{\"kind\": \"duplicate\", \"member\": \"yes\"}]}"));
        assertEquals("filter clause 0 has the unknown column 'distortion' (expected a count, seconds or ratio column)",
                rejection("{\"clauses\": [{\"kind\": \"range\", \"column\": \"distortion\", \"operator\": \">\", \"bound\": 1}]}"));
        assertEquals("filter clause 0: " + "column 'objects' holds terms: a range needs a count, seconds or ratio column",
                rejection("{\"clauses\": [{\"kind\": \"range\", \"column\": \"objects\", \"operator\": \">\", \"bound\": 1}]}"));
        assertEquals("filter clause 0 needs the array of strings 'terms'",
                rejection("{\"clauses\": [{\"kind\": \"terms\", \"section\": \"any\", \"match\": \"any\", \"terms\": [1]}]}"));
        assertEquals("filter clause 0: a term clause needs at least one term",
                rejection("{\"clauses\": [{\"kind\": \"terms\", \"section\": \"any\", \"match\": \"any\", \"terms\": []}]}"));
        assertEquals(Filter.of(RangeClause.of(Column.FRAMES, RangeClause.Operator.GREATER, 1)),
                FilterJson.fromJson(json("{\"clauses\": [{\"kind\": \"range\", \"column\": \"FRAMES\", \"operator\": \">\","
                        + " \"bound\": 1, \"note\": \"fields it does not know are ignored\"}]}")));
    }

    private static String rejection(String text) {
        return assertThrows(IllegalArgumentException.class, () -> FilterJson.fromJson(json(text))).getMessage();
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
