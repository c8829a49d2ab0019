package io.dqexplorer.sdk.error;

import io.dqexplorer.sdk.ServiceText;

import java.util.Optional;

/**
 * Root of every failure the SDK reports. Carries the HTTP status (0 when no answer came),
 * the contract's error {@code code}, its message, and the request id: the one the service
 * answered with, else the one the SDK sent. {@link #getMessage()} includes code and request id.
 * <p>Code, message and request id are kept as {@link ServiceText#shown} makes them: they often
 * come from the network (an error body, a proxy's headers, an echoed request id) and end up on a
 * terminal or in a log, where a control character must be displayed, never obeyed. This is the
 * one place every SDK failure passes through, whatever its subclass.
 */
public class DqException extends RuntimeException {

    private final int status;
    private final String code;
    private final String serviceMessage;
    private final String requestId;

    public DqException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(describe(status, ServiceText.shown(code), ServiceText.shown(serviceMessage), ServiceText.shown(requestId)),
                cause);
        this.status = status;
        this.code = ServiceText.shown(code);
        this.serviceMessage = ServiceText.shown(serviceMessage);
        this.requestId = ServiceText.shown(requestId);
    }

    private static String describe(int status, String code, String message, String requestId) {
        StringBuilder text = new StringBuilder();
        if (status > 0) {
            text.append("HTTP ").append(status).append(' ');
        }
        if (code != null) {
            text.append(code).append(": ");
        }
        text.append(message);
        if (requestId != null) {
            text.append(" (request id ").append(requestId).append(')');
        }
        return text.toString();
    }

    /** HTTP status, or 0 when the service gave no answer. */
    /**
     * True when the service gave no answer to go by now — it cannot be reached, is overloaded, ran out
     * of time or failed on its side — so that a kept copy (an offline snapshot) may stand in; false when
     * it answered and refused (credential, permission, request, a gone measurement).
     */
    public boolean unreachable() {
        return false;
    }

    public int status() {
        return status;
    }

    /** The contract's machine-readable code, when the service sent one. */
    public Optional<String> code() {
        return Optional.ofNullable(code);
    }

    /** The human-readable message, without status, code or request id. */
    public String serviceMessage() {
        return serviceMessage;
    }

    public Optional<String> requestId() {
        return Optional.ofNullable(requestId);
    }
}
