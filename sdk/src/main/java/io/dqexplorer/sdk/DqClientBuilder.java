package io.dqexplorer.sdk;

import okhttp3.OkHttpClient;

import java.net.URI;
import java.time.Duration;

/**
 * API SHAPE AGREED FOR PARALLEL WORK — builder of {@link DqClient} with defaults; {@link #build()}
 * validates (https unless loopback, required fields present) and throws IllegalArgumentException
 * naming the bad setting.
 */
public final class DqClientBuilder {

    public DqClientBuilder serviceUrl(URI url) { throw new UnsupportedOperationException(); }
    public DqClientBuilder tokenUrl(URI url) { throw new UnsupportedOperationException(); }
    public DqClientBuilder clientId(String clientId) { throw new UnsupportedOperationException(); }
    /** Held in memory only; sent to the token URL only. */
    public DqClientBuilder clientSecret(char[] secret) { throw new UnsupportedOperationException(); }
    public DqClientBuilder connectTimeout(Duration timeout) { throw new UnsupportedOperationException(); }
    public DqClientBuilder readTimeout(Duration timeout) { throw new UnsupportedOperationException(); }
    public DqClientBuilder retryPolicy(RetryPolicy policy) { throw new UnsupportedOperationException(); }
    public DqClientBuilder retryListener(RetryListener listener) { throw new UnsupportedOperationException(); }
    public DqClientBuilder userAgent(String userAgent) { throw new UnsupportedOperationException(); }
    public DqClientBuilder httpClient(OkHttpClient client) { throw new UnsupportedOperationException(); }
    public DqClientBuilder clock(MonotonicClock clock) { throw new UnsupportedOperationException(); }
    public DqClientBuilder sleeper(Sleeper sleeper) { throw new UnsupportedOperationException(); }
    public DqClient build() { throw new UnsupportedOperationException(); }
}
