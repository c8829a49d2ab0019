package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Real HTTP calls to a running sandbox over loopback, for the contract tests. */
final class ServiceCalls {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final Sandbox sandbox;

    ServiceCalls(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /** A status, the headers and the body (parsed when it is JSON). */
    record Answer(int status, HttpHeaders headers, String body) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + body, e);
            }
        }

        String code() {
            return json().path("code").asText(null);
        }

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }
    }

    String token(SandboxClient client) {
        Answer answer = postForm(Map.of("grant_type", "client_credentials",
                "client_id", client.clientId(), "client_secret", client.clientSecret()));
        if (answer.status() != 200) {
            throw new AssertionError("token exchange failed: " + answer.body());
        }
        return answer.json().get("access_token").asText();
    }

    String demoToken() {
        return token(sandbox.demoClient());
    }

    Answer postForm(Map<String, String> form, String... headers) {
        List<String> pairs = new ArrayList<>();
        form.forEach((name, value) -> pairs.add(encode(name) + "=" + encode(value)));
        return postRaw(String.join("&", pairs), "application/x-www-form-urlencoded", headers);
    }

    Answer postRaw(String body, String contentType, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(sandbox.tokenUrl())
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        addHeaders(request, headers);
        return send(request.build());
    }

    /** GET {@code pathAndQuery} with a bearer token (none when null) and extra header name/value pairs. */
    Answer get(String pathAndQuery, String token, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(pathAndQuery)).timeout(Duration.ofSeconds(20)).GET();
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        addHeaders(request, headers);
        return send(request.build());
    }

    Answer method(String method, String pathAndQuery, String token) {
        HttpRequest request = HttpRequest.newBuilder(uri(pathAndQuery)).timeout(Duration.ofSeconds(10))
                .header("Authorization", "Bearer " + token)
                .method(method, HttpRequest.BodyPublishers.noBody()).build();
        return send(request);
    }

    /** Sends and returns the raw outcome, letting transport failures through (for fault tests). */
    HttpResponse<String> sendRaw(String pathAndQuery, String token) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri(pathAndQuery)).timeout(Duration.ofSeconds(10))
                .header("Authorization", "Bearer " + token).GET().build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String pathAndQuery) {
        return URI.create(sandbox.serviceUrl() + pathAndQuery);
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static void addHeaders(HttpRequest.Builder request, String... headers) {
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
    }

    private static Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.headers(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
