package io.dqexplorer.sdk;

/** Nanosecond monotonic time for token expiry; {@code System::nanoTime} in production. */
@FunctionalInterface
public interface MonotonicClock {

    long nanoTime();
}
