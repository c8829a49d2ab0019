package io.dqexplorer.sdk;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URI;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BuilderTest {

    private static DqClientBuilder valid() {
        return DqClient.builder()
                .serviceUrl(URI.create("https://dq.example.com/"))
                .tokenUrl(URI.create("https://auth.example.com/oauth/token"))
                .clientId("id")
                .clientSecret("secret".toCharArray());
    }

    private static void refused(DqClientBuilder builder, String setting) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, builder::build);
        assertTrue(e.getMessage().startsWith(setting), e.getMessage());
    }

    @Test
    void httpsUrlsAreAccepted() {
        assertDoesNotThrow(() -> valid().build().close());
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://dq.example.com/", "http://10.0.0.1:8080/", "http://128.0.0.1/", "ftp://dq.example.com/",
            "http://localhost.example.com/", "http://127.0.0.1.nip.io/"})
    void aNonLoopbackPlainHttpServiceUrlIsRefused(String url) {
        refused(valid().serviceUrl(URI.create(url)), "serviceUrl");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://dq.example.com/token", "http://192.168.1.2/token"})
    void aNonLoopbackPlainHttpTokenUrlIsRefused(String url) {
        refused(valid().tokenUrl(URI.create(url)), "tokenUrl");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1:8080/", "http://127.1.2.3/", "http://localhost:9000/", "http://[::1]:8080/"})
    void loopbackMayUsePlainHttp(String url) {
        assertDoesNotThrow(() -> valid().serviceUrl(URI.create(url)).tokenUrl(URI.create(url + "token")).build().close());
    }

    @Test
    void missingOrBadSettingsAreNamed() {
        refused(valid().serviceUrl(null), "serviceUrl");
        refused(valid().tokenUrl(null), "tokenUrl");
        refused(valid().clientId(null), "clientId");
        refused(valid().clientId(" "), "clientId");
        refused(valid().clientSecret(null), "clientSecret");
        refused(valid().clientSecret(new char[0]), "clientSecret");
        refused(valid().connectTimeout(Duration.ZERO), "connectTimeout");
        refused(valid().readTimeout(Duration.ofSeconds(-1)), "readTimeout");
        refused(valid().callTimeout(Duration.ZERO), "callTimeout");
        refused(valid().callTimeout(null), "callTimeout");
        refused(valid().callTimeout(Duration.ofDays(1).plusMillis(1)), "callTimeout");
        refused(valid().tokenCallTimeout(Duration.ofMillis(-1)), "tokenCallTimeout");
        refused(valid().tokenCallTimeout(Duration.ofDays(365 * 400)), "tokenCallTimeout");
        refused(valid().retryPolicy(null), "retryPolicy");
        refused(valid().userAgent("bad\r\nX-Injected: 1"), "userAgent");
        refused(valid().userAgent(" "), "userAgent");
        refused(valid().userAgent(null), "userAgent");
        refused(valid().userAgent("tab\tinside"), "userAgent");
        refused(valid().userAgent("del\u007f"), "userAgent");
        refused(valid().userAgent("caf\u00e9"), "userAgent");
        refused(valid().clock(null), "clock");
        refused(valid().sleeper(null), "sleeper");
        refused(valid().serviceUrl(URI.create("https://user:pw@dq.example.com/")), "serviceUrl");
        refused(valid().serviceUrl(URI.create("https://dq.example.com/?x=1")), "serviceUrl");
    }

    @Test
    void deadlinesUpToADayAreAccepted() {
        assertDoesNotThrow(() -> valid().callTimeout(Duration.ofDays(1)).tokenCallTimeout(Duration.ofMillis(1)).build().close());
    }

    @Test
    void aRetryPolicyChecksItselfNamingTheComponent() {
        Duration second = Duration.ofSeconds(1);
        Duration negative = Duration.ofMillis(-1);
        policyRefused(() -> new RetryPolicy(0, second, second, second), "retryPolicy.maxAttempts");
        policyRefused(() -> new RetryPolicy(-3, second, second, second), "retryPolicy.maxAttempts");
        policyRefused(() -> new RetryPolicy(3, negative, second, second), "retryPolicy.baseDelay");
        policyRefused(() -> new RetryPolicy(3, second, negative, second), "retryPolicy.maxBackoff");
        policyRefused(() -> new RetryPolicy(3, second, second, negative), "retryPolicy.maxRetryAfter");
        policyRefused(() -> new RetryPolicy(3, null, second, second), "retryPolicy.baseDelay");
        policyRefused(() -> new RetryPolicy(3, second, null, second), "retryPolicy.maxBackoff");
        policyRefused(() -> new RetryPolicy(3, second, second, null), "retryPolicy.maxRetryAfter");
        // the smallest policy: one attempt, no waits
        RetryPolicy none = new RetryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ZERO);
        assertEquals(RetryPolicy.none(), none);
        assertDoesNotThrow(() -> valid().retryPolicy(none).build().close());
    }

    private static void policyRefused(org.junit.jupiter.api.function.Executable make, String component) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, make);
        assertTrue(e.getMessage().startsWith(component), e.getMessage());
    }

    @Test
    void printableAsciiUserAgentsAreAccepted() {
        assertDoesNotThrow(() -> valid().userAgent(" ~dq-explorer/1.0 (x; y) ~").build().close());
    }

    @Test
    void buildingZeroesTheBuildersCopyOfTheSecretSoABuilderBuildsOnce() {
        DqClientBuilder builder = valid();
        char[] held = builder.clientSecret;
        builder.build().close();
        assertEquals(new String(new char[6]), new String(held));
        refused(builder, "clientSecret");
    }

    @Test
    void aReplacedSecretIsZeroedInTheBuilder() {
        DqClientBuilder builder = valid();
        char[] first = builder.clientSecret;
        builder.clientSecret("other".toCharArray());
        assertEquals(new String(new char[6]), new String(first));
        assertEquals("other", new String(builder.clientSecret));
    }

    @Test
    void theVersionIsTheProjectVersionReadOneWay() {
        assertTrue(DqClient.VERSION.matches("\\d+\\.\\d+\\.\\d+(-[A-Za-z0-9.]+)?"), DqClient.VERSION);
        assertEquals(DqClient.VERSION, DqClient.readVersion());
        assertNotEquals(DqClient.UNKNOWN_VERSION, DqClient.VERSION, "the build filters the version into the resource");
    }
}
