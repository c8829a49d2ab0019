package io.dqexplorer.workspace.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** The service's answers as raw JSON over plain HTTP, beside the SDK: what a comparison is checked against. */
public final class RawAnswers {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newHttpClient();
    private final URI service;
    private final String bearer;

    public RawAnswers(Sandbox sandbox) throws IOException, InterruptedException {
        this.service = sandbox.serviceUrl();
        SandboxClient credential = sandbox.demoClient();
        String form = "grant_type=client_credentials&client_id=" + encode(credential.clientId()) + "&client_secret="
                + encode(credential.clientSecret());
        HttpResponse<String> token = http.send(HttpRequest.newBuilder(sandbox.tokenUrl())
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        this.bearer = JSON.readTree(token.body()).get("access_token").asText();
    }

    /** GET path?query, e.g. ("/api/v1beta/quality/duplicates", "dataset=x&media_digest=y"); the body of a 200. */
    public JsonNode get(String path, String query) throws IOException, InterruptedException {
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(service.resolve(path + "?" + query))
                .header("Authorization", "Bearer " + bearer).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new AssertionError(path + "?" + query + " answered " + answer.statusCode() + ": " + answer.body());
        }
        return JSON.readTree(answer.body());
    }

    public JsonNode video(String dataset, String token) throws IOException, InterruptedException {
        return get("/api/v1beta/quality/video-characteristics", "include=distribution&dataset=" + encode(dataset)
                + "&video_characteristics=" + encode(token));
    }

    public JsonNode hands(String dataset, String token) throws IOException, InterruptedException {
        return get("/api/quality/hand-activity", "dataset=" + encode(dataset) + "&analysis=" + encode(token));
    }

    public JsonNode vocabulary(String dataset, String token) throws IOException, InterruptedException {
        return get("/api/v1beta/quality/vocabulary", "dataset=" + encode(dataset) + "&vocabulary=" + encode(token));
    }

    public JsonNode vocabularyCounts(String dataset, String token) throws IOException, InterruptedException {
        return get("/api/quality/vocabulary", "dataset=" + encode(dataset) + "&vocabulary=" + encode(token));
    }

    public JsonNode duplicates(String dataset, String token) throws IOException, InterruptedException {
        return get("/api/v1beta/quality/duplicates", "dataset=" + encode(dataset) + "&media_digest=" + encode(token));
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
