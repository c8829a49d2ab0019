package io.dqexplorer.sdk.contract;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static io.dqexplorer.sdk.contract.SandboxFixture.KITCHEN;
import static io.dqexplorer.sdk.contract.SandboxFixture.NORTHWIND;
import static io.dqexplorer.sdk.contract.SandboxFixture.WAREHOUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Pins: the current and the previous measurement answer; a dropped one is 409 stale, never retried. */
class PinContractTest {

    private Sandbox sandbox;
    private DqClient client;
    private final SandboxFixture fixture = new SandboxFixture();

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        client = fixture.client(sandbox, sandbox.demoClient());
    }

    @AfterEach
    void stop() {
        client.close();
        sandbox.close();
    }

    @Test
    void videoCharacteristicsPinsFollowCurrentPreviousThenStale() {
        VideoCharacteristics first = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        assertEquals(first.videoCharacteristics(), client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN)).videoCharacteristics(),
                "no re-measure: the same token");
        sandbox.remeasure(NORTHWIND, KITCHEN);
        VideoCharacteristics second = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        assertNotEquals(first.videoCharacteristics(), second.videoCharacteristics());
        VideoCharacteristicsQuery pinned = VideoCharacteristicsQuery.of(KITCHEN).withAnalysis(first.analysis())
                .withVideoCharacteristics(first.videoCharacteristics());
        assertEquals(first.videoCharacteristics(), client.versioned().videoCharacteristics(pinned).videoCharacteristics(), "previous still answers");
        sandbox.remeasure(NORTHWIND, KITCHEN);
        StaleException e = assertThrows(StaleException.class, () -> client.versioned().videoCharacteristics(pinned));
        assertEquals(409, e.status());
        assertEquals("quality_enrichment_stale", e.code().orElseThrow());
        assertEquals(0, fixture.sleeps.size(), "409 is not retried");
    }

    @Test
    void everyPinnableEndpointGoesStaleAfterTwoReMeasures() {
        Duplicates duplicates = client.versioned().duplicates(DuplicatesQuery.of(WAREHOUSE));
        HandActivity hands = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        ClipPage page = client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(1));
        String vocabulary = client.versioned().vocabulary(VocabularyQuery.of(KITCHEN)).vocabulary();
        for (int i = 0; i < 2; i++) {
            sandbox.remeasure(NORTHWIND, WAREHOUSE);
            sandbox.remeasure(NORTHWIND, KITCHEN);
        }
        assertThrows(StaleException.class, () -> client.versioned().duplicates(DuplicatesQuery.of(WAREHOUSE).withMediaDigest(duplicates.mediaDigest())));
        assertThrows(StaleException.class, () -> client.unversioned().handActivity(HandActivityQuery.of(KITCHEN).withAnalysis(hands.analysis())));
        assertThrows(StaleException.class, () -> client.unversioned().clips(ClipQuery.of(KITCHEN).withVocabulary(page.vocabulary())));
        assertThrows(StaleException.class, () -> client.versioned().vocabulary(VocabularyQuery.of(KITCHEN).withVocabulary(vocabulary)));
        assertThrows(StaleException.class, () -> client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN).withVocabulary(vocabulary)));
    }
}
