package io.dqexplorer.sdk.internal;

import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.internal.auth.AccessToken;
import io.dqexplorer.sdk.internal.auth.TokenSource;
import io.dqexplorer.sdk.internal.http.Answer;
import io.dqexplorer.sdk.internal.http.ErrorMapper;
import io.dqexplorer.sdk.internal.http.Outcome;
import io.dqexplorer.sdk.internal.http.Transport;
import io.dqexplorer.sdk.internal.json.ShapeException;
import okhttp3.HttpUrl;
import okhttp3.Request;

import java.io.IOException;
import java.time.Duration;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;

/**
 * Authenticated GETs to the service: bearer token, {@code x-request-id}, {@code Accept} and
 * {@code User-Agent} on every request; answers read whole, errors mapped by {@link ErrorMapper},
 * success bodies read by a resource reader; retried by {@link Transport}.
 * <p>Request ids: one UUID per logical call, kept on every retry and on the replay after a
 * re-mint, so that the service's logs tie the attempts of one call together.
 * <p>401 {@code credential_invalid}: the rejected token is dropped, one fresh exchange is made
 * (single-flight, shared with concurrent callers) and the request is replayed once; a second 401
 * is final. The replay is not counted against the retry policy's attempts.
 * <p>Each attempt must be complete within the call deadline ({@code DqClientBuilder.callTimeout});
 * the token exchange it may wait for has its own.
 */
public final class ServiceCaller {

    public static final String REQUEST_ID = "x-request-id";

    private final HttpUrl serviceUrl;
    private final Transport transport;
    private final Duration deadline;
    private final TokenSource tokens;
    private final String userAgent;
    private final ObjectMapper mapper;

    public ServiceCaller(HttpUrl serviceUrl, Transport transport, Duration deadline, TokenSource tokens,
                         String userAgent, ObjectMapper mapper) {
        this.serviceUrl = serviceUrl;
        this.transport = transport;
        this.deadline = deadline;
        this.tokens = tokens;
        this.userAgent = userAgent;
        this.mapper = mapper;
    }

    /** The service URL with {@code path} (e.g. "api/v1beta/access") appended to its own path. */
    public HttpUrl.Builder url(String path) {
        return serviceUrl.newBuilder().addPathSegments(path);
    }

    public <T> T get(HttpUrl url, Function<JsonNode, T> reader) {
        return answered(url, reader).value();
    }

    /** Like {@link #get}, also giving the request id of the answer that was read. */
    public <T> Answered<T> answered(HttpUrl url, Function<JsonNode, T> reader) {
        return answered(url, reader, null, null);
    }

    /**
     * Like {@link #answered(HttpUrl, Function)}, first trying {@code streamed} on the body: a reader
     * of the usual body that skips the JSON tree. When it answers null (or the body does not parse)
     * the body is read through the tree by {@code reader}, which alone decides errors and messages.
     * The requests carry {@code cancel} (may be null), so that another thread can cancel them.
     */
    public <T> Answered<T> answered(HttpUrl url, Function<JsonNode, T> reader, StreamedReader<T> streamed,
                                    CallCancel cancel) {
        if (!SameOrigin.matches(serviceUrl, url)) {
            throw new IllegalArgumentException("refusing to send the access token to another origin");
        }
        String requestId = UUID.randomUUID().toString();
        boolean[] reminted = {false};
        return transport.withRetries(requestId, () -> attempt(url, requestId, reader, streamed, cancel, reminted));
    }

    /** Reads a usual body token by token; null when the body is anything else. */
    @FunctionalInterface
    public interface StreamedReader<T> {
        T readOrNull(JsonParser parser) throws IOException;
    }

