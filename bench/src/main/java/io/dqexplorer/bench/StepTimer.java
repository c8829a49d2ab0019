package io.dqexplorer.bench;

import javafx.application.Platform;
import javafx.scene.Scene;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * Times a step of a probe that works a scene as a user would ({@link TableProbe}, {@link BareTableProbe}): from
 * the action on the FX thread to the layout pulse after which its result is on screen.
 */
final class StepTimer {

    /**
     * A step: milliseconds from the action to its result on screen, and the CPU meanwhile of the whole process and
     * of the FX thread, and where the process's went ({@link ThreadCpu}); the CPU does not grow when other processes
     * share the cores, the time does.
     */
    record Shown(double millis, double cpuMillis, double fxCpuMillis, String threads) {
    }

    private StepTimer() {
    }

    /**
     * Runs the action on the FX thread, then checks {@code onScreen} after each layout pulse (asking for pulses
     * until it holds): milliseconds from the action's start to the end of the layout of the first pulse after
     * which it holds. The check may throw to stop the wait (the app doing what the step does not expect).
     */
    static Shown timed(Scene scene, String name, Runnable action, BooleanSupplier onScreen, long waitMillis) throws Exception {
        CompletableFuture<Shown> done = new CompletableFuture<>();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Runnable[] check = new Runnable[1];
        // the step's span in the recording, for a profile of what runs meanwhile
        AppProbe.Step event = new AppProbe.Step();
        event.step = name;
        AppProbe.onFx(() -> {
            ThreadCpu perThread = ThreadCpu.start();
            event.begin();
            long start = System.nanoTime();
            long cpu = ProcessCpu.nanos();
            long fxCpu = threads.getCurrentThreadCpuTime();
            check[0] = () -> {
                try {
                    if (onScreen.getAsBoolean()) {
                        scene.removePostLayoutPulseListener(check[0]);
                        event.commit();
                        double millis = (System.nanoTime() - start) / 1e6;
                        double cpuMillis = (ProcessCpu.nanos() - cpu) / 1e6;
                        double fxCpuMillis = (threads.getCurrentThreadCpuTime() - fxCpu) / 1e6;
                        done.complete(new Shown(millis, cpuMillis, fxCpuMillis, perThread.since()));
                    } else {
                        Platform.requestNextPulse();
                    }
                } catch (RuntimeException e) {
                    scene.removePostLayoutPulseListener(check[0]);
                    done.completeExceptionally(e);
                }
            };
            scene.addPostLayoutPulseListener(check[0]);
            action.run();
            Platform.requestNextPulse();
            return null;
        });
        try {
            return done.get(waitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            AppProbe.onFx(() -> {
                scene.removePostLayoutPulseListener(check[0]);
                return null;
            });
            throw new IllegalStateException("not on screen within " + waitMillis / 1000 + " s", e);
        }
    }
}
