package io.dqexplorer.sdk.error;

/** 400: the request is ill-formed, e.g. a dataset id. */
public class InvalidRequestException extends DqException {

    public InvalidRequestException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }
}
