package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.demo.SharedDemoService;
import io.dqexplorer.sandbox.Sandbox;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class DemoStarterTest {

    private static final Sandbox SANDBOX = AppHarness.sharedSandbox();

    private final List<Thread> startedOn = new CopyOnWriteArrayList<>();

    private DemoService start() {
        startedOn.add(Thread.currentThread());
        return SharedDemoService.of(SANDBOX);
    }

    @Test
    void theFirstSignInTakesTheServiceStartedEarlyOnItsOwnThreadAndLaterOnesStartANewOne() {
        DemoStarter starter = new DemoStarter(this::start);

        starter.startEarly();
        DemoService first = starter.get();

        assertEquals(1, startedOn.size(), "the sign-in took the early start rather than starting a second one");
        assertNotEquals(Thread.currentThread(), startedOn.get(0), "the early start ran on a thread of its own");
        assertEquals(SANDBOX.serviceUrl(), first.serviceUrl());

        starter.get();
        assertEquals(List.of(startedOn.get(0), Thread.currentThread()), startedOn, "a later sign-in starts its own");
    }

    @Test
    void withoutAnEarlyStartTheSignInStartsOne() {
        new DemoStarter(this::start).get();

        assertEquals(List.of(Thread.currentThread()), startedOn);
    }

    @Test
    void anEarlyStartThatFailedFailsTheSignInWithItsOwnException() {
        IllegalStateException failure = new IllegalStateException("no free port");
        DemoStarter starter = new DemoStarter(() -> {
            throw failure;
        });

        starter.startEarly();

        assertSame(failure, assertThrows(IllegalStateException.class, starter::get));
    }
}
