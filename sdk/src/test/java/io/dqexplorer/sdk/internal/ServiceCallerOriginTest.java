package io.dqexplorer.sdk.internal;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.internal.auth.AccessToken;
import io.dqexplorer.sdk.internal.auth.TokenSource;
import io.dqexplorer.sdk.internal.http.Transport;
import io.dqexplorer.sdk.internal.json.AccessReader;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The caller's own origin check, below the interceptors: a ServiceCaller over a plain OkHttpClient
 * (no SameOrigin interceptor) still sends no token anywhere but to the service's origin.
 */
class ServiceCallerOriginTest {

    private static final String ACCESS = "{\"capabilities\":[],\"scope\":{\"kind\":\"public\"},\"writes_require_admin\":false}";

    private final MockWebServer service = new MockWebServer();
    private final MockWebServer elsewhere = new MockWebServer();
    private final AtomicInteger tokensHandedOut = new AtomicInteger();
    private ServiceCaller caller;

    @BeforeEach
    void start() throws Exception {
        service.start(InetAddress.getByName("127.0.0.1"), 0);
        elsewhere.start(InetAddress.getByName("127.0.0.1"), 0);
        Transport transport = new Transport(new OkHttpClient(), RetryPolicy.none(), null, delay -> { },
                new Redactor(), () -> 0.5, Clock.systemUTC());
        TokenSource tokens = new TokenSource(() -> {
            tokensHandedOut.incrementAndGet();
            return new AccessToken("token-origin", Long.MAX_VALUE, 3600);
        }, () -> 0L, retired -> { });
        caller = new ServiceCaller(HttpUrl.get("http://127.0.0.1:" + service.getPort() + "/"), transport, Duration.ofSeconds(5), tokens, "test", new ObjectMapper());
    }

    @AfterEach
    void stop() {
        service.close();
        elsewhere.close();
    }

    @Test
    void theServicesOriginGetsTheToken() throws Exception {
        service.enqueue(new MockResponse.Builder().code(200).body(ACCESS).build());
        caller.get(caller.url("api/access").build(), AccessReader::access);
        assertEquals("Bearer token-origin", service.takeRequest().getHeaders().get("Authorization"));
    }

    @Test
    void anotherPortHostOrSchemeIsRefusedBeforeATokenIsTakenOrAByteSent() {
        HttpUrl own = caller.url("api/access").build();
        HttpUrl otherPort = own.newBuilder().port(elsewhere.getPort()).build();
        HttpUrl otherHost = own.newBuilder().host("localhost").build();
        HttpUrl otherScheme = own.newBuilder().scheme("https").build();
        for (HttpUrl url : new HttpUrl[] {otherPort, otherHost, otherScheme}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> caller.get(url, AccessReader::access), url.toString());
            assertEquals("refusing to send the access token to another origin", e.getMessage());
        }
        assertEquals(0, tokensHandedOut.get());
        assertEquals(0, elsewhere.getRequestCount());
        assertEquals(0, service.getRequestCount());
    }
}
