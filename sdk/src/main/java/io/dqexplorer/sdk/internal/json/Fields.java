package io.dqexplorer.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Tolerant, typed access to one JSON object: unknown fields are ignored; a required field that
 * is missing or of the wrong type raises a {@link ShapeException} naming its path; "optional"
 * readers keep JSON null and absence distinct from zero by returning an empty Optional.
 */
public final class Fields {

    private final JsonNode node;
    private final String path;

    private Fields(JsonNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /** The body's top-level object. */
    public static Fields root(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw new ShapeException("(body)", "is not a JSON object");
        }
        return new Fields(body, "");
    }

    /** An object found at {@code path} (for messages). */
    public static Fields at(JsonNode object, String path) {
        if (object == null || !object.isObject()) {
            throw new ShapeException(path, "is not an object");
        }
        return new Fields(object, path);
    }

    public String path(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /** Whether the field is present with a non-null value. */
    public boolean has(String name) {
        JsonNode value = node.get(name);
        return value != null && !value.isNull();
    }

    public String text(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new ShapeException(path(name), "is missing");
        }
        if (!value.isTextual()) {
            throw new ShapeException(path(name), "is not a string");
        }
        return value.asText();
    }

    public Optional<String> optText(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isTextual()) {
            throw new ShapeException(path(name), "is not a string");
        }
        return Optional.of(value.asText());
    }

    public long integer(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new ShapeException(path(name), "is missing");
        }
        return integral(name, value);
    }

    public OptionalLong optInteger(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(integral(name, value));
    }

    private long integral(String name, JsonNode value) {
        if (!value.isNumber() || !value.canConvertToExactIntegral() || !value.canConvertToLong()) {
            throw new ShapeException(path(name), "is not an integer");
        }
        return value.asLong();
    }

    public double number(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new ShapeException(path(name), "is missing");
        }
        if (!value.isNumber()) {
            throw new ShapeException(path(name), "is not a number");
        }
        return value.asDouble();
    }

    /** Null or absent: empty, which is never the same as 0. */
    public OptionalDouble optNumber(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return OptionalDouble.empty();
        }
        if (!value.isNumber()) {
            throw new ShapeException(path(name), "is not a number");
        }
        return OptionalDouble.of(value.asDouble());
    }

    /** A required boolean: missing or null is a {@link ShapeException} naming the field. */
    public boolean requiredBool(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new ShapeException(path(name), "is missing");
        }
        if (!value.isBoolean()) {
            throw new ShapeException(path(name), "is not a boolean");
        }
        return value.asBoolean();
    }

    /** An array of strings; null or absent reads as empty. */
    public List<String> strings(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return List.of();
        }
        return stringArray(name, value);
    }

    public List<String> requiredStrings(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new ShapeException(path(name), "is missing");
        }
        return stringArray(name, value);
    }

    private List<String> stringArray(String name, JsonNode value) {
        if (!value.isArray()) {
            throw new ShapeException(path(name), "is not an array");
        }
        List<String> result = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            JsonNode element = value.get(i);
            if (!element.isTextual()) {
                throw new ShapeException(path(name) + "[" + i + "]", "is not a string");
            }
            result.add(element.asText());
        }
        return result;
    }

    /** The raw elements of a required array. */
    public List<JsonNode> array(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            throw new ShapeException(path(name), "is missing");
        }
        if (!value.isArray()) {
            throw new ShapeException(path(name), "is not an array");
        }
        List<JsonNode> result = new ArrayList<>(value.size());
        value.forEach(result::add);
        return result;
    }

    /** The objects of an array; null or absent reads as empty unless {@code required}. */
    public List<Fields> objects(String name, boolean required) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            if (required) {
                throw new ShapeException(path(name), "is missing");
            }
            return List.of();
        }
        if (!value.isArray()) {
            throw new ShapeException(path(name), "is not an array");
        }
        List<Fields> result = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            result.add(element(name, i, value.get(i)));
        }
        return result;
    }

    public Fields element(String name, int index, JsonNode element) {
        String elementPath = path(name) + "[" + index + "]";
        if (!element.isObject()) {
            throw new ShapeException(elementPath, "is not an object");
        }
        return new Fields(element, elementPath);
    }

    /** A nested object; null or absent: empty. */
    public Optional<Fields> optObject(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isObject()) {
            throw new ShapeException(path(name), "is not an object");
        }
        return Optional.of(new Fields(value, path(name)));
    }

    public Fields object(String name) {
        return optObject(name).orElseThrow(() -> new ShapeException(path(name), "is missing"));
    }
}
