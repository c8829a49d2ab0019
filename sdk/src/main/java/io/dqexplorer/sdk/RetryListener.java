package io.dqexplorer.sdk;

import io.dqexplorer.sdk.error.DqException;

import java.time.Duration;

/** Told before each retry sleep, so that a UI can say "retrying in 3 s". Called on the calling thread. */
@FunctionalInterface
public interface RetryListener {

    void retrying(int nextAttempt, int maxAttempts, Duration delay, DqException cause);
}
