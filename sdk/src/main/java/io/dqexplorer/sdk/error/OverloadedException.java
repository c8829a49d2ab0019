package io.dqexplorer.sdk.error;

import java.time.Duration;
import java.util.Optional;

/** 503: the service is temporarily unavailable or overloaded; {@link #retryAfter()} when it said so. */
public class OverloadedException extends DqException {

    private final Duration retryAfter;

    public OverloadedException(int status, String code, String serviceMessage, String requestId,
                               Duration retryAfter, Throwable cause) {
        super(status, code, serviceMessage, requestId, cause);
        this.retryAfter = retryAfter;
    }

    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    @Override
    public boolean unreachable() {
        return true;
    }
}
