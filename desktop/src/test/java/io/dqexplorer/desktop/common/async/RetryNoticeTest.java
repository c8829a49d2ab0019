package io.dqexplorer.desktop.common.async;

import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RetryNoticeTest {

    private static Sandbox sandbox;

    @BeforeAll
    static void startSandbox() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
    }

    @AfterAll
    static void stopSandbox() {
        sandbox.close();
    }

    @Test
    void anOverloadedAnswerIsAnnouncedWithTheWaitTheServiceAskedFor() {
        RetryNotice notice = new RetryNotice(new CurrentThreadRunner());
        sandbox.faults().inject("/api/v1beta/quality/datasets", Fault.overloaded(1).times(1));
        try (DqClient client = DqClient.builder()
                .serviceUrl(sandbox.serviceUrl())
                .tokenUrl(sandbox.tokenUrl())
                .clientId(sandbox.demoClient().clientId())
                .clientSecret(sandbox.demoClient().clientSecret().toCharArray())
                .retryListener(notice)
                .build()) {
            assertNull(notice.latestProperty().get());

            client.versioned().datasets();

            assertEquals("The service is busy: retrying in 1 s (attempt 2 of " + RetryPolicy.defaults().maxAttempts() + ")",
                    notice.latestProperty().get().text());
        }
    }
}
