package io.dqexplorer.sdk.error;

/** 409: the pinned measurement moved on; load the latest. */
public class StaleException extends DqException {

    public StaleException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }
}
