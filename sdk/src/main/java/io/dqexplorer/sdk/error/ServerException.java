package io.dqexplorer.sdk.error;

/** Other 5xx: the service failed. */
public class ServerException extends DqException {

    public ServerException(int status, String code, String serviceMessage, String requestId, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
    }

    @Override
    public boolean unreachable() {
        return true;
    }
}
