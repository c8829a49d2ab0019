package io.dqexplorer.sandbox.http;

import java.util.LinkedHashMap;
import java.util.Map;

/** A handled error: the dispatcher answers it as the contract's error body with this status and code. */
public final class ApiException extends RuntimeException {

    private final int status;
    private final String code;
    private final Map<String, String> headers;

    public ApiException(int status, String code, String message) {
        this(status, code, message, Map.of());
    }

    private ApiException(int status, String code, String message, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.headers = Map.copyOf(headers);
    }

    public static ApiException invalidParameter(String message) {
        return new ApiException(400, "invalid_parameter", message);
    }

    public static ApiException unavailable(String message) {
        return new ApiException(404, "quality_enrichment_unavailable", message);
    }

    public ApiException withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new ApiException(status, code, getMessage(), more);
    }

    public Reply toReply() {
        Reply reply = Reply.error(status, code, getMessage());
        for (Map.Entry<String, String> header : headers.entrySet()) {
            reply = reply.withHeader(header.getKey(), header.getValue());
        }
        return reply;
    }
}
