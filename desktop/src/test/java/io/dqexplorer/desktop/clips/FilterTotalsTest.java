package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.util.Optional;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The filter's totals walk every page, so they get the walk's checks: pages from two measurements,
 * or rows past the reported total, are reported with the request id of the page at fault instead
 * of being summed into wrong totals.
 */
class FilterTotalsTest {

    private final MockWebServer server = new MockWebServer();
    private DqClient client;

    @AfterEach
    void stop() {
        if (client != null) {
            client.close();
        }
        server.close();
    }

    /** Serves a token and, for each clips request, the page {@code pageAt} gives for its offset. */
    private FilterTotals totalsServedBy(IntFunction<String> pageAt) throws IOException {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                if (request.getUrl().encodedPath().equals("/oauth/token")) {
                    return json("{\"access_token\":\"t\",\"token_type\":\"Bearer\",\"expires_in\":3600}", "token");
                }
                int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
                return json(pageAt.apply(offset), "page-at-" + offset);
            }
        });
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        client = DqClient.builder().serviceUrl(server.url("/").uri()).tokenUrl(server.url("/oauth/token").uri())
                .clientId("c").clientSecret("s".toCharArray()).build();
        return new FilterTotals(client.unversioned()::walkClips, new CurrentThreadRunner());
    }

    private static MockResponse json(String body, String requestId) {
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .addHeader("x-request-id", requestId).body(body).build();
    }

    private static String page(int offset, int count, long total, String vocabulary) {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < count; i++) {
            rows.append(i > 0 ? "," : "").append("{\"clip\":\"c").append(offset + i).append("\",\"episode_index\":")
                    .append(offset + i).append(",\"analyzed_seconds\":1.5,\"environments\":[],\"objects\":[],\"actions\":[]}");
        }
        return "{\"dataset\":\"d\",\"vocabulary\":\"" + vocabulary + "\",\"filtered_to\":[],\"total\":" + total
                + ",\"offset\":" + offset + ",\"limit\":1000,\"clips\":[" + rows + "]}";
    }

    @Test
    void pagesThatAddUpAreSummed() throws Exception {
        FilterTotals totals = totalsServedBy(offset -> page(offset, Math.min(1000, 1500 - offset), 1500, "voc-1"));

        totals.compute(ClipQuery.of("d"), null);

        assertEquals(null, totals.errorProperty().get());
        assertTrue(totals.textProperty().get().startsWith("totals of all 1,500 clips: "), totals.textProperty().get());
    }

    @Test
    void aMeasurementChangingWhileTheTotalsAreAddedUpIsReportedNotSummed() throws Exception {
        FilterTotals totals = totalsServedBy(offset ->
                page(offset, Math.min(1000, 2500 - offset), 2500, offset == 0 ? "voc-1" : "voc-remeasured"));

        totals.compute(ClipQuery.of("d"), null);

        ErrorReport error = totals.errorProperty().get();
        assertEquals(Optional.of(ClipWalk.CODE_MEASUREMENT_CHANGED), error.code());
        assertEquals(Optional.of("page-at-1000"), error.requestId());
        assertEquals("The totals could not be added up.", totals.textProperty().get());
        assertFalse(totals.runningProperty().get());
    }

    @Test
    void rowsRunningPastTheReportedTotalAreReportedNotSummed() throws Exception {
        FilterTotals totals = totalsServedBy(offset -> page(offset, Math.max(0, Math.min(1000, 2000 - offset)), 1500, "voc-1"));

        totals.compute(ClipQuery.of("d"), null);

        ErrorReport error = totals.errorProperty().get();
        assertEquals(Optional.of(ClipWalk.CODE_ROW_COUNT), error.code());
        assertEquals(Optional.of("page-at-1000"), error.requestId());
        assertEquals("The totals could not be added up.", totals.textProperty().get());
    }
}
