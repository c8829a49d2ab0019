package io.dqexplorer.sdk.internal;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** What the redactor masks: every registered secret of four characters or more, until it is forgotten. */
class RedactorTest {

    @Test
    void aSecretOfFourCharactersOrMoreIsMaskedWhereverItAppears() {
        Redactor redactor = new Redactor();
        redactor.register("s3cr");
        redactor.register("abc");

        assertEquals("token " + Redactor.MASK + " and " + Redactor.MASK + "; abc stays (too short to be told from words)",
                redactor.redact("token s3cr and s3cr; abc stays (too short to be told from words)"));
    }

    @Test
    void aForgottenSecretIsNoLongerMaskedAndNothingIsLeftAsItCame() {
        Redactor redactor = new Redactor();
        redactor.register("expired-token");
        redactor.forget("expired-token");
        redactor.forget(null);

        assertEquals("expired-token", redactor.redact("expired-token"));
        assertNull(redactor.redact(null));
        assertEquals("", redactor.redact(""));
    }
}
