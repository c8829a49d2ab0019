package io.dqexplorer.sdk;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.nimbusds.oauth2.sdk.auth.Secret;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.internal.Answered;
import io.dqexplorer.sdk.internal.CallCancel;
import io.dqexplorer.sdk.internal.PagedClipWalk;
import io.dqexplorer.sdk.internal.Redactor;
import io.dqexplorer.sdk.internal.SameOrigin;
import io.dqexplorer.sdk.internal.ServiceCaller;
import io.dqexplorer.sdk.internal.UrlRules;
import io.dqexplorer.sdk.internal.auth.TokenExchange;
import io.dqexplorer.sdk.internal.auth.TokenSource;
import io.dqexplorer.sdk.internal.http.Transport;
import io.dqexplorer.sdk.internal.json.AccessReader;
import io.dqexplorer.sdk.internal.json.ClipPageStream;
import io.dqexplorer.sdk.internal.json.ClipReader;
import io.dqexplorer.sdk.internal.json.MeasurementReader;
import io.dqexplorer.sdk.internal.json.ShapeException;
import io.dqexplorer.sdk.internal.json.VocabularyReader;
import io.dqexplorer.sdk.measurement.AnswerListener;
import io.dqexplorer.sdk.measurement.MeasurementAnswer;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import okhttp3.ConnectionSpec;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

import java.io.InputStream;
import java.net.URI;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

/**
 * Typed client of the Data Quality Service, both path families. Every method throws a subclass of
 * {@link io.dqexplorer.sdk.error.DqException} (never a raw OkHttp, Jackson or Nimbus exception),
 * except that calling a closed client throws IllegalStateException. Thread-safe; one instance per
 * credential, sharing one OkHttpClient and one token cache.
 * <p>Every request carries {@code Authorization: Bearer}, {@code Accept: application/json}, the
 * user agent and an {@code x-request-id} (one UUID per method call, the same on each retry and on
 * the replay after a re-mint). The organization selector header is never sent. Redirects are
 * never followed. Retries follow the {@link RetryPolicy}; see {@link RetryListener}. Every request
 * has an overall deadline ({@link DqClientBuilder#callTimeout}, {@link DqClientBuilder#tokenCallTimeout}):
 * one past it is a failed attempt, so a server that drips its answer cannot hold a call for ever.
 * <p>Text the service supplies (error codes and messages, echoed request ids, a proxy's content
 * type) reaches exception messages and log lines escaped by {@link ServiceText#shown}. The SDK logs
 * through the one {@link System.Logger} named {@code io.dqexplorer.sdk}: request details at DEBUG,
 * retries at INFO, every line redacted and escaped.
 * <p>Cancellation: interrupt the calling thread. No further attempt is sent; the call ends with a
 * {@link io.dqexplorer.sdk.error.TransportException} (status 0, message saying it was interrupted)
 * and the thread's interrupt flag stays set.
 */
public final class DqClient implements AutoCloseable {

    static final String VERSION_RESOURCE = "/io/dqexplorer/sdk/sdk-version.properties";
    static final String UNKNOWN_VERSION = "unknown";

    /** The SDK version, as in the user agent and in an export's manifest. */
    public static final String VERSION = readVersion();

    /** Reads kept answers: the same settings as the mapper of the service's answers. */
    private static final ObjectMapper DOCUMENTS = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final URI serviceUri;
    private final OkHttpClient http;
    private final boolean ownsHttp;
    private final ServiceCaller caller;
    private final TokenSource tokens;
    private final Secret secret;
    private final Redactor redactor;
    private final AnswerListener answers;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Versioned versioned = new Versioned();
    private final Unversioned unversioned = new Unversioned();

