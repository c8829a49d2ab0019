package io.dqexplorer.sandbox.http;

import com.sun.net.httpserver.HttpExchange;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One request as endpoints see it: method, path, headers, decoded query parameters and body. */
public final class Request {

    /** Request bodies larger than this are refused; the token form is tiny and API calls have none. */
    private static final int MAX_BODY_BYTES = 64 * 1024;

    private final HttpExchange exchange;
    private final Map<String, List<String>> query;

    Request(HttpExchange exchange) {
        this.exchange = exchange;
        this.query = decodeForm(exchange.getRequestURI().getRawQuery());
    }

    public String method() {
        return exchange.getRequestMethod();
    }

    public String path() {
        return exchange.getRequestURI().getPath();
    }

    public Optional<String> header(String name) {
        return Optional.ofNullable(exchange.getRequestHeaders().getFirst(name));
    }

    /** The first value of a query parameter; later repetitions are ignored. */
    public Optional<String> parameter(String name) {
        List<String> values = query.get(name);
        return values == null ? Optional.empty() : Optional.of(values.get(0));
    }

    /**
     * The request body, read whole; an {@link ApiException} 413 when it is larger than any this server
     * takes, and 400 {@code invalid_body} when its framing is broken (a malformed chunk, or fewer bytes
     * than its Content-Length before the caller stopped sending): the caller's fault, not the server's.
     */
    public byte[] body() {
        try (InputStream in = exchange.getRequestBody()) {
            byte[] body = in.readNBytes(MAX_BODY_BYTES + 1);
            if (body.length > MAX_BODY_BYTES) {
                throw new ApiException(413, "payload_too_large", "The request body is larger than 64 KiB.");
            }
            return body;
        } catch (IOException e) {
            throw new ApiException(400, "invalid_body", "The request body could not be read: " + e.getMessage() + ".");
        }
    }

    /**
     * Decodes {@code application/x-www-form-urlencoded} text (also a query string) into parameters in
     * order, keeping repetitions; undecodable text is an {@link ApiException} 400 {@code invalid_parameter}.
     */
    public static Map<String, List<String>> decodeForm(String raw) {
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return parameters;
        }
        for (String pair : raw.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name = equals < 0 ? pair : pair.substring(0, equals);
            String value = equals < 0 ? "" : pair.substring(equals + 1);
            try {
                parameters.computeIfAbsent(URLDecoder.decode(name, StandardCharsets.UTF_8), key -> new ArrayList<>())
                        .add(URLDecoder.decode(value, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                throw ApiException.invalidParameter("The query or form is not valid percent-encoding.");
            }
        }
        return parameters;
    }
}
