package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static io.dqexplorer.sandbox.SandboxDatasets.KITCHEN_EGOCENTRIC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AuthenticationTest {

    private static final String VIDEO = "/api/v1beta/quality/video-characteristics?dataset=" + KITCHEN_EGOCENTRIC;
    private static final String SELECTOR = "X-Service-Organization-Id";

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
    void noCredentialIsCredentialRequiredWithABearerChallenge() {
        ServiceCalls.Answer answer = calls.get(VIDEO, null);
        assertEquals(401, answer.status());
        assertEquals("credential_required", answer.code());
        assertTrue(answer.header("WWW-Authenticate").startsWith("Bearer"));
        assertTrue(answer.json().get("message").asText().length() > 0);
    }

    @Test
    void versionedAccessNeedsACredentialToo() {
        assertEquals("credential_required", calls.get("/api/v1beta/access", null).code());
    }

    @Test
    void malformedTokenIsCredentialInvalid() {
        assertInvalid(calls.get(VIDEO, "not-a-jwt"));
        assertInvalid(calls.get(VIDEO, null, "Authorization", "Basic abc"));
    }

    @Test
    void tokenSignedByAnotherSandboxIsCredentialInvalid() {
        String foreign;
        try (Sandbox other = Sandbox.start(SandboxConfig.defaults())) {
            foreign = new ServiceCalls(other).demoToken();
        }
        assertInvalid(calls.get(VIDEO, foreign));
    }

    @Test
    void tamperedClaimsAreCredentialInvalid() {
        String[] parts = calls.demoToken().split("\\.");
        String payload = new String(java.util.Base64.getUrlDecoder().decode(parts[1]), java.nio.charset.StandardCharsets.UTF_8)
                .replace(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.SECOND_ORGANIZATION);
        String forged = parts[0] + "." + java.util.Base64.getUrlEncoder().withoutPadding()
                .encodeToString(payload.getBytes(java.nio.charset.StandardCharsets.UTF_8)) + "." + parts[2];
        assertInvalid(calls.get(VIDEO, forged));
    }

    @Test
    void expiredTokenIsCredentialInvalid() {
        SettableClock clock = new SettableClock(Instant.parse("2026-11-21T10:00:00Z"));
        try (Sandbox shortLived = Sandbox.start(SandboxConfig.defaults().withTokenTtl(Duration.ofSeconds(60)).withClock(clock))) {
            ServiceCalls shortCalls = new ServiceCalls(shortLived);
            String token = shortCalls.demoToken();
            clock.advance(Duration.ofSeconds(59));
            assertEquals(200, shortCalls.get(VIDEO, token).status());
            clock.advance(Duration.ofSeconds(1));
            assertInvalid(shortCalls.get(VIDEO, token));
        }
    }

    @Test
    void organizationSelectorIsRefusedEvenWithTheCallersOwnOrganization() {
        String token = calls.demoToken();
        ServiceCalls.Answer own = calls.get(VIDEO, token, SELECTOR, SandboxDatasets.DEMO_ORGANIZATION);
        assertEquals(403, own.status());
        assertEquals("organization_selector_forbidden", own.code());
        assertEquals("organization_selector_forbidden",
                calls.get(VIDEO, token, SELECTOR, SandboxDatasets.SECOND_ORGANIZATION).code());
        assertEquals("organization_selector_forbidden", calls.get("/api/access", token, SELECTOR, "x").code());
    }

    @Test
    void validCredentialWithoutViewDataIsInsufficientCapability() {
        String token = calls.token(sandbox.noCapabilityClient());
        for (String path : new String[] {VIDEO, "/api/v1beta/quality/datasets", "/api/quality/datasets",
                "/api/quality/clips?dataset=kitchen-egocentric", "/api/quality/hand-activity?dataset=kitchen-egocentric",
                "/api/v1beta/quality/duplicates?dataset=kitchen-egocentric",
                "/api/v1beta/quality/vocabulary?dataset=kitchen-egocentric",
                "/api/quality/vocabulary?dataset=kitchen-egocentric"}) {
            ServiceCalls.Answer answer = calls.get(path, token);
            assertEquals(403, answer.status(), path);
            assertEquals("insufficient_capability", answer.code(), path);
        }
    }

    @Test
    void accessEndpointsReportTheVerifiedScopeAndCapabilities() {
        JsonNode demo = calls.get("/api/v1beta/access", calls.demoToken()).json();
        assertEquals("organization", demo.at("/scope/kind").asText());
        assertEquals(SandboxDatasets.DEMO_ORGANIZATION, demo.at("/scope/organization_id").asText());
        assertEquals("[\"view_data\"]", demo.get("capabilities").toString());
        assertTrue(demo.get("writes_require_admin").asBoolean());

        JsonNode none = calls.get("/api/access", calls.token(sandbox.noCapabilityClient())).json();
        assertEquals(SandboxDatasets.DEMO_ORGANIZATION, none.at("/scope/organization_id").asText());
        assertEquals(0, none.get("capabilities").size());

        JsonNode second = calls.get("/api/access", calls.token(sandbox.secondClient())).json();
        assertEquals(SandboxDatasets.SECOND_ORGANIZATION, second.at("/scope/organization_id").asText());
    }

    @Test
    void unversionedAccessAnswersPublicScopeForMissingOrMalformedCredentials() {
        for (String token : new String[] {null, "garbage"}) {
            ServiceCalls.Answer answer = calls.get("/api/access", token);
            assertEquals(200, answer.status());
            assertEquals("{\"kind\":\"public\"}", answer.json().get("scope").toString());
            assertEquals(0, answer.json().get("capabilities").size());
            assertTrue(answer.json().get("writes_require_admin").asBoolean());
        }
    }

    private static void assertInvalid(ServiceCalls.Answer answer) {
        assertEquals(401, answer.status(), answer.body());
        assertEquals("credential_invalid", answer.code());
        String challenge = answer.header("WWW-Authenticate");
        assertTrue(challenge.startsWith("Bearer") && challenge.contains("error=\"invalid_token\""), challenge);
    }
}
