package io.dqexplorer.sdk.error;

/** 403: the credential is valid but the request is not allowed. */
public class PermissionException extends DqException {

    public PermissionException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }
}
