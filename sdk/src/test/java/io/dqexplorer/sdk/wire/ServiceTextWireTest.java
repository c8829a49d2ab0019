package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.PermissionException;
import io.dqexplorer.sdk.error.ProtocolException;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Text the service (or whatever answers in its place) supplies reaches an exception escaped, never raw. */
class ServiceTextWireTest {

    /** ESC sequences that clear the screen and set a window title, BEL, a C1 CSI, a right-to-left override. */
    private static final String HOSTILE_JSON = "\\u001b[2J\\u001b]0;EXPORT OK\\u0007 \\u009b31m \\u202Eevil";
    private static final String HOSTILE_SHOWN = "\\u001B[2J\\u001B]0;EXPORT OK\\u0007 \\u009B31m \\u202Eevil";

    private WireFixture wire;

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
    }

    @AfterEach
    void stop() {
        wire.close();
    }

    @Test
    void theServicesCodeMessageAndEchoedRequestIdAreShownEscapedAndPrintableUnicodeIsKept() {
        wire.enqueue(new MockResponse.Builder().code(403).addHeader("Content-Type", "application/json")
                .addHeaderLenient("x-request-id", "rid-\u001b[1m-\u0007")
                .body("{\"code\":\"denied" + HOSTILE_JSON + "\",\"message\":\"Größe 日本語 " + HOSTILE_JSON + "\"}")
                .build());
        try (DqClient client = wire.client()) {
            PermissionException e = assertThrows(PermissionException.class, client.versioned()::access);
            assertEquals("denied" + HOSTILE_SHOWN, e.code().orElseThrow());
            assertEquals("Größe 日本語 " + HOSTILE_SHOWN, e.serviceMessage());
            assertEquals("rid-\\u001B[1m-\\u0007", e.requestId().orElseThrow());
            assertShownOnly(e);
            assertTrue(e.getMessage().contains("Größe 日本語"), e.getMessage());
        }
    }

    @Test
    void theTokenEndpointsErrorAndDescriptionAreShownEscaped() {
        wire.tokenHandler = n -> WireFixture.json(400, "{\"error\":\"invalid_client" + HOSTILE_JSON
                + "\",\"error_description\":\"refused " + HOSTILE_JSON + "\"}");
        try (DqClient client = wire.client()) {
            DqException e = assertThrows(DqException.class, client.versioned()::access);
            assertEquals("invalid_client" + HOSTILE_SHOWN, e.code().orElseThrow());
            assertEquals("refused " + HOSTILE_SHOWN, e.serviceMessage());
            assertShownOnly(e);
        }
    }

    @Test
    void anOauthCredentialErrorKeepsItsTypeAndIsShownEscaped() {
        wire.tokenHandler = n -> WireFixture.json(401, "{\"error\":\"invalid_client\",\"error_description\":\"no "
                + HOSTILE_JSON + "\"}");
        try (DqClient client = wire.client()) {
            AuthenticationException e = assertThrows(AuthenticationException.class, client.versioned()::access);
            assertShownOnly(e);
        }
    }

    @Test
    void aProxyPageIsDescribedEscaped() {
        for (int i = 0; i < 3; i++) {
            wire.enqueue(new MockResponse.Builder().code(502)
                    .addHeaderLenient("Content-Type", "text/html\u001b]0;EXPORT OK\u0007")
                    .addHeaderLenient("x-request-id", "proxy-\u001b[31m")
                    .body("<html>\u001b[2J bad gateway</html>").build());
        }
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertEquals(502, e.status());
            assertTrue(e.getMessage().contains("a text/html\\u001B]0 body"), e.getMessage());
            assertShownOnly(e);
        }
    }

    /** No C0 or C1 control, DEL or bidi control in any text of the exception. */
    private static void assertShownOnly(DqException e) {
        for (String text : new String[]{e.getMessage(), e.serviceMessage(), e.code().orElse(""), e.requestId().orElse("")}) {
            assertFalse(text.chars().anyMatch(ServiceTextWireTest::control), "raw control character in: " + text);
        }
    }

    static boolean control(int c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F
                || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    }
}
