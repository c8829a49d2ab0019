package io.dqexplorer.sdk;

import java.time.Duration;

/** Waits between retries; tests inject one that records instead of sleeping. */
@FunctionalInterface
public interface Sleeper {

    void sleep(Duration duration) throws InterruptedException;
}
