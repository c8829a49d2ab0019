package io.dqexplorer.sandbox;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TokenEndpointTest {

    private static Sandbox sandbox;
    private static ServiceCalls calls;

    @BeforeAll
    static void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        calls = new ServiceCalls(sandbox);
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @Test
    void clientCredentialsGrantIssuesAnUncacheableBearerToken() {
        SandboxClient client = sandbox.demoClient();
        ServiceCalls.Answer answer = calls.postForm(Map.of("grant_type", "client_credentials",
                "client_id", client.clientId(), "client_secret", client.clientSecret()));

        assertEquals(200, answer.status());
        assertEquals("Bearer", answer.json().get("token_type").asText());
        assertEquals(300, answer.json().get("expires_in").asInt());
        assertFalse(answer.json().get("access_token").asText().isEmpty());
        assertEquals("no-store", answer.header("Cache-Control"));
        assertTrue(answer.header("Content-Type").startsWith("application/json"));
        assertNotNull(answer.header("x-request-id"));
    }

    @Test
    void httpBasicClientAuthenticationIsAcceptedToo() {
        SandboxClient client = sandbox.secondClient();
        String basic = Base64.getEncoder().encodeToString(
                (client.clientId() + ":" + client.clientSecret()).getBytes(StandardCharsets.UTF_8));
        ServiceCalls.Answer answer = calls.postForm(Map.of("grant_type", "client_credentials"),
                "Authorization", "Basic " + basic);
        assertEquals(200, answer.status());
    }

    @Test
    void wrongSecretIsInvalidClient() {
        ServiceCalls.Answer answer = calls.postForm(Map.of("grant_type", "client_credentials",
                "client_id", sandbox.demoClient().clientId(), "client_secret", "wrong"));
        assertOAuthError(answer, 401, "invalid_client");
    }

    @Test
    void unknownClientIsInvalidClient() {
        ServiceCalls.Answer answer = calls.postForm(Map.of("grant_type", "client_credentials",
                "client_id", "nobody", "client_secret", sandbox.demoClient().clientSecret()));
        assertOAuthError(answer, 401, "invalid_client");
    }

    @Test
    void otherGrantTypeIsUnsupported() {
        ServiceCalls.Answer answer = calls.postForm(Map.of("grant_type", "password",
                "client_id", sandbox.demoClient().clientId(), "client_secret", sandbox.demoClient().clientSecret()));
        assertOAuthError(answer, 400, "unsupported_grant_type");
    }

    @Test
    void missingFieldIsInvalidRequest() {
        assertOAuthError(calls.postForm(Map.of("grant_type", "client_credentials",
                "client_id", sandbox.demoClient().clientId())), 400, "invalid_request");
        assertOAuthError(calls.postForm(Map.of("client_id", sandbox.demoClient().clientId(),
                "client_secret", sandbox.demoClient().clientSecret())), 400, "invalid_request");
    }

    @Test
    void bodyThatIsNotFormEncodedIsInvalidRequest() {
        ServiceCalls.Answer answer = calls.postRaw("{\"grant_type\":\"client_credentials\"}", "application/json");
        assertOAuthError(answer, 400, "invalid_request");
    }

    @Test
    void repeatedParameterIsInvalidRequest() {
        SandboxClient client = sandbox.demoClient();
        ServiceCalls.Answer answer = calls.postRaw("grant_type=client_credentials&grant_type=client_credentials&client_id="
                + client.clientId() + "&client_secret=" + ServiceCalls.encode(client.clientSecret()),
                "application/x-www-form-urlencoded");
        assertOAuthError(answer, 400, "invalid_request");
    }

    @Test
    void getOnTheTokenEndpointIsMethodNotAllowed() {
        ServiceCalls.Answer answer = calls.get("/oauth2/token", null);
        assertEquals(405, answer.status());
        assertEquals("method_not_allowed", answer.code());
        assertEquals("POST", answer.header("Allow"));
    }

    @Test
    void everyStartDrawsNewSecrets() {
        try (Sandbox other = Sandbox.start(SandboxConfig.defaults())) {
            assertNotEquals(sandbox.demoClient().clientSecret(), other.demoClient().clientSecret());
            assertEquals(sandbox.demoClient().clientId(), other.demoClient().clientId());
        }
    }

    private static void assertOAuthError(ServiceCalls.Answer answer, int status, String error) {
        assertEquals(status, answer.status(), answer.body());
        assertEquals(error, answer.json().get("error").asText());
        assertFalse(answer.json().get("error_description").asText().isEmpty());
        assertEquals("no-store", answer.header("Cache-Control"));
        assertNotNull(answer.header("x-request-id"));
    }
}
