package io.dqexplorer.sdk.internal.auth;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.nimbusds.common.contenttype.ContentType;
import com.nimbusds.oauth2.sdk.AccessTokenResponse;
import com.nimbusds.oauth2.sdk.GrantType;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.TokenResponse;
import com.nimbusds.oauth2.sdk.auth.Secret;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.id.ClientID;
import io.dqexplorer.sdk.MonotonicClock;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.internal.UrlRules;
import io.dqexplorer.sdk.internal.http.Answer;
import io.dqexplorer.sdk.internal.http.ErrorMapper;
import io.dqexplorer.sdk.internal.http.Outcome;
import io.dqexplorer.sdk.internal.http.Transport;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;

import java.io.IOException;
import java.math.BigInteger;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;

/**
 * The OAuth 2.0 client-credentials exchange (RFC 6749 §4.4) with {@code client_secret_post}:
 * the form as Nimbus writes it ({@code grant_type}, {@code client_id}, {@code client_secret}, nothing
 * else; see {@link #form}), the answer parsed by Nimbus; OkHttp carries it, to the token URL only.
 * Retried like any call.
 * <p>Lifetime: {@code expires_in} seconds; when the issuer omits it or gives 0, the
 * token is assumed to live {@value #ASSUMED_LIFETIME_SECONDS} s (a 401 {@code credential_invalid}
 * re-mints anyway). A lifetime above {@value #LONGEST_LIFETIME_SECONDS} s (a day) is taken as a
 * day, before any arithmetic: an {@code expires_in} such as 2^63−1 would otherwise overflow the
 * nanosecond instants and cost an exchange per request. The token is used until
 * {@code lifetime − min(30 s, lifetime / 2)} after the request was sent, on the monotonic clock.
 * A negative {@code expires_in} is a {@link ProtocolException}.
 * <p>A token that cannot be put into an {@code Authorization} header (a line break or any character
 * outside RFC 6749's VSCHAR, %x20–7E) is the token endpoint's fault: a {@link ProtocolException}.
 */
public final class TokenExchange {

    static final long ASSUMED_LIFETIME_SECONDS = 60;
    static final long LONGEST_LIFETIME_SECONDS = 24 * 60 * 60;
    private static final long MAX_SKEW_NANOS = 30_000_000_000L;
    private static final MediaType FORM = MediaType.get("application/x-www-form-urlencoded; charset=utf-8");

    private final HttpUrl tokenUrl;
    private final String target;
    private final ClientID clientId;
    private final Secret secret;
    private final Transport transport;
    private final Duration deadline;
    private final MonotonicClock clock;
    private final String userAgent;
    private final ObjectMapper mapper;

    public TokenExchange(HttpUrl tokenUrl, String clientId, Secret secret, Transport transport, Duration deadline,
                         MonotonicClock clock, String userAgent, ObjectMapper mapper) {
        this.tokenUrl = tokenUrl;
        this.target = "the token endpoint " + UrlRules.describe(tokenUrl);
        this.clientId = new ClientID(clientId);
        this.secret = secret;
        this.transport = transport;
        this.deadline = deadline;
        this.clock = clock;
        this.userAgent = userAgent;
        this.mapper = mapper;
    }

    /** One exchange (with retries of transient failures). Throws a DqException on failure. */
    public AccessToken exchange() {
        String requestId = UUID.randomUUID().toString();
        return transport.withRetries(requestId, () -> attempt(requestId));
    }

    private Outcome<AccessToken> attempt(String requestId) {
        Request request = new Request.Builder()
                .url(tokenUrl)
                .post(RequestBody.create(form(clientId.getValue(), secret.getValue()), FORM))
                .header("Accept", "application/json")
                .header("User-Agent", userAgent)
                .header("x-request-id", requestId)
                .build();
        long sentAt = clock.nanoTime();
        Outcome<Answer> outcome = transport.exchange(request, requestId, target, deadline);
        if (outcome instanceof Outcome.Failed<Answer> failed) {
            return Outcome.failed(failed.error(), failed.retryable(), failed.retryAfter());
        }
        Answer answer = ((Outcome.Done<Answer>) outcome).value();
        if (answer.status() == 200) {
            try {
                return Outcome.done(parseToken(answer, sentAt));
            } catch (DqException e) {
                return Outcome.failed(e, false, null);
            }
        }
        return Outcome.failed(tokenError(answer), Transport.retryableStatus(answer.status()), transport.retryAfter(answer));
    }

    /**
     * The form Nimbus's {@code TokenRequest} with {@code ClientSecretPost} writes, written here: its
     * {@code HTTPRequest} sets up the JVM's default TLS context (the trust store read and parsed)
     * when first loaded, even for a token URL on plain http.
     */
    static String form(String clientId, String secret) {
        return "client_secret=" + URLEncoder.encode(secret, StandardCharsets.UTF_8)
                + "&client_id=" + URLEncoder.encode(clientId, StandardCharsets.UTF_8)
                + "&grant_type=" + GrantType.CLIENT_CREDENTIALS.getValue();
    }

