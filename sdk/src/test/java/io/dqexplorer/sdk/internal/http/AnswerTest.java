package io.dqexplorer.sdk.internal.http;

import okhttp3.Headers;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnswerTest {

    private static Answer answer(int status, String contentType, String body) {
        return new Answer(status, Headers.of(), body.getBytes(), contentType, "rid");
    }

    @Test
    void successIsExactlyTheTwoHundreds() {
        assertFalse(answer(199, null, "").successful());
        assertTrue(answer(200, null, "").successful());
        assertTrue(answer(299, null, "").successful());
        assertFalse(answer(300, null, "").successful());
    }

    @Test
    void jsonIsApplicationJsonOrAPlusJsonTypeOrNoTypeAtAll() {
        assertTrue(answer(200, null, "{}").declaredJsonOrUnstated());
        assertTrue(answer(200, " ", "{}").declaredJsonOrUnstated());
        assertTrue(answer(200, "Application/JSON; charset=utf-8", "{}").declaredJsonOrUnstated());
        assertTrue(answer(200, "application/problem+json", "{}").declaredJsonOrUnstated());
        assertFalse(answer(200, "text/html; charset=utf-8", "{}").declaredJsonOrUnstated());
        assertFalse(answer(200, "application/jsonp", "{}").declaredJsonOrUnstated());
    }

    @Test
    void aBodyIsDescribedByItsTypeWithoutParameters() {
        assertEquals("an empty body", answer(502, "text/html", "").describeBody());
        assertEquals("a text/html body", answer(502, "text/html; charset=utf-8", "<p>").describeBody());
        assertEquals("a no content type body", answer(502, null, "x").describeBody());
        assertEquals("a no content type body", answer(502, "  ", "x").describeBody());
    }
}
