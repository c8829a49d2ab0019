package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A service that does not hold a pin: its pages change measurement mid-walk with no 409 (the walk's
 * own check finds it). The sandbox always holds its pins, so this one is served by MockWebServer.
 */
@Timeout(30)
class MeasurementChangedTest {

    private static final int TOTAL = 2_500;

    @TempDir
    Path folder;

    private MockWebServer server;

    @AfterEach
    void stop() {
        server.close();
    }

    /** The first walk's pages after the first come from "vo-2"; from the second walk on, every page does. */
    private static final class Remeasuring extends Dispatcher {
        final AtomicInteger firstPages = new AtomicInteger();

        @Override
        public MockResponse dispatch(RecordedRequest request) {
            HttpUrl url = request.getUrl();
            String path = url.encodedPath();
            if (path.equals("/oauth/token")) {
                return json(200, "{\"access_token\":\"t\",\"token_type\":\"Bearer\",\"expires_in\":300}");
            }
            if (path.equals("/api/v1beta/quality/datasets")) {
                return json(200, "{\"datasets\":[{\"dataset\":\"d\",\"metrics\":[\"vocabulary\"]}]}");
            }
            if (!path.equals("/api/quality/clips")) {
                return json(404, "{\"code\":\"quality_enrichment_unavailable\",\"message\":\"not measured\"}");
            }
            int offset = Integer.parseInt(url.queryParameter("offset"));
            int limit = Integer.parseInt(url.queryParameter("limit"));
            String vocabulary = offset == 0 && firstPages.getAndIncrement() == 0 ? "vo-1" : "vo-2";
            StringBuilder rows = new StringBuilder();
            for (int i = offset; i < Math.min(offset + limit, TOTAL); i++) {
                rows.append(rows.isEmpty() ? "" : ",").append("{\"clip\":\"c-").append(i)
                        .append("\",\"analyzed_seconds\":1.0,\"environments\":[],\"objects\":[],\"actions\":[]}");
            }
            return json(200, "{\"dataset\":\"d\",\"vocabulary\":\"" + vocabulary + "\",\"filtered_to\":[],\"total\":"
                    + TOTAL + ",\"offset\":" + offset + ",\"limit\":" + limit + ",\"clips\":[" + rows + "]}");
        }

        private static MockResponse json(int status, String body) {
            return new MockResponse.Builder().code(status).addHeader("Content-Type", "application/json")
                    .addHeader("x-request-id", "r").body(body).build();
        }
    }

    @Test
    void pagesFromTwoMeasurementsRestartTheFetchOnTheNewOne() throws Exception {
        Remeasuring service = new Remeasuring();
        server = new MockWebServer();
        server.setDispatcher(service);
        server.start();
        SandboxSnapshots snapshots = new SandboxSnapshots(folder);
        SnapshotKey key = new SnapshotKey("org", "d");
        try (DqClient client = DqClient.builder()
                .serviceUrl(URI.create(server.url("/").toString()))
                .tokenUrl(URI.create(server.url("/oauth/token").toString()))
                .clientId("c").clientSecret("s".toCharArray())
                .retryPolicy(RetryPolicy.none()).build()) {

            SnapshotMetadata metadata = snapshots.fetch(client, 2).fetch(key, (rows, total) -> { }, () -> false);

            assertEquals("vo-2", metadata.vocabulary());
            assertEquals(2, service.firstPages.get(), "fetched twice");
            assertEquals(TOTAL, metadata.rows());
        }
        try (Snapshot snapshot = snapshots.store.open(key).orElseThrow();
             Statement statement = snapshot.connection().createStatement();
             ResultSet count = statement.executeQuery("SELECT count(DISTINCT clip) FROM clip_view")) {
            count.next();
            assertEquals(TOTAL, count.getLong(1));
        }
    }
}
