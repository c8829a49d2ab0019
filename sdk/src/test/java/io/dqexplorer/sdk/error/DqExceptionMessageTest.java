package io.dqexplorer.sdk.error;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** An error's one line: the status when there was an answer, the service's code, the message, the request id. */
class DqExceptionMessageTest {

    @Test
    void everyPartTheErrorHasIsInItsLineInOrder() {
        assertEquals("HTTP 1 bad_shape: the body is not a page (request id r-1)",
                new ProtocolException(1, "bad_shape", "the body is not a page", "r-1", null).getMessage());
    }

    @Test
    void noAnswerMeansNoStatusAndAMissingCodeOrRequestIdLeavesNoMark() {
        assertEquals("the connection was refused",
                new ProtocolException(0, null, "the connection was refused", null, null).getMessage());
        assertEquals("HTTP 404 the dataset is not known",
                new ProtocolException(404, null, "the dataset is not known", null, null).getMessage());
    }
}
