package io.dqexplorer.desktop.common.async;

import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

@ExtendWith(SandboxExtension.class)
class RetryNoticeTest {

    private static Sandbox sandbox;

    @BeforeAll
    static void startSandbox(Sandbox running) {
        sandbox = running;
    }

    @Test
    void anOverloadedAnswerIsAnnouncedWithTheWaitTheServiceAskedFor() {
        RetryNotice notice = new RetryNotice(new CurrentThreadRunner());
        sandbox.faults().inject("/api/v1beta/quality/datasets", Fault.overloaded(1).times(1));
        try (DqClient client = SandboxClients.builder(sandbox, sandbox.demoClient())
                .retryPolicy(RetryPolicy.defaults())
                .retryListener(notice)
                .build()) {
            assertNull(notice.latestProperty().get());

            client.versioned().datasets();

            assertEquals("The service is busy: retrying in 1 s (attempt 2 of " + RetryPolicy.defaults().maxAttempts() + ")",
                    notice.latestProperty().get().text());
        }
    }
}
