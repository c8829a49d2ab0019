package io.dqexplorer.workspace.filter;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.table.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * The structured form of a filter, for manifests and saved views: a program reads it without the
 * text parser. {@code {"clauses": [...]}}, each clause an object with a {@code kind}:
 * <ul>
 *   <li>{@code terms}: {@code section} (any, environments, objects, actions), {@code match} (any, all,
 *       none), {@code terms} (array of strings, as written)</li>
 *   <li>{@code range}: {@code column}, {@code operator} (&gt;, &gt;=, &lt;, &lt;=, between), {@code bound},
 *       and {@code upper_bound} for between</li>
 *   <li>{@code duplicate}: {@code member} (true: in an exact-duplicate group; false: in none)</li>
 *   <li>{@code clip_contains}: {@code fragment}</li>
 * </ul>
 * Reading rejects an unknown kind and any missing or mistyped field with a message naming where.
 * Fields it does not know are ignored.
 */
public final class FilterJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String KINDS = "terms, range, duplicate, clip_contains";

    private FilterJson() {
    }

    public static ObjectNode toJson(Filter filter) {
        ObjectNode json = NODES.objectNode();
        ArrayNode clauses = json.putArray("clauses");
        for (Clause clause : filter.clauses()) {
            clauses.add(toJson(clause));
        }
        return json;
    }

    /** @throws IllegalArgumentException naming the clause and field that does not read */
    public static Filter fromJson(JsonNode json) {
        JsonNode clauses = json == null ? null : json.get("clauses");
        if (clauses == null || !clauses.isArray()) {
            throw new IllegalArgumentException("a filter in JSON is an object with an array 'clauses'");
        }
        List<Clause> read = new ArrayList<>();
        for (int i = 0; i < clauses.size(); i++) {
            String where = "filter clause " + i;
            try {
                read.add(clause(clauses.get(i), where));
            } catch (IllegalArgumentException invalid) {
                throw invalid.getMessage().startsWith(where) ? invalid
                        : new IllegalArgumentException(where + ": " + invalid.getMessage(), invalid);
            }
        }
        return new Filter(read);
    }

    private static ObjectNode toJson(Clause clause) {
        ObjectNode json = NODES.objectNode();
        if (clause instanceof TermClause terms) {
            json.put("kind", "terms").put("section", terms.section().word()).put("match", terms.match().word());
            ArrayNode words = json.putArray("terms");
            terms.words().forEach(words::add);
        } else if (clause instanceof RangeClause range) {
            json.put("kind", "range").put("column", range.column().sqlName())
                    .put("operator", range.operator().symbol()).put("bound", range.bound());
            range.upperBound().ifPresent(upper -> json.put("upper_bound", upper));
        } else if (clause instanceof DuplicateClause duplicate) {
            json.put("kind", "duplicate").put("member", duplicate.member());
        } else if (clause instanceof ClipContainsClause contains) {
            json.put("kind", "clip_contains").put("fragment", contains.fragment());
        } else {
            throw new IllegalStateException("a clause kind without a JSON form: " + clause.getClass());
        }
        return json;
    }

    private static Clause clause(JsonNode json, String where) {
        if (json == null || !json.isObject()) {
            throw new IllegalArgumentException(where + " is not an object");
        }
        String kind = text(json, "kind", where);
        return switch (kind) {
            case "terms" -> new TermClause(
                    named(json, "section", where, TermSection::named, "any, environments, objects, actions"),
                    named(json, "match", where, TermMatch::named, "any, all, none"),
                    strings(json, "terms", where));
            case "range" -> new RangeClause(
                    named(json, "column", where, Column::named, "a count, seconds or ratio column"),
                    named(json, "operator", where, RangeClause.Operator::of, ">, >=, <, <=, between"),
                    number(json, "bound", where),
                    json.has("upper_bound") ? OptionalDouble.of(number(json, "upper_bound", where)) : OptionalDouble.empty());
            case "duplicate" -> new DuplicateClause(bool(json, "member", where));
            case "clip_contains" -> new ClipContainsClause(text(json, "fragment", where));
            default -> throw new IllegalArgumentException(where + " has the unknown kind '" + ServiceText.shown(kind)
                    + "' (known kinds: " + KINDS + ")");
        };
    }

    private static <T> T named(JsonNode json, String field, String where, Function<String, Optional<T>> lookup,
                               String known) {
        String name = text(json, field, where);
        return lookup.apply(name).orElseThrow(() -> new IllegalArgumentException(where + " has the unknown " + field
                + " '" + ServiceText.shown(name) + "' (expected " + known + ")"));
    }

    private static String text(JsonNode json, String field, String where) {
        JsonNode value = json.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalArgumentException(where + " needs the string field '" + field + "'");
        }
        return value.textValue();
    }

    private static double number(JsonNode json, String field, String where) {
        JsonNode value = json.get(field);
        if (value == null || !value.isNumber()) {
            throw new IllegalArgumentException(where + " needs the number field '" + field + "'");
        }
        return value.doubleValue();
    }

    private static boolean bool(JsonNode json, String field, String where) {
        JsonNode value = json.get(field);
        if (value == null || !value.isBoolean()) {
            throw new IllegalArgumentException(where + " needs the true-or-false field '" + field + "'");
        }
        return value.booleanValue();
    }

    private static List<String> strings(JsonNode json, String field, String where) {
        JsonNode value = json.get(field);
        if (value == null || !value.isArray()) {
            throw new IllegalArgumentException(where + " needs the array of strings '" + field + "'");
        }
        List<String> strings = new ArrayList<>();
        for (JsonNode element : value) {
            if (!element.isTextual()) {
                throw new IllegalArgumentException(where + " needs the array of strings '" + field + "'");
            }
            strings.add(element.textValue());
        }
        return strings;
    }
}