    private <T> Outcome<Answered<T>> attempt(HttpUrl url, String requestId, Function<JsonNode, T> reader,
                                             StreamedReader<T> streamed, CallCancel cancel, boolean[] reminted) {
        String target = "GET " + url.encodedPath();
        while (true) {
            AccessToken token = tokens.current(requestId);
            Request request = new Request.Builder()
                    .url(url)
                    .get()
                    .header("Authorization", "Bearer " + token.value())
                    .header("Accept", "application/json")
                    .header("User-Agent", userAgent)
                    .header(REQUEST_ID, requestId)
                    .tag(CallCancel.class, cancel)
                    .build();
            Outcome<Answer> outcome = transport.exchange(request, requestId, target, deadline);
            if (outcome instanceof Outcome.Failed<Answer> failed) {
                return Outcome.failed(failed.error(), failed.retryable(), failed.retryAfter());
            }
            Answer answer = ((Outcome.Done<Answer>) outcome).value();
            if (answer.successful()) {
                return read(answer, target, reader, streamed);
            }
            ServiceError error = serviceError(answer);
            if (answer.status() == 401 && error != null && "credential_invalid".equals(error.code) && !reminted[0]) {
                reminted[0] = true;
                tokens.invalidate(token);
                transport.log().debug("request {0}: credential_invalid; minting a fresh token and replaying once",
                        answer.requestId());
                continue;
            }
            var retryAfter = transport.retryAfter(answer);
            DqException mapped = error != null
                    ? ErrorMapper.byStatus(answer.status(), error.code, error.message, answer.requestId(), retryAfter, null)
                    : ErrorMapper.withoutErrorBody(answer.status(), answer.describeBody(), answer.requestId(), retryAfter, null);
            return Outcome.failed(mapped, Transport.retryableStatus(answer.status()), retryAfter);
        }
    }

    private <T> Outcome<Answered<T>> read(Answer answer, String target, Function<JsonNode, T> reader,
                                          StreamedReader<T> streamed) {
        if (!answer.declaredJsonOrUnstated()) {
            return Outcome.failed(ErrorMapper.protocol(answer.status(), target + " answered with "
                    + answer.describeBody() + " instead of JSON", answer.requestId(), null), false, null);
        }
        T fast = streamed == null ? null : readStreamed(answer.body(), streamed);
        if (fast != null) {
            return Outcome.done(new Answered<>(fast, answer.requestId()));
        }
        JsonNode json;
        try {
            json = mapper.readTree(answer.body());
        } catch (JsonEOFException cutOff) {
            return Outcome.failed(ErrorMapper.protocol(answer.status(), "the JSON body of " + target
                    + " ends before it is complete (cut off)", answer.requestId(), cutOff), true, null);
        } catch (JsonProcessingException malformed) {
            return Outcome.failed(ErrorMapper.protocol(answer.status(), "the body of " + target
                    + " is not valid JSON", answer.requestId(), malformed), false, null);
        } catch (IOException unexpected) {
            return Outcome.failed(ErrorMapper.protocol(answer.status(), "the body of " + target
                    + " could not be read", answer.requestId(), unexpected), false, null);
        }
        if (json == null || json.isMissingNode()) {
            return Outcome.failed(ErrorMapper.protocol(answer.status(), target + " answered with an empty body", answer.requestId(), null), false, null);
        }
        try {
            return Outcome.done(new Answered<>(reader.apply(json), answer.requestId()));
        } catch (ShapeException wrongShape) {
            return Outcome.failed(ErrorMapper.protocol(answer.status(), "the answer of " + target
                    + " does not have the contract's shape: " + wrongShape.getMessage(), answer.requestId(), null),
                    false, null);
        }
    }

    /** The streamed reader's value, or null: then the tree reading gives the value or the error. */
    private <T> T readStreamed(byte[] body, StreamedReader<T> streamed) {
        try (JsonParser parser = mapper.createParser(body)) {
            return streamed.readOrNull(parser);
        } catch (IOException | RuntimeException unusual) {
            return null;
        }
    }

    /** The contract's error body ({@code code}, {@code message}), or null when the body is something else. */
    private ServiceError serviceError(Answer answer) {
        if (answer.body().length == 0 || !answer.declaredJsonOrUnstated()) {
            return null;
        }
        try {
            JsonNode json = mapper.readTree(answer.body());
            if (json != null && json.isObject() && json.path("code").isTextual()) {
                JsonNode message = json.get("message");
                String text = message != null && message.isTextual() ? message.asText() : json.get("code").asText();
                return new ServiceError(json.get("code").asText(), transport.redactor().redact(text));
            }
        } catch (IOException notJson) {
            // not the error body
        }
        return null;
    }

    private record ServiceError(String code, String message) {
        ServiceError {
            Objects.requireNonNull(code);
        }
    }
}
