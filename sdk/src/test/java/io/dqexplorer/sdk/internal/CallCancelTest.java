package io.dqexplorer.sdk.internal;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Cancelling the calls of a walk from another thread, over real HTTP on loopback. */
@Timeout(30)
class CallCancelTest {

    private final MockWebServer server = new MockWebServer();
    private final OkHttpClient http = new OkHttpClient.Builder().addInterceptor(CallCancel.REGISTER).build();

    @BeforeEach
    void start() throws IOException {
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Request tagged(CallCancel cancel) {
        return new Request.Builder().url(server.url("/v1/clips")).tag(CallCancel.class, cancel).build();
    }

    @Test
    void aCallStartedAfterTheCancelIsCancelledAtOnce() {
        CallCancel cancel = new CallCancel();
        cancel.cancel();
        server.enqueue(new MockResponse.Builder().body("{}").build());
        assertThrows(IOException.class, () -> http.newCall(tagged(cancel)).execute().close());
    }

    @Test
    void theCallInFlightIsCancelledAndAnUntaggedCallIsLeftAlone() throws Exception {
        CallCancel cancel = new CallCancel();
        server.enqueue(new MockResponse.Builder().headersDelay(10, TimeUnit.MINUTES).body("{}").build());
        server.enqueue(new MockResponse.Builder().body("untouched").build());
        Thread canceller = new Thread(() -> {
            try {
                server.takeRequest();
            } catch (InterruptedException e) {
                return;
            }
            cancel.cancel();
        });
        canceller.start();
        assertThrows(IOException.class, () -> http.newCall(tagged(cancel)).execute().close());
        canceller.join();
        try (Response response = http.newCall(new Request.Builder().url(server.url("/other")).build()).execute()) {
            assertEquals("untouched", response.body().string());
        }
    }
}
