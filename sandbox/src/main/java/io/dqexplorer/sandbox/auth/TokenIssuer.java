package io.dqexplorer.sandbox.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.dqexplorer.sandbox.SandboxClient;

import java.security.SecureRandom;
import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Mints and verifies the access tokens: HS256-signed JWTs under a key drawn at start, so tokens of
 * an earlier run are not recognized. The claims carry the client, its organization and its
 * capabilities; the API reads the caller from nothing else.
 */
public final class TokenIssuer {

    static final String ISSUER = "dq-sandbox";
    static final String ORGANIZATION_CLAIM = "organization_id";
    static final String CAPABILITIES_CLAIM = "capabilities";
    static final String CLIENT_CLAIM = "client_id";

    private final MACSigner signer;
    private final MACVerifier verifier;
    private final Duration lifetime;
    private final Clock clock;

    public TokenIssuer(SecureRandom random, Duration lifetime, Clock clock) {
        byte[] key = new byte[32];
        random.nextBytes(key);
        try {
            this.signer = new MACSigner(key);
            this.verifier = new MACVerifier(key);
        } catch (JOSEException e) {
            throw new IllegalStateException("a 256-bit key suits HS256", e);
        }
        this.lifetime = lifetime;
        this.clock = clock;
    }

    /** A signed token for the client, valid for the configured lifetime. */
    public String issue(SandboxClient client) {
        Instant now = clock.instant();
        JWTClaimsSet claims = new JWTClaimsSet.Builder()
                .issuer(ISSUER)
                .subject(client.clientId())
                .jwtID(UUID.randomUUID().toString())
                .issueTime(Date.from(now))
                .expirationTime(Date.from(expiryOf(now)))
                .claim(CLIENT_CLAIM, client.clientId())
                .claim(ORGANIZATION_CLAIM, client.organizationId())
                .claim(CAPABILITIES_CLAIM, client.capabilities())
                .build();
        SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.HS256), claims);
        try {
            jwt.sign(signer);
        } catch (JOSEException e) {
            throw new IllegalStateException("signing with a valid HMAC key cannot fail", e);
        }
        return jwt.serialize();
    }

    public long lifetimeSeconds() {
        return lifetime.toSeconds();
    }

    /**
     * The token's expiry, rounded up to a whole second: a JWT states it in whole seconds, and
     * rounding down would let a token lapse up to a second before the {@code expires_in} it was
     * issued with.
     */
    private Instant expiryOf(Instant issued) {
        Instant expiry = issued.plus(lifetime);
        return expiry.getNano() == 0 ? expiry : expiry.truncatedTo(ChronoUnit.SECONDS).plusSeconds(1);
    }

    /** The caller, when the token parses, carries this issuer's signature and has not expired; empty otherwise. */
    public Optional<Caller> verify(String token) {
        try {
            SignedJWT jwt = SignedJWT.parse(token);
            if (!JWSAlgorithm.HS256.equals(jwt.getHeader().getAlgorithm()) || !jwt.verify(verifier)) {
                return Optional.empty();
            }
            JWTClaimsSet claims = jwt.getJWTClaimsSet();
            Date expiry = claims.getExpirationTime();
            if (!ISSUER.equals(claims.getIssuer()) || expiry == null || !clock.instant().isBefore(expiry.toInstant())) {
                return Optional.empty();
            }
            String organization = claims.getStringClaim(ORGANIZATION_CLAIM);
            String clientId = claims.getStringClaim(CLIENT_CLAIM);
            List<String> capabilities = claims.getStringListClaim(CAPABILITIES_CLAIM);
            if (organization == null || clientId == null || capabilities == null) {
                return Optional.empty();
            }
            return Optional.of(new Caller(clientId, organization, capabilities));
        } catch (ParseException | JOSEException | RuntimeException e) {
            // Any token this issuer did not sign as it signs is simply not recognized.
            return Optional.empty();
        }
    }
}