    DqClient(DqClientBuilder b) {
        HttpUrl serviceUrl = UrlRules.checked("serviceUrl", b.serviceUrl, false);
        HttpUrl tokenUrl = UrlRules.checked("tokenUrl", b.tokenUrl, true);
        this.serviceUri = b.serviceUrl;
        this.ownsHttp = b.httpClient == null;
        OkHttpClient.Builder hb = ownsHttp ? new OkHttpClient.Builder() : b.httpClient.newBuilder();
        if (ownsHttp || b.connectTimeout != null) {
            hb.connectTimeout(b.connectTimeoutOrDefault());
        }
        if (ownsHttp || b.readTimeout != null) {
            hb.readTimeout(b.readTimeoutOrDefault());
        }
        if (ownsHttp && !serviceUrl.isHttps() && !tokenUrl.isHttps()) {
            // Plain http, so loopback only (UrlRules): with no TLS connection spec OkHttp does not
            // read and parse the platform's trust store, a noticeable part of a short command's start-up.
            hb.connectionSpecs(List.of(ConnectionSpec.CLEARTEXT));
        }
        // Retries are ours alone, so that at most RetryPolicy.maxAttempts requests reach the server:
        // OkHttp's own recovery would silently resend on a reused connection that dropped.
        this.http = hb.followRedirects(false)
                .followSslRedirects(false)
                .retryOnConnectionFailure(false)
                .addInterceptor(CallCancel.REGISTER)
                .addInterceptor(new SameOrigin(serviceUrl))
                .addNetworkInterceptor(new SameOrigin(serviceUrl))
                .build();

        this.redactor = new Redactor();
        String secretText = new String(b.clientSecret);
        redactor.register(secretText);
        this.secret = new Secret(secretText);
        Arrays.fill(b.clientSecret, '\0');
        b.clientSecret = null;

        ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        Transport transport = new Transport(http, b.retryPolicy, b.retryListener, b.sleeper, redactor,
                () -> ThreadLocalRandom.current().nextDouble(), Clock.systemUTC());
        TokenExchange exchange = new TokenExchange(tokenUrl, b.clientId, secret, transport, b.tokenCallTimeout,
                b.clock, b.userAgent, mapper);
        this.tokens = new TokenSource(exchange::exchange, b.clock, redactor::forget);
        this.caller = new ServiceCaller(serviceUrl, transport, b.callTimeout, tokens, b.userAgent, mapper);
        this.answers = b.answerListener == null ? AnswerListener.NONE : b.answerListener;
    }

    public static DqClientBuilder builder() {
        return new DqClientBuilder();
    }

    /** The service URL this client talks to. */
    public URI serviceUrl() {
        return serviceUri;
    }

    /** The versioned family, under {@code /api/v1beta/}: the beta contract. */
    public Versioned versioned() {
        return versioned;
    }

    /** The unversioned family, under {@code /api/}: the clips list, hand activity, per-term clip counts. */
    public Unversioned unversioned() {
        return unversioned;
    }

    /**
     * The endpoints of the versioned family ({@code /api/v1beta/}). The two families share the
     * client's token, connections and rules; each method is named for its endpoint, so the same
     * resource has the same method name in both families ({@code access()}, {@code datasets()},
     * {@code vocabulary(q)}).
     */
    public final class Versioned {

        private Versioned() {
        }

        /** GET /api/v1beta/access: the scope and capabilities of the current token. */
        public Access access() {
            return get(caller.url("api/v1beta/access").build(), AccessReader::access);
        }

        /** GET /api/v1beta/quality/datasets. */
        public List<DatasetEntry> datasets() {
            return get(caller.url("api/v1beta/quality/datasets").build(), AccessReader::datasets);
        }

        /** GET /api/v1beta/quality/video-characteristics with its pins and {@code include=distribution}. */
        public VideoCharacteristics videoCharacteristics(VideoCharacteristicsQuery query) {
            Objects.requireNonNull(query, "query");
            HttpUrl.Builder url = caller.url("api/v1beta/quality/video-characteristics")
                    .addQueryParameter("dataset", query.dataset());
            optional(url, "analysis", query.analysis());
            optional(url, "video_characteristics", query.videoCharacteristics());
            if (query.includeDistribution()) {
                url.addQueryParameter("include", "distribution");
            }
            return measurement(url.build(), MeasurementFamily.VIDEO_CHARACTERISTICS);
        }

