package io.dqexplorer.sdk.internal.http;

import okhttp3.Headers;

/** A complete HTTP answer: status, headers and the whole body, read to its end. */
public record Answer(int status, Headers headers, byte[] body, String contentType, String requestId) {

    public boolean successful() {
        return status >= 200 && status < 300;
    }

    /** Whether the declared media type is JSON ({@code application/json} or {@code +json}); true when undeclared. */
    public boolean declaredJsonOrUnstated() {
        if (contentType == null || contentType.isBlank()) {
            return true;
        }
        String type = contentType.split(";", 2)[0].trim().toLowerCase(java.util.Locale.ROOT);
        return type.equals("application/json") || type.endsWith("+json");
    }

    public String describeBody() {
        String type = contentType == null || contentType.isBlank() ? "no content type" : contentType.split(";", 2)[0].trim();
        return body.length == 0 ? "an empty body" : "a " + type + " body";
    }
}
