package io.dqexplorer.sdk.internal;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        // answered by path, not in the order requests arrive: each call gets its own answer whatever the timing
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return request.getUrl().encodedPath().equals("/other")
                        ? new MockResponse.Builder().body("untouched").build()
                        : new MockResponse.Builder().headersDelay(10, TimeUnit.MINUTES).body("{}").build();
            }
        });
        Thread canceller = new Thread(() -> {
            try {
                // the call is cancelled once the service has it: in flight
                server.takeRequest();
            } catch (InterruptedException e) {
                return;
            }
            cancel.cancel();
        });
        canceller.start();
        IOException stopped = assertThrows(IOException.class, () -> http.newCall(tagged(cancel)).execute().close());
        assertFalse(stopped instanceof SocketTimeoutException, "cancelled, not given up on: " + stopped);
        canceller.join();
        try (Response response = http.newCall(new Request.Builder().url(server.url("/other")).build()).execute()) {
            assertEquals("untouched", response.body().string());
        }
    }
}
