package io.dqexplorer.sandbox.auth;

import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SettableClock;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TokenIssuerTest {

    private final SettableClock now = new SettableClock(Instant.EPOCH);
    private final SandboxClient client = new SandboxClient("c", "s", "org", List.of("view_data"));

    @Test
    void aTokenLastsAtLeastTheLifetimeItWasIssuedWithEvenIssuedLateInASecond() {
        TokenIssuer issuer = new TokenIssuer(new SecureRandom(), Duration.ofSeconds(1), now);
        now.set(Instant.parse("2026-11-21T10:00:00.999Z"));
        String token = issuer.issue(client);

        now.set(Instant.parse("2026-11-21T10:00:01.990Z"));
        assertTrue(issuer.verify(token).isPresent(), "still inside the second it was promised");
        now.set(Instant.parse("2026-11-21T10:00:02.000Z"));
        assertFalse(issuer.verify(token).isPresent(), "expired once the rounded-up expiry is reached");
    }
}
