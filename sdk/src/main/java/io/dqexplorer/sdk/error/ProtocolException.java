package io.dqexplorer.sdk.error;

/** The answer is not the JSON the contract promises (HTML, truncated, malformed, wrong shape). */
public class ProtocolException extends DqException {

    public ProtocolException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }
}
