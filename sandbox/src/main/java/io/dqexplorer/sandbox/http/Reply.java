package io.dqexplorer.sandbox.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.Map;

/** A complete answer, built by an endpoint and written (or deliberately spoiled by a fault) by the dispatcher. */
public record Reply(int status, String contentType, byte[] body, Map<String, String> headers) {

    public static final String JSON = "application/json";

    public Reply {
        headers = Map.copyOf(headers);
    }

    public static Reply json(int status, JsonNode body) {
        return new Reply(status, JSON, Json.bytes(body), Map.of());
    }

    public static Reply ok(JsonNode body) {
        return json(200, body);
    }

    /** A 200 answer written by {@code writer} straight to bytes. */
    public static Reply ok(Json.Writer writer) {
        return new Reply(200, JSON, Json.written(writer), Map.of());
    }

    /** The contract's error body: {@code code} and {@code message}, both always present. */
    public static Reply error(int status, String code, String message) {
        ObjectNode body = Json.object().put("code", code).put("message", message);
        return json(status, body);
    }

    public Reply withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new Reply(status, contentType, body, more);
    }
}
