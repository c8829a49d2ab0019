package io.dqexplorer.sdk.internal.auth;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A token is used until its refresh instant and never shows its value in its text. */
class AccessTokenTest {

    @Test
    void aTokensTextNamesItsLifetimeButNeverItsValue() {
        AccessToken token = new AccessToken("eyJ-secret-value", 1_000, 3600);

        assertFalse(token.toString().contains("eyJ-secret-value"), token.toString());
        assertEquals("AccessToken[redacted, lifetime 3600 s]", token.toString());
    }

    @Test
    void aTokenIsFreshUntilItsRefreshInstantAcrossTheMonotonicClocksWrap() {
        AccessToken token = new AccessToken("t", Long.MIN_VALUE + 10, 60);

        assertTrue(token.freshAt(Long.MAX_VALUE), "just before the wrap is before the refresh instant after it");
        assertTrue(token.freshAt(Long.MIN_VALUE + 9));
        assertFalse(token.freshAt(Long.MIN_VALUE + 10));
    }
}
