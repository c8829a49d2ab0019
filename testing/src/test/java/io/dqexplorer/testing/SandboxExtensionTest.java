package io.dqexplorer.testing;

import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.ServerException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.net.ConnectException;
import java.net.Socket;
import java.net.URI;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SandboxExtensionTest {

    private static final String DATASETS = "/api/v1beta/quality/datasets";

    @Nested
    @ExtendWith(SandboxExtension.class)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class OneSandboxForTheClass {

        static Sandbox forTheClass;

        @BeforeAll
        static void start(Sandbox running) {
            forTheClass = running;
        }

        @Test
        @Order(1)
        void everyTestGetsTheClassesSandboxAndAClientOfItsDemoOrganization(Sandbox sandbox, DqClient client) {
            assertSame(forTheClass, sandbox);
            assertFalse(client.versioned().datasets().isEmpty());
        }

        @Test
        @Order(2)
        void aFaultInjectedByOneTest(Sandbox sandbox, DqClient client) {
            sandbox.faults().inject(DATASETS, Fault.internalError());
            assertThrows(ServerException.class, () -> client.versioned().datasets());
        }

        @Test
        @Order(3)
        void isClearedBeforeTheNext(DqClient client) {
            assertFalse(client.versioned().datasets().isEmpty());
        }
    }

    @Nested
    @ExtendWith(SandboxExtension.class)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class ASandboxForEachTest {

        static URI first;

        @Test
        @Order(1)
        void aTestOfAClassWithoutOneGetsItsOwn(Sandbox sandbox, DqClient client) {
            first = sandbox.serviceUrl();
            assertFalse(client.versioned().datasets().isEmpty());
        }

        @Test
        @Order(2)
        void whichIsStoppedAfterIt(Sandbox sandbox) {
            assertNotEquals(first, sandbox.serviceUrl(), "a sandbox of its own");
            assertThrows(ConnectException.class, () -> connect(first));
        }

        private static void connect(URI service) throws IOException {
            new Socket(service.getHost(), service.getPort()).close();
        }
    }
}
