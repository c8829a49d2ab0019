package io.dqexplorer.sdk.error;

/** No answer: connection refused, reset or timed out. */
public class TransportException extends DqException {

    public TransportException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }

    @Override
    public boolean unreachable() {
        return true;
    }
}
