package io.dqexplorer.sdk.error;

/** 504: the service exceeded its processing deadline. */
public class DeadlineException extends DqException {

    public DeadlineException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }

    @Override
    public boolean unreachable() {
        return true;
    }
}
