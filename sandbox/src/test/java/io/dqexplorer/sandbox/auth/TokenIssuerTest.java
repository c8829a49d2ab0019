package io.dqexplorer.sandbox.auth;

import io.dqexplorer.sandbox.SandboxClient;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TokenIssuerTest {

    private final AtomicReference<Instant> now = new AtomicReference<>();
    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    };
    private final SandboxClient client = new SandboxClient("c", "s", "org", List.of("view_data"));

    @Test
    void aTokenLastsAtLeastTheLifetimeItWasIssuedWithEvenIssuedLateInASecond() {
        TokenIssuer issuer = new TokenIssuer(new SecureRandom(), Duration.ofSeconds(1), clock);
        now.set(Instant.parse("2026-11-21T10:00:00.999Z"));
        String token = issuer.issue(client);

        now.set(Instant.parse("2026-11-21T10:00:01.990Z"));
        assertTrue(issuer.verify(token).isPresent(), "still inside the second it was promised");
        now.set(Instant.parse("2026-11-21T10:00:02.000Z"));
        assertFalse(issuer.verify(token).isPresent(), "expired once the rounded-up expiry is reached");
    }
}
