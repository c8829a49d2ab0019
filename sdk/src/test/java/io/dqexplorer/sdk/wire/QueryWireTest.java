package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Every pin and flag a query carries reaches the request line, and nothing the query leaves
 * unset does. The service answers 409 stale to everything: only the request is looked at here.
 */
class QueryWireTest {

    private WireFixture wire;
    private DqClient client;

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
        wire.serviceHandler = request -> WireFixture.error(409, "quality_enrichment_stale", "pin too old");
        client = wire.client();
    }

    @AfterEach
    void stop() {
        client.close();
        wire.close();
    }

    private String sent(Executable call) {
        int before = wire.serviceRequests.size();
        assertThrows(StaleException.class, call);
        List<RecordedRequest> requests = wire.serviceRequestList();
        assertEquals(before + 1, requests.size());
        RecordedRequest request = requests.get(before);
        String query = request.getUrl().encodedQuery();
        return request.getUrl().encodedPath() + (query == null ? "" : "?" + query);
    }

    @Test
    void videoCharacteristicsSendsBothPinsAndTheDistributionFlag() {
        assertEquals("/api/v1beta/quality/video-characteristics?dataset=d",
                sent(() -> client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of("d"))));
        assertEquals("/api/v1beta/quality/video-characteristics?dataset=d&analysis=an-1",
                sent(() -> client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of("d").withAnalysis("an-1"))));
        assertEquals("/api/v1beta/quality/video-characteristics?dataset=d&analysis=an-1&video_characteristics=vc-2&include=distribution",
                sent(() -> client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of("d").withAnalysis("an-1")
                        .withVideoCharacteristics("vc-2").withDistribution())));
    }

    @Test
    void duplicatesHandActivityAndVocabulariesSendTheirPins() {
        assertEquals("/api/v1beta/quality/duplicates?dataset=d",
                sent(() -> client.versioned().duplicates(DuplicatesQuery.of("d"))));
        assertEquals("/api/v1beta/quality/duplicates?dataset=d&media_digest=md-1",
                sent(() -> client.versioned().duplicates(DuplicatesQuery.of("d").withMediaDigest("md-1"))));
        assertEquals("/api/quality/hand-activity?dataset=d",
                sent(() -> client.unversioned().handActivity(HandActivityQuery.of("d"))));
        assertEquals("/api/quality/hand-activity?dataset=d&analysis=an-1",
                sent(() -> client.unversioned().handActivity(HandActivityQuery.of("d").withAnalysis("an-1"))));
        assertEquals("/api/v1beta/quality/vocabulary?dataset=d",
                sent(() -> client.versioned().vocabulary(VocabularyQuery.of("d"))));
        assertEquals("/api/v1beta/quality/vocabulary?dataset=d&vocabulary=vo-1&section=objects",
                sent(() -> client.versioned().vocabulary(VocabularyQuery.of("d").withVocabulary("vo-1").withSection("objects"))));
        assertEquals("/api/quality/vocabulary?dataset=d&vocabulary=vo-1",
                sent(() -> client.unversioned().vocabulary(VocabularyQuery.of("d").withVocabulary("vo-1"))));
    }

    @Test
    void clipsSendTheirPinTermFlagsAndPage() {
        assertEquals("/api/quality/clips?dataset=d&offset=0&limit=100",
                sent(() -> client.unversioned().clips(ClipQuery.of("d"))));
        assertEquals("/api/quality/clips?dataset=d&vocabulary=vo-1&term=kitchen%20sink&frame_quality=true"
                        + "&hand_activity=true&offset=20&limit=10",
                sent(() -> client.unversioned().clips(ClipQuery.of("d").withVocabulary("vo-1").withTerm("kitchen sink")
                        .withFrameQuality(true).withHandActivity(true).withOffset(20).withLimit(10))));
    }

    @Test
    void theListingsAndAccessGoToTheirFamiliesPaths() {
        assertEquals("/api/v1beta/access", sent(client.versioned()::access));
        assertEquals("/api/access", sent(client.unversioned()::access));
        assertEquals("/api/v1beta/quality/datasets", sent(client.versioned()::datasets));
        assertEquals("/api/quality/datasets", sent(client.unversioned()::datasets));
    }
}