        /** GET /api/v1beta/quality/duplicates, optionally pinned to a {@code media_digest}. */
        public Duplicates duplicates(DuplicatesQuery query) {
            Objects.requireNonNull(query, "query");
            HttpUrl.Builder url = caller.url("api/v1beta/quality/duplicates").addQueryParameter("dataset", query.dataset());
            optional(url, "media_digest", query.mediaDigest());
            return measurement(url.build(), MeasurementFamily.DUPLICATES);
        }

        /** GET /api/v1beta/quality/vocabulary. */
        public Vocabulary vocabulary(VocabularyQuery query) {
            return measurement(vocabularyUrl("api/v1beta/quality/vocabulary", query), MeasurementFamily.VOCABULARY);
        }
    }

    /** The endpoints of the unversioned family ({@code /api/}); see {@link Versioned} for the naming. */
    public final class Unversioned {

        private Unversioned() {
        }

        /** GET /api/access (sent with the bearer token; never with the organization selector). */
        public Access access() {
            return get(caller.url("api/access").build(), AccessReader::access);
        }

        /**
         * GET /api/quality/datasets. Its shape is not shown by the contract: {@code {"datasets": [...]}}
         * with entries or bare id strings (read with no metrics) is accepted.
         */
        public List<DatasetEntry> datasets() {
            return get(caller.url("api/quality/datasets").build(), AccessReader::datasets);
        }

        /** GET /api/quality/vocabulary: the form with per-term clip counts; tier shares as fractions. */
        public UnversionedVocabulary vocabulary(VocabularyQuery query) {
            return measurement(vocabularyUrl("api/quality/vocabulary", query), MeasurementFamily.VOCABULARY_COUNTS);
        }

        /** GET /api/quality/hand-activity, optionally pinned to an {@code analysis}; shares as fractions. */
        public HandActivity handActivity(HandActivityQuery query) {
            Objects.requireNonNull(query, "query");
            HttpUrl.Builder url = caller.url("api/quality/hand-activity").addQueryParameter("dataset", query.dataset());
            optional(url, "analysis", query.analysis());
            return measurement(url.build(), MeasurementFamily.HAND_ACTIVITY);
        }

        /** One page of GET /api/quality/clips, carrying the request id of its answer. */
        public ClipPage clips(ClipQuery query) {
            return clipPage(query, null);
        }

        /**
         * Lazily walks every page of GET /api/quality/clips from the query's offset (limit 1000 per
         * request, whatever the query's limit), pinning the vocabulary token of the first page on
         * every later page, until the total is reached. Nothing is fetched before iteration;
         * failures are typed DqExceptions. The walk checks that its pages add up (see {@link ClipWalk}).
         */
        public ClipWalk walkClips(ClipQuery query) {
            Objects.requireNonNull(query, "query");
            return new PagedClipWalk(query, DqClient.this::clipPage);
        }
    }

    private HttpUrl vocabularyUrl(String path, VocabularyQuery query) {
        Objects.requireNonNull(query, "query");
        HttpUrl.Builder url = caller.url(path).addQueryParameter("dataset", query.dataset());
        optional(url, "vocabulary", query.vocabulary());
        optional(url, "section", query.section());
        return url.build();
    }

    /**
     * One page, carrying the request id of its answer (the walk names it when pages do not add up);
     * {@code cancel} (may be null) can cancel its requests from another thread.
     */
    private ClipPage clipPage(ClipQuery query, CallCancel cancel) {
        Objects.requireNonNull(query, "query");
        HttpUrl.Builder url = caller.url("api/quality/clips").addQueryParameter("dataset", query.dataset());
        optional(url, "vocabulary", query.vocabulary());
        optional(url, "term", query.term());
        if (query.frameQuality()) {
            url.addQueryParameter("frame_quality", "true");
        }
        if (query.handActivity()) {
            url.addQueryParameter("hand_activity", "true");
        }
        url.addQueryParameter("offset", Long.toString(query.offset()));
        url.addQueryParameter("limit", Integer.toString(query.limit()));
        checkOpen();
        Answered<ClipPage> answered = caller.answered(url.build(), ClipReader::page, ClipPageStream::read, cancel);
        return answered.value().withRequestId(answered.requestId());
    }

