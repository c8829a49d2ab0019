package io.dqexplorer.sandbox;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One misbehaviour the sandbox plays on a path, to test how clients cope with failing servers and
 * proxies. Immutable; refine with {@link #withHeader} and {@link #times}. Every faulty answer still
 * carries {@code x-request-id}.
 */
public final class Fault {

    /** What the fault does to the answer. */
    public enum Kind {
        /** Answers the given status and JSON body instead of the real answer. */
        STATUS,
        /** Answers the given status with a body that is not JSON (a proxy's HTML page, say). */
        NON_JSON,
        /** Sends the real answer's headers and full Content-Length, half its body, then cuts the connection. */
        TRUNCATED_BODY,
        /** Sends the real answer after a pause. */
        DELAY
    }

    /** {@link #remainingTimes()} of a fault that applies until cleared. */
    public static final int UNTIL_CLEARED = -1;

    private final Kind kind;
    private final int status;
    private final String contentType;
    private final String body;
    private final Duration delay;
    private final Map<String, String> headers;
    private final int times;

    private Fault(Kind kind, int status, String contentType, String body, Duration delay,
                  Map<String, String> headers, int times) {
        this.kind = kind;
        this.status = status;
        this.contentType = contentType;
        this.body = body;
        this.delay = delay;
        this.headers = Map.copyOf(headers);
        this.times = times;
    }

    /** Answers {@code status} with {@code jsonBody} (Content-Type application/json). */
    public static Fault status(int status, String jsonBody) {
        return new Fault(Kind.STATUS, checkStatus(status), "application/json",
                Objects.requireNonNull(jsonBody, "jsonBody"), Duration.ZERO, Map.of(), UNTIL_CLEARED);
    }

    /** Answers {@code status} with a body of another type, e.g. an HTML 502 page from a proxy. */
    public static Fault nonJson(int status, String contentType, String body) {
        return new Fault(Kind.NON_JSON, checkStatus(status), Objects.requireNonNull(contentType, "contentType"),
                Objects.requireNonNull(body, "body"), Duration.ZERO, Map.of(), UNTIL_CLEARED);
    }

    /** The real answer, with the connection cut mid-body. */
    public static Fault truncatedBody() {
        return new Fault(Kind.TRUNCATED_BODY, 0, null, null, Duration.ZERO, Map.of(), UNTIL_CLEARED);
    }

    /** The real answer after {@code delay}. */
    public static Fault delay(Duration delay) {
        if (delay.isNegative()) {
            throw new IllegalArgumentException("delay must not be negative");
        }
        return new Fault(Kind.DELAY, 0, null, null, delay, Map.of(), UNTIL_CLEARED);
    }

    /** 500 {@code internal_error}: the code this sandbox uses for a server failure. */
    public static Fault internalError() {
        return status(500, errorBody("internal_error", "The server could not complete the request."));
    }

    /** 503 {@code overloaded} with {@code Retry-After} in seconds, as the contract requires for overload. */
    public static Fault overloaded(int retryAfterSeconds) {
        return status(503, errorBody("overloaded", "Temporarily overloaded; retry later."))
                .withHeader("Retry-After", Integer.toString(retryAfterSeconds));
    }

    /** 504 {@code deadline_exceeded}. */
    public static Fault deadlineExceeded() {
        return status(504, errorBody("deadline_exceeded", "The request exceeded the server processing deadline."));
    }

    /** Adds a response header, e.g. {@code Retry-After}. */
    public Fault withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
        return new Fault(kind, status, contentType, body, delay, more, times);
    }

    /** Applies to the next {@code n} matching requests only, then the path answers normally again. */
    public Fault times(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("times must be at least 1, was " + n);
        }
        return new Fault(kind, status, contentType, body, delay, headers, n);
    }

    public Kind kind() {
        return kind;
    }

    /** The status of a {@link Kind#STATUS} or {@link Kind#NON_JSON} fault; 0 for the others. */
    public int statusCode() {
        return status;
    }

    public String contentType() {
        return contentType;
    }

    public byte[] bodyBytes() {
        return body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
    }

    public Duration delayDuration() {
        return delay;
    }

    public Map<String, String> headers() {
        return headers;
    }

    /** How many matching requests it applies to, or {@link #UNTIL_CLEARED}. */
    public int remainingTimes() {
        return times;
    }

    @Override
    public String toString() {
        return "Fault[" + kind + (status > 0 ? " " + status : "") + (delay.isZero() ? "" : " " + delay)
                + (times == UNTIL_CLEARED ? "" : " x" + times) + "]";
    }

    private static int checkStatus(int status) {
        if (status < 100 || status > 599) {
            throw new IllegalArgumentException("status must be 100..599, was " + status);
        }
        return status;
    }

    private static String errorBody(String code, String message) {
        return "{\"code\":\"" + code + "\",\"message\":\"" + message + "\"}";
    }
}
