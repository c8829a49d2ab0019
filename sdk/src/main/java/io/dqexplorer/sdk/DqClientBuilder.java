package io.dqexplorer.sdk;

import io.dqexplorer.sdk.measurement.AnswerListener;
import okhttp3.OkHttpClient;

import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;

/**
 * Builds a {@link DqClient}. Defaults: connect timeout 10 s, read timeout 30 s, call deadline
 * 30 s, token call deadline 15 s, {@link RetryPolicy#defaults()}, user agent
 * {@code dq-explorer-sdk/<version>}, a new OkHttpClient owned by the client,
 * {@code System::nanoTime}, {@code Thread.sleep}, no listener.
 * {@link #build()} validates and throws IllegalArgumentException naming the bad setting: service
 * and token URLs are required and must be https unless the host is loopback (127.0.0.0/8, ::1,
 * localhost); client id and secret are required; timeouts must be positive; deadlines must be
 * positive and at most one day.
 * <p>An injected OkHttpClient is never changed: the SDK derives its own with
 * {@code newBuilder()} (sharing its connection pool and dispatcher), turns off redirects and
 * OkHttp's own retry on connection failure, and applies the connect and read timeouts only when
 * they were set here. The call deadlines always apply, to each request the SDK sends, in place of
 * the injected client's own {@code callTimeout}.
 */
public final class DqClientBuilder {

    static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(30);
    static final Duration DEFAULT_CALL_TIMEOUT = Duration.ofSeconds(30);
    static final Duration DEFAULT_TOKEN_CALL_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration LONGEST_DEADLINE = Duration.ofDays(1);

    URI serviceUrl;
    URI tokenUrl;
    String clientId;
    char[] clientSecret;
    Duration connectTimeout;
    Duration readTimeout;
    Duration callTimeout = DEFAULT_CALL_TIMEOUT;
    Duration tokenCallTimeout = DEFAULT_TOKEN_CALL_TIMEOUT;
    RetryPolicy retryPolicy = RetryPolicy.defaults();
    RetryListener retryListener;
    AnswerListener answerListener;
    String userAgent = "dq-explorer-sdk/" + DqClient.VERSION;
    OkHttpClient httpClient;
    MonotonicClock clock = System::nanoTime;
    Sleeper sleeper = duration -> Thread.sleep(duration.toMillis(), (int) (duration.toNanos() % 1_000_000));

    DqClientBuilder() {
    }

    public DqClientBuilder serviceUrl(URI url) {
        this.serviceUrl = url;
        return this;
    }

    public DqClientBuilder tokenUrl(URI url) {
        this.tokenUrl = url;
        return this;
    }

    public DqClientBuilder clientId(String clientId) {
        this.clientId = clientId;
        return this;
    }

    /** Held in memory only (a copy; the caller may clear its array); sent to the token URL only. */
    public DqClientBuilder clientSecret(char[] secret) {
        if (this.clientSecret != null) {
            Arrays.fill(this.clientSecret, '\0');
        }
        this.clientSecret = secret == null ? null : secret.clone();
        return this;
    }

    public DqClientBuilder connectTimeout(Duration timeout) {
        this.connectTimeout = timeout;
        return this;
    }

    /** The longest wait for the next bytes of an answer (headers or body). */
    public DqClientBuilder readTimeout(Duration timeout) {
        this.readTimeout = timeout;
        return this;
    }

    /**
     * The deadline of one request to the service (default 30 s): connecting, sending, waiting and
     * reading the whole body must be done within it, however steadily the bytes trickle in (the
     * read timeout only bounds each wait). A request past its deadline is cancelled and counts as
     * a failed attempt, retried under the {@link RetryPolicy}; so a call gives up after at most
     * {@code maxAttempts} deadlines plus the backoffs between them.
     */
    public DqClientBuilder callTimeout(Duration deadline) {
        this.callTimeout = deadline;
        return this;
    }

    /** Like {@link #callTimeout}, for one request to the token URL (default 15 s). */
    public DqClientBuilder tokenCallTimeout(Duration deadline) {
        this.tokenCallTimeout = deadline;
        return this;
    }

    public DqClientBuilder retryPolicy(RetryPolicy policy) {
        this.retryPolicy = policy;
        return this;
    }

    /** Told before each retry sleep (on the calling thread), e.g. to show "retrying in 3 s". */
    public DqClientBuilder retryListener(RetryListener listener) {
        this.retryListener = listener;
        return this;
    }

    /** Told of every measurement answer read and checked (video characteristics, hand activity, both vocabulary forms, duplicates). */
    public DqClientBuilder answerListener(AnswerListener listener) {
        this.answerListener = listener;
        return this;
    }

    public DqClientBuilder userAgent(String userAgent) {
        this.userAgent = userAgent;
        return this;
    }

    /** A client whose pool and dispatcher are shared; the DqClient does not shut it down on close. */
    public DqClientBuilder httpClient(OkHttpClient client) {
        this.httpClient = client;
        return this;
    }

    public DqClientBuilder clock(MonotonicClock clock) {
        this.clock = clock;
        return this;
    }

    public DqClientBuilder sleeper(Sleeper sleeper) {
        this.sleeper = sleeper;
        return this;
    }

    public DqClient build() {
        if (clientId == null || clientId.isBlank()) {
            throw new IllegalArgumentException("clientId is required");
        }
        if (clientSecret == null || clientSecret.length == 0) {
            throw new IllegalArgumentException("clientSecret is required");
        }
        positive("connectTimeout", connectTimeout);
        positive("readTimeout", readTimeout);
        deadline("callTimeout", callTimeout);
        deadline("tokenCallTimeout", tokenCallTimeout);
        if (retryPolicy == null) {
            throw new IllegalArgumentException("retryPolicy is required (RetryPolicy.none() disables retries)");
        }
        if (userAgent == null || userAgent.isBlank() || !userAgent.chars().allMatch(c -> c >= 0x20 && c < 0x7f)) {
            throw new IllegalArgumentException("userAgent must be non-blank printable ASCII");
        }
        if (clock == null) {
            throw new IllegalArgumentException("clock is required");
        }
        if (sleeper == null) {
            throw new IllegalArgumentException("sleeper is required");
        }
        return new DqClient(this);
    }

    private static void positive(String setting, Duration value) {
        if (value != null && (value.isNegative() || value.isZero())) {
            throw new IllegalArgumentException(setting + " must be positive, was " + value);
        }
    }

    private static void deadline(String setting, Duration value) {
        if (value == null || value.isNegative() || value.isZero() || value.compareTo(LONGEST_DEADLINE) > 0) {
            throw new IllegalArgumentException(setting + " must be positive and at most one day, was " + value);
        }
    }

    Duration connectTimeoutOrDefault() {
        return Objects.requireNonNullElse(connectTimeout, DEFAULT_CONNECT_TIMEOUT);
    }

    Duration readTimeoutOrDefault() {
        return Objects.requireNonNullElse(readTimeout, DEFAULT_READ_TIMEOUT);
    }
}
