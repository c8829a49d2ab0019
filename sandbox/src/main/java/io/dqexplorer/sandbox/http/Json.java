package io.dqexplorer.sandbox.http;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;

/**
 * The one JSON mapper of the server. Responses are built as trees, so that field order and nulls are
 * explicit; a large answer (a clip page) is written straight to bytes instead, in the same order.
 */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** Writes a JSON document straight to bytes, without a tree. */
    @FunctionalInterface
    public interface Writer {
        void write(JsonGenerator out) throws IOException;
    }

    public static byte[] written(Writer writer) {
        // grows by appending segments, not by copying what it holds (a clip page is some 400 KB)
        ByteArrayBuilder buffer = new ByteArrayBuilder(64 * 1024);
        try (JsonGenerator out = MAPPER.getFactory().createGenerator(buffer)) {
            writer.write(out);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory does not fail", e);
        }
        return buffer.toByteArray();
    }

    public static byte[] bytes(Object tree) {
        try {
            return MAPPER.writeValueAsBytes(tree);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a response tree always serializes", e);
        }
    }
}
