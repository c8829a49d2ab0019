package io.dqexplorer.sandbox;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FaultInjectionTest {

    private static final String PATH = "/api/v1beta/quality/duplicates";
    private static final String DUPLICATES = PATH + "?dataset=kitchen-egocentric";

    private static Sandbox sandbox;
    private static ServiceCalls calls;
    private static String token;

    @BeforeAll
    static void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        calls = new ServiceCalls(sandbox);
        token = calls.demoToken();
    }

    @AfterEach
    void clear() {
        sandbox.faults().clear();
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @Test
    void statusFaultAnswersItsBodyAndHeadersAndStillEchoesTheRequestId() {
        sandbox.faults().inject(PATH, Fault.overloaded(7));
        ServiceCalls.Answer answer = calls.get(DUPLICATES, token, "x-request-id", "fault-1");
        assertEquals(503, answer.status());
        assertEquals("overloaded", answer.code());
        assertEquals("7", answer.header("Retry-After"));
        assertEquals("fault-1", answer.header("x-request-id"));
        assertTrue(answer.header("Content-Type").startsWith("application/json"));
    }

    @Test
    void customStatusFaultWithHeader() {
        sandbox.faults().inject(PATH, Fault.status(500, "{\"code\":\"internal_error\",\"message\":\"boom\"}")
                .withHeader("X-Extra", "yes"));
        ServiceCalls.Answer answer = calls.get(DUPLICATES, token);
        assertEquals(500, answer.status());
        assertEquals("boom", answer.json().get("message").asText());
        assertEquals("yes", answer.header("X-Extra"));
        assertEquals(504, faultStatus(Fault.deadlineExceeded()));
        assertEquals("deadline_exceeded", calls.get(DUPLICATES, token).code());
    }

    @Test
    void timesLimitsTheFaultToTheNextRequests() {
        sandbox.faults().inject(PATH, Fault.internalError().times(2));
        assertEquals(500, calls.get(DUPLICATES, token).status());
        assertEquals(500, calls.get(DUPLICATES, token).status());
        assertEquals(200, calls.get(DUPLICATES, token).status());
        assertEquals(200, calls.get(DUPLICATES, token).status());
    }

    @Test
    void faultAppliesToItsExactPathOnly() {
        sandbox.faults().inject(PATH, Fault.internalError());
        assertEquals(200, calls.get("/api/v1beta/quality/vocabulary?dataset=kitchen-egocentric", token).status());
        assertEquals(500, calls.get(PATH + "?dataset=warehouse-picking", token).status());
        sandbox.faults().clear();
        assertEquals(200, calls.get(DUPLICATES, token).status());
    }

    @Test
    void delayAnswersTheRealAnswerLate() {
        sandbox.faults().inject(PATH, Fault.delay(Duration.ofMillis(400)).times(1));
        long started = System.nanoTime();
        ServiceCalls.Answer answer = calls.get(DUPLICATES, token);
        assertTrue(System.nanoTime() - started >= 400_000_000L);
        assertEquals(200, answer.status());
        assertEquals("kitchen-egocentric", answer.json().get("dataset").asText());
    }

    @Test
    void truncatedBodyCutsTheConnectionMidBody() {
        sandbox.faults().inject(PATH, Fault.truncatedBody().times(1));
        assertThrows(IOException.class, () -> calls.sendRaw(DUPLICATES, token));
        assertEquals(200, calls.get(DUPLICATES, token).status(), "the server is fine afterwards");
    }

    @Test
    void nonJsonFaultAnswersAProxyPage() {
        sandbox.faults().inject(PATH, Fault.nonJson(502, "text/html", "<html><body>Bad Gateway</body></html>"));
        ServiceCalls.Answer answer = calls.get(DUPLICATES, token, "x-request-id", "fault-2");
        assertEquals(502, answer.status());
        assertEquals("text/html", answer.header("Content-Type"));
        assertTrue(answer.body().startsWith("<html>"));
        assertEquals("fault-2", answer.header("x-request-id"));
    }

    @Test
    void tokenEndpointCanFailToo() {
        sandbox.faults().inject("/oauth2/token", Fault.overloaded(1).times(1));
        SandboxClient client = sandbox.demoClient();
        Map<String, String> form = Map.of("grant_type", "client_credentials", "client_id", client.clientId(),
                "client_secret", client.clientSecret());
        assertEquals(503, calls.postForm(form).status());
        assertEquals(200, calls.postForm(form).status());
    }

    private static int faultStatus(Fault fault) {
        sandbox.faults().inject(PATH, fault);
        return calls.get(DUPLICATES, token).status();
    }
}
