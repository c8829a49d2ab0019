package io.dqexplorer.sandbox.cli;

import io.dqexplorer.sandbox.Sandbox;

import java.io.IOException;
import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

/** {@code java -jar dq-sandbox.jar}: runs the sandbox until the process is killed. */
public final class SandboxMain {

    private SandboxMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        Sandbox sandbox;
        try {
            sandbox = launch(args, System.out);
        } catch (CommandLine.UsageException e) {
            System.err.println("dq-sandbox: " + e.getMessage());
            System.exit(2);
            return;
        } catch (IOException | RuntimeException e) {
            System.err.println("dq-sandbox: cannot start: " + e.getMessage());
            System.exit(1);
            return;
        }
        if (sandbox == null) {
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            sandbox.close();
            stopped.countDown();
        }, "dq-sandbox-shutdown"));
        stopped.await();
    }

    /**
     * Parses the arguments, removes an old ready file, starts the sandbox and writes the ready file. Returns null when only
     * help was asked for. Tests call this in-process instead of spawning the jar.
     */
    static Sandbox launch(String[] args, PrintStream out) throws CommandLine.UsageException, IOException {
        CommandLine command = CommandLine.parse(args);
        if (command.help()) {
            out.println(CommandLine.USAGE);
            return null;
        }
        if (command.readyFile().isPresent()) {
            // A harness waits for this file to appear: a stale one from an earlier run would hand it
            // the URLs and secrets of a server that is gone, also when this start then fails.
            ReadyFile.delete(command.readyFile().get());
        }
        Sandbox sandbox = Sandbox.start(command.config());
        try {
            if (command.readyFile().isPresent()) {
                ReadyFile.write(sandbox, command.readyFile().get());
            }
        } catch (IOException | RuntimeException e) {
            sandbox.close();
            throw e;
        }
        out.println("dq-sandbox listening: service " + sandbox.serviceUrl() + ", tokens " + sandbox.tokenUrl());
        return sandbox;
    }
}