    /**
     * Forgets the tokens and the secret (also in the redactor) and closes the pooled connections
     * if this client created its OkHttpClient. (Its dispatcher needs nothing: the SDK only makes
     * synchronous calls, which never start the dispatcher's threads.)
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        tokens.clear();
        secret.erase();
        redactor.clear();
        if (ownsHttp) {
            http.connectionPool().evictAll();
        }
    }

    private <T> T get(HttpUrl url, Function<JsonNode, T> reader) {
        checkOpen();
        return caller.get(url, reader);
    }

    /** A measurement answer, told to the answer listener once read and checked. */
    private <T> T measurement(HttpUrl url, MeasurementFamily<T> family) {
        return get(url, body -> {
            T answer = reader(family).apply(body);
            JsonNode dataset = body.get("dataset");
            try {
                answers.answered(new MeasurementAnswer(family, dataset != null && dataset.isTextual() ? dataset.asText() : "",
                        family.token(answer), body.toString()));
            } catch (RuntimeException ignored) {
                // keeping a record is the listener's business: the caller still gets its answer
            }
            return answer;
        });
    }

    /**
     * A measurement answer kept as the service gave it ({@link MeasurementAnswer#json()}), read back through
     * the same checks as a fresh one; a document that is not one of the family's answers is a {@link ProtocolException}.
     */
    public static <T> T readAnswer(MeasurementFamily<T> family, String json) {
        try {
            return reader(family).apply(DOCUMENTS.readTree(json));
        } catch (JsonProcessingException e) {
            throw unreadable(family, "is not JSON: " + e.getOriginalMessage(), e);
        } catch (ShapeException e) {
            throw unreadable(family, "does not have the contract's shape: " + e.getMessage(), e);
        }
    }

    private static ProtocolException unreadable(MeasurementFamily<?> family, String problem, Exception cause) {
        return new ProtocolException(0, null, "a stored " + family + " answer " + problem, null, cause);
    }

    @SuppressWarnings("unchecked")
    private static <T> Function<JsonNode, T> reader(MeasurementFamily<T> family) {
        Function<JsonNode, ?> reader;
        if (family == MeasurementFamily.VIDEO_CHARACTERISTICS) {
            reader = MeasurementReader::videoCharacteristics;
        } else if (family == MeasurementFamily.HAND_ACTIVITY) {
            reader = MeasurementReader::handActivity;
        } else if (family == MeasurementFamily.VOCABULARY) {
            reader = VocabularyReader::versioned;
        } else if (family == MeasurementFamily.VOCABULARY_COUNTS) {
            reader = VocabularyReader::unversioned;
        } else {
            reader = MeasurementReader::duplicates;
        }
        return (Function<JsonNode, T>) reader;
    }

    private void checkOpen() {
        if (closed.get()) {
            throw new IllegalStateException("this DqClient is closed");
        }
    }

    private static void optional(HttpUrl.Builder url, String name, String value) {
        if (value != null) {
            url.addQueryParameter(name, value);
        }
    }

    /**
     * The project version, written into {@value #VERSION_RESOURCE} by the build (Maven resource
     * filtering), so it is right in the jar, in the shaded app and when run from classes alike;
     * "unknown" only if that resource is missing.
     */
    static String readVersion() {
        try (InputStream in = DqClient.class.getResourceAsStream(VERSION_RESOURCE)) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                String version = properties.getProperty("version");
                if (version != null && !version.isBlank() && !version.startsWith("${")) {
                    return version.trim();
                }
            }
        } catch (java.io.IOException | RuntimeException ignored) {
            // fall through to the one fallback
        }
        return UNKNOWN_VERSION;
    }
}