    private AccessToken parseToken(Answer answer, long sentAt) {
        JsonNode json;
        try {
            json = mapper.readTree(answer.body());
        } catch (IOException e) {
            throw protocol(answer, "is not JSON (" + answer.describeBody() + ")");
        }
        if (json == null || !json.isObject()) {
            throw protocol(answer, "is not a JSON object (" + answer.describeBody() + ")");
        }
        JsonNode value = json.get("access_token");
        if (value == null || !value.isTextual() || value.asText().isEmpty()) {
            throw protocol(answer, "has no access_token string");
        }
        transport.redactor().register(value.asText());
        if (!sendable(value.asText())) {
            throw ErrorMapper.protocol(answer.status(), "the token endpoint returned a token that cannot be sent "
                    + "(a line break or another character an HTTP header cannot carry), from "
                    + UrlRules.describe(tokenUrl), answer.requestId(), null);
        }
        JsonNode type = json.get("token_type");
        if (type == null || !type.isTextual() || !type.asText().equalsIgnoreCase("Bearer")) {
            throw protocol(answer, "has no token_type Bearer");
        }
        JsonNode expiresIn = json.get("expires_in");
        if (expiresIn != null && !expiresIn.isNull() && !expiresIn.canConvertToExactIntegral()) {
            throw protocol(answer, "has an expires_in that is not an integer number of seconds");
        }
        if (expiresIn != null && !expiresIn.isNull() && expiresIn.bigIntegerValue().signum() < 0) {
            throw protocol(answer, "has a negative expires_in");
        }
        // The lifetime is read here, from the JSON: Nimbus refuses an expires_in past 2^63 - 1.
        ObjectNode withoutLifetime = ((ObjectNode) json).deepCopy();
        withoutLifetime.remove("expires_in");
        HTTPResponse httpResponse = new HTTPResponse(200);
        httpResponse.setEntityContentType(ContentType.APPLICATION_JSON);
        httpResponse.setBody(withoutLifetime.toString());
        TokenResponse parsed;
        try {
            parsed = TokenResponse.parse(httpResponse);
        } catch (ParseException e) {
            throw protocol(answer, "is not a valid token response: " + transport.redactor().redact(e.getMessage()));
        }
        if (!parsed.indicatesSuccess()) {
            throw protocol(answer, "is not a successful token response");
        }
        AccessTokenResponse success = parsed.toSuccessResponse();
        String token = success.getTokens().getAccessToken().getValue();
        transport.redactor().register(token);
        long lifetime = lifetimeSeconds(expiresIn);
        long lifetimeNanos = lifetime * 1_000_000_000L;
        long skew = Math.min(MAX_SKEW_NANOS, lifetimeNanos / 2);
        transport.log().debug("request {0}: token exchange with {1} succeeded, expires in {2} s",
                answer.requestId(), target, lifetime);
        return new AccessToken(token, sentAt + lifetimeNanos - skew, lifetime);
    }

    /** The lifetime to use, from a checked {@code expires_in}: absent or 0 is the assumed lifetime, above a day is a day. */
    private static long lifetimeSeconds(JsonNode expiresIn) {
        if (expiresIn == null || expiresIn.isNull() || expiresIn.bigIntegerValue().signum() == 0) {
            return ASSUMED_LIFETIME_SECONDS;
        }
        return expiresIn.bigIntegerValue().min(BigInteger.valueOf(LONGEST_LIFETIME_SECONDS)).longValue();
    }

    /** Whether {@code token} is 1*VSCHAR (RFC 6749 appendix A.12), so it fits an Authorization header. */
    private static boolean sendable(String token) {
        return token.chars().allMatch(c -> c >= 0x20 && c <= 0x7E);
    }

    private DqException tokenError(Answer answer) {
        String code = null;
        String description = null;
        try {
            JsonNode json = mapper.readTree(answer.body());
            if (json != null && json.isObject() && json.path("error").isTextual()) {
                code = json.get("error").asText();
                JsonNode text = json.get("error_description");
                description = text != null && text.isTextual() ? transport.redactor().redact(text.asText()) : null;
            }
        } catch (IOException notJson) {
            // handled below: not an OAuth error body
        }
        if (code == null) {
            if (answer.status() == 401) {
                return ErrorMapper.tokenError(401, null, null, UrlRules.describe(tokenUrl), answer.requestId(), null);
            }
            return ErrorMapper.withoutErrorBody(answer.status(), answer.describeBody() + " from " + target,
                    answer.requestId(), transport.retryAfter(answer), null);
        }
        return ErrorMapper.tokenError(answer.status(), code, description, UrlRules.describe(tokenUrl),
                answer.requestId(), transport.retryAfter(answer));
    }

    private DqException protocol(Answer answer, String problem) {
        return ErrorMapper.protocol(answer.status(), "the answer of " + target + " " + problem,
                answer.requestId(), null);
    }
}
