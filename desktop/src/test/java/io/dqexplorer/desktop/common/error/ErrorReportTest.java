package io.dqexplorer.desktop.common.error;

import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one mapping of SDK errors to words, fed with failures the sandbox really produces. */
@ExtendWith(SandboxExtension.class)
class ErrorReportTest {

    private static final String DUPLICATES = "/api/v1beta/quality/duplicates";

    private static Sandbox sandbox;
    private static DqClient client;

    @BeforeAll
    static void startSandbox(Sandbox running, DqClient demo) {
        sandbox = running;
        client = demo;
    }

    private static ErrorReport reportOf(Executable call) {
        return ErrorReport.of(assertThrows(RuntimeException.class, call));
    }

    @Test
    void anUnmeasuredMetricSaysNotMeasuredYetWithNothingToPress() {
        ErrorReport report = reportOf(() -> client.unversioned().handActivity(HandActivityQuery.of("assembly-line")));

        assertEquals("Not measured yet", report.headline());
        assertEquals(ErrorAction.NOT_MEASURED, report.action());
        assertEquals("quality_enrichment_unavailable", report.code().orElseThrow());
        assertTrue(report.requestId().isPresent());
    }

    @Test
    void theDetailsForSupportNameWhatHappenedTheCodeTheRequestIdAndTheTimeButNoCredential() {
        sandbox.faults().inject(DUPLICATES, Fault.status(401,
                "{\"code\":\"credential_invalid\",\"message\":\"The token is not valid.\"}"));
        ErrorReport report = reportOf(() -> client.versioned().duplicates(DuplicatesQuery.of("kitchen-egocentric")));

        String details = report.details(Instant.parse("2026-11-22T21:30:05.900Z"));

        assertEquals(report.headline() + "\n" + report.detail() + "\nCode: credential_invalid\nRequest id: "
                + report.requestId().orElseThrow() + "\nTime: 2026-11-22T21:30:05Z\n", details);
        assertFalse(details.contains(sandbox.demoClient().clientSecret()));
    }

    @Test
    void aMovedOnMeasurementOffersTheLatest() {
        String pinned = client.versioned().duplicates(DuplicatesQuery.of("warehouse-picking")).mediaDigest();
        // The sandbox keeps the one measurement before the latest answerable; two re-measures retire the pin.
        sandbox.remeasure(sandbox.demoClient().organizationId(), "warehouse-picking");
        sandbox.remeasure(sandbox.demoClient().organizationId(), "warehouse-picking");

        ErrorReport report = reportOf(() -> client.versioned().duplicates(DuplicatesQuery.of("warehouse-picking").withMediaDigest(pinned)));

        assertEquals(ErrorAction.LOAD_LATEST, report.action());
        assertEquals("quality_enrichment_stale", report.code().orElseThrow());
    }

    @Test
    void aBusyServiceSaysHowLongItAskedToWaitAndOffersRetry() {
        sandbox.faults().inject(DUPLICATES, Fault.overloaded(7));

        ErrorReport report = reportOf(() -> client.versioned().duplicates(DuplicatesQuery.of("kitchen-egocentric")));

        assertEquals("The service is busy", report.headline());
        assertTrue(report.detail().endsWith("It asked to wait 7 s."), report.detail());
        assertEquals(ErrorAction.RETRY, report.action());
    }

    @Test
    void aRefusedTokenAsksToSignInAgain() {
        sandbox.faults().inject(DUPLICATES, Fault.status(401,
                "{\"code\":\"credential_invalid\",\"message\":\"The token is not valid.\"}"));

        ErrorReport report = reportOf(() -> client.versioned().duplicates(DuplicatesQuery.of("kitchen-egocentric")));

        assertEquals(ErrorAction.SIGN_IN_AGAIN, report.action());
        assertEquals("credential_invalid", report.code().orElseThrow());
    }

    @Test
    void aMissingCapabilityPointsAtTheAccess() {
        sandbox.faults().inject(DUPLICATES, Fault.status(403,
                "{\"code\":\"insufficient_capability\",\"message\":\"view_data is required.\"}"));

        ErrorReport report = reportOf(() -> client.versioned().duplicates(DuplicatesQuery.of("kitchen-egocentric")));

        assertEquals(ErrorAction.CHECK_ACCESS, report.action());
        assertEquals("insufficient_capability", report.code().orElseThrow());
    }

    @Test
    void aRefusedRequestOffersNoRetryBecauseItWouldBeRefusedAgain() {
        ErrorReport report = reportOf(() -> client.versioned().duplicates(
                DuplicatesQuery.of("warehouse-picking").withMediaDigest("not-a-token")));

        assertEquals("The service refused the request", report.headline());
        assertEquals(ErrorAction.NONE, report.action());
        assertTrue(report.code().isPresent());
        assertTrue(report.requestId().isPresent());
    }

    @Test
    void aProxysHtmlPageIsAnUnreadableAnswerWithRetry() {
        sandbox.faults().inject(DUPLICATES, Fault.nonJson(502, "text/html", "<html>Bad gateway</html>"));

        ErrorReport report = reportOf(() -> client.versioned().duplicates(DuplicatesQuery.of("kitchen-egocentric")));

        assertEquals(ErrorAction.RETRY, report.action());
        assertTrue(report.requestId().isPresent());
    }
}
