package io.dqexplorer.sdk.internal.http;

import io.dqexplorer.sdk.error.DqException;

import java.time.Duration;

/** The result of one attempt: a value, or a failure with whether it may be retried. */
public sealed interface Outcome<T> {

    static <T> Outcome<T> done(T value) {
        return new Done<>(value);
    }

    static <T> Outcome<T> failed(DqException error, boolean retryable, Duration retryAfter) {
        return new Failed<>(error, retryable, retryAfter);
    }

    record Done<T>(T value) implements Outcome<T> {
    }

    /** {@code retryAfter} is the service's own delay (503), null when the backoff decides. */
    record Failed<T>(DqException error, boolean retryable, Duration retryAfter) implements Outcome<T> {
    }
}
