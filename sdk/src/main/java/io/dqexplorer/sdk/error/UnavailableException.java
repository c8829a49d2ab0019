package io.dqexplorer.sdk.error;

/** 404: the dataset is absent, outside the scope, or not measured for that metric. */
public class UnavailableException extends DqException {

    public UnavailableException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }
}
