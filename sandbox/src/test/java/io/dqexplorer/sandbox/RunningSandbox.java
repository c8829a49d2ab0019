package io.dqexplorer.sandbox;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A test class of its own sandbox, started once for the class, with a demo token ready. */
abstract class RunningSandbox {

    static Sandbox sandbox;
    static ServiceCalls calls;
    static String token;

    @BeforeAll
    static void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        calls = new ServiceCalls(sandbox);
        token = calls.demoToken();
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }
}
