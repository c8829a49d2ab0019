package io.dqexplorer.sdk.internal;

import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URI;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UrlRulesTest {

    @ParameterizedTest
    @ValueSource(strings = {"localhost", "LocalHost", "::1", "[::1]", "0:0:0:0:0:0:0:1", "[0:0:0:0:0:0:0:1]",
            "127.0.0.1", "127.255.255.255", "127.0.0.001"})
    void loopbackHosts(String host) {
        assertTrue(UrlRules.isLoopback(host), host);
    }

    @ParameterizedTest
    @ValueSource(strings = {"localhost.example.com", "::2", "[::2]", "128.0.0.1", "127.0.0", "127.0.0.1.5",
            "127..0.1", "127.0.0.", "127.0001.0.1", "127.a.0.1", "127.256.0.1", "127.0.0.256", "1270.0.0.1", "[::1"})
    void otherHosts(String host) {
        assertFalse(UrlRules.isLoopback(host), host);
    }

    @Test
    void aCheckedUrlKeepsItsPathAndAcceptsAnyCaseOfScheme() {
        HttpUrl url = UrlRules.checked("serviceUrl", URI.create("HTTPS://dq.example.com/prefix/"), false);
        assertEquals("https://dq.example.com/prefix/", url.toString());
        assertEquals("http://127.0.0.1:8080/token?audience=dq",
                UrlRules.checked("tokenUrl", URI.create("http://127.0.0.1:8080/token?audience=dq"), true).toString());
    }

    @Test
    void eachRefusalSaysWhatIsWrong() {
        refused(null, "serviceUrl is required");
        refused("dq.example.com/path", "serviceUrl must be an https URL, was <null URL without host>");
        refused("https:///path", "serviceUrl has no host: <https URL without host>");
        refused("https://dq.example.com/#part", "serviceUrl must not carry a fragment: https://dq.example.com/");
        refused("https://dq.example.com/?x=1", "serviceUrl must not carry a query: https://dq.example.com/");
        refused("https://user:pw@dq.example.com/", "serviceUrl must not carry user-info (credentials) in the URL");
        refused("http://dq.example.com:8080/a", "serviceUrl must use https unless the host is loopback"
                + " (127.0.0.0/8, ::1, localhost), was http://dq.example.com:8080/a");
        refused("https://dq.example.com:99999/", "serviceUrl is not a valid URL: https://dq.example.com:99999/");
    }

    private static void refused(String uri, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> UrlRules.checked("serviceUrl", uri == null ? null : URI.create(uri), false));
        assertEquals(message, e.getMessage());
    }

    @Test
    void urlsAreDescribedWithoutUserInfo() {
        assertEquals("https://dq.example.com/a", UrlRules.describe(URI.create("https://user:pw@dq.example.com/a")));
        assertEquals("https://dq.example.com", UrlRules.describe(URI.create("https://dq.example.com")));
        assertEquals("https://dq.example.com:443/a", UrlRules.describe(HttpUrl.get("https://user:pw@dq.example.com/a")));
    }
}
