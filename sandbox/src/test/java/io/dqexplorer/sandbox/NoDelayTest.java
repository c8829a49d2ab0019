package io.dqexplorer.sandbox;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NoDelayTest {

    @Test
    void theServerSendsWithoutNaglesDelayOnceASandboxExists() {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            assertEquals("true", System.getProperty(Sandbox.NO_DELAY),
                    "the JDK server reads TCP_NODELAY from this property when it is first made");
        }
    }
}
