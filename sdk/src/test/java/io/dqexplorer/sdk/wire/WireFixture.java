package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.DqClientBuilder;
import io.dqexplorer.sdk.RetryPolicy;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Headers;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * Two MockWebServers on loopback, on different ports (so different origins): a token issuer and
 * the service. The issuer mints "token-1", "token-2", ... The service answers from a queue, or
 * from a handler when one is set. Clock and sleeper are fakes the test drives.
 */
final class WireFixture implements AutoCloseable {

    static final String CLIENT_ID = "client-wire";
    static final String SECRET = "s3cr3t-wire-Secret-Value";

    final MockWebServer issuer = new MockWebServer();
    final MockWebServer service = new MockWebServer();
    final AtomicInteger exchanges = new AtomicInteger();
    final AtomicLong nanos = new AtomicLong(1_000_000_000L);
    final List<Duration> sleeps = Collections.synchronizedList(new ArrayList<>());
    final ConcurrentLinkedQueue<RecordedRequest> tokenRequests = new ConcurrentLinkedQueue<>();
    final ConcurrentLinkedQueue<RecordedRequest> serviceRequests = new ConcurrentLinkedQueue<>();
    final ConcurrentLinkedQueue<MockResponse> queued = new ConcurrentLinkedQueue<>();
    volatile long expiresIn = 3600;
    volatile long tokenDelayMillis;
    volatile Function<Integer, MockResponse> tokenHandler;
    volatile Function<RecordedRequest, MockResponse> serviceHandler;

    WireFixture() throws IOException {
        issuer.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                tokenRequests.add(request);
                int n = exchanges.incrementAndGet();
                if (tokenHandler != null) {
                    return tokenHandler.apply(n);
                }
                return new MockResponse.Builder()
                        .code(200)
                        .addHeader("Content-Type", "application/json")
                        .headersDelay(tokenDelayMillis, TimeUnit.MILLISECONDS)
                        .body("{\"access_token\":\"token-" + n + "\",\"token_type\":\"Bearer\",\"expires_in\":" + expiresIn + "}")
                        .build();
            }
        });
        service.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                serviceRequests.add(request);
                if (serviceHandler != null) {
                    return serviceHandler.apply(request);
                }
                MockResponse next = queued.poll();
                return next != null ? next : json(500, "{\"code\":\"test_queue_empty\",\"message\":\"nothing queued\"}");
            }
        });
        issuer.start(java.net.InetAddress.getByName("127.0.0.1"), 0);
        service.start(java.net.InetAddress.getByName("127.0.0.1"), 0);
    }

    URI serviceUrl() {
        return service.url("/").uri();
    }

    URI tokenUrl() {
        return issuer.url("/oauth/token").uri();
    }

    DqClientBuilder builder() {
        return DqClient.builder()
                .serviceUrl(serviceUrl())
                .tokenUrl(tokenUrl())
                .clientId(CLIENT_ID)
                .clientSecret(SECRET.toCharArray())
                .clock(nanos::get)
                .sleeper(sleeps::add)
                .readTimeout(Duration.ofSeconds(5))
                .retryPolicy(RetryPolicy.defaults());
    }

    DqClient client() {
        return builder().build();
    }

    void enqueue(MockResponse response) {
        queued.add(response);
    }

    void advanceSeconds(double seconds) {
        nanos.addAndGet((long) (seconds * 1e9));
    }

    static MockResponse json(int code, String body) {
        return new MockResponse.Builder().code(code).addHeader("Content-Type", "application/json").body(body).build();
    }

    static MockResponse json(int code, String body, Headers extra) {
        return new MockResponse.Builder().code(code).headers(extra.newBuilder()
                .add("Content-Type", "application/json").build()).body(body).build();
    }

    static MockResponse error(int code, String errorCode, String message) {
        return json(code, "{\"code\":\"" + errorCode + "\",\"message\":\"" + message + "\"}");
    }

    static final String ACCESS = "{\"capabilities\":[\"view_data\"],\"scope\":{\"kind\":\"organization\","
            + "\"organization_id\":\"org-wire\"},\"writes_require_admin\":true,\"unknown_future_field\":{\"x\":1}}";

    static MockResponse access() {
        return json(200, ACCESS);
    }

    static String clipsPage(int offset, int count, long total, String vocabulary) {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                rows.append(',');
            }
            rows.append("{\"clip\":\"c").append(offset + i).append("\",\"episode_index\":").append(offset + i)
                    .append(",\"analyzed_seconds\":1.5,\"environments\":[],\"objects\":[],\"actions\":[]}");
        }
        return "{\"dataset\":\"d\",\"vocabulary\":\"" + vocabulary + "\",\"filtered_to\":[],\"total\":" + total
                + ",\"offset\":" + offset + ",\"limit\":1000,\"clips\":[" + rows + "]}";
    }

    List<RecordedRequest> serviceRequestList() {
        return new ArrayList<>(serviceRequests);
    }

    @Override
    public void close() {
        issuer.close();
        service.close();
    }
}
