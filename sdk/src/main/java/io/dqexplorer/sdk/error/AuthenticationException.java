package io.dqexplorer.sdk.error;

/** 401: the credential itself is the problem; sign in again. */
public class AuthenticationException extends DqException {

    public AuthenticationException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }
}
