package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Instant;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * How fresh a snapshot is, token by token, against the sandbox's current vocabulary: every token the
 * app already holds counts, each on its own, and a service that answers with a refusal is a failure,
 * never "offline".
 */
@Timeout(60)
@ExtendWith(SandboxExtension.class)
class FreshnessTokensTest {

    private static final SnapshotKey KITCHEN =
            new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.KITCHEN_EGOCENTRIC);
    private static final Optional<String> HANDS = Optional.of("ha-000000000001");
    private static final Optional<String> VIDEO = Optional.of("vc-000000000001");
    private static final Optional<String> DIGEST = Optional.of("md-000000000001");
    private static final Optional<String> OTHER = Optional.of("xx-000000000009");

    private static Sandbox sandbox;
    private static DqClient client;

    @BeforeAll
    static void start(Sandbox running, DqClient demo) {
        sandbox = running;
        client = demo;
    }

    /** A snapshot of {@code key} holding the given tokens, as a fetch would have recorded them. */
    private static SnapshotMetadata snapshot(SnapshotKey key, String vocabulary) {
        Instant at = Instant.parse("2026-11-20T10:00:00Z");
        return new SnapshotMetadata(SnapshotMetadata.FORMAT_VERSION, "test", sandbox.serviceUrl().toString(), key,
                vocabulary, HANDS, Optional.empty(), VIDEO, DIGEST, true, at, at, 2_734);
    }

    private static String currentVocabulary() {
        return client.unversioned().clips(ClipQuery.of(KITCHEN.dataset()).withLimit(0)).vocabulary();
    }

    private static Freshness freshness(Optional<String> hands, Optional<String> video, Optional<String> digest) {
        return Freshness.of(client, snapshot(KITCHEN, currentVocabulary()), new Freshness.KnownTokens(hands, video, digest));
    }

    @Test
    void aSnapshotIsCurrentWhenEveryKnownTokenIsItsOwn() {
        assertEquals(Freshness.CURRENT, freshness(HANDS, VIDEO, DIGEST));
        assertEquals(Freshness.CURRENT, freshness(Optional.empty(), VIDEO, Optional.empty()), "unknown tokens do not count");
    }

    @Test
    void eachKnownTokenThatMovedMakesTheSnapshotStaleOnItsOwn() {
        assertEquals(Freshness.STALE, freshness(OTHER, VIDEO, DIGEST), "hand activity re-analysed");
        assertEquals(Freshness.STALE, freshness(HANDS, OTHER, DIGEST), "video characteristics re-measured");
        assertEquals(Freshness.STALE, freshness(HANDS, VIDEO, OTHER), "duplicates compared again");
        assertEquals(Freshness.STALE, freshness(Optional.empty(), Optional.empty(), OTHER));
    }

    @Test
    void anotherVocabularyMakesTheSnapshotStaleWhateverTheOtherTokensSay() {
        SnapshotMetadata older = snapshot(KITCHEN, "vo-000000000000");

        assertEquals(Freshness.STALE, Freshness.of(client, older, new Freshness.KnownTokens(HANDS, VIDEO, DIGEST)));
        assertEquals(Freshness.STALE, Freshness.of(client, older, Freshness.KnownTokens.none()));
    }

    @Test
    void aDatasetTheServiceNoLongerHasIsAFailureNotOffline() {
        SnapshotMetadata gone = snapshot(new SnapshotKey(KITCHEN.organization(), "no-such-dataset"), "vo-000000000000");

        DqException failure = assertThrows(DqException.class,
                () -> Freshness.of(client, gone, Freshness.KnownTokens.none()));

        assertFalse(failure.unreachable(), failure.getMessage());
        assertEquals(404, failure.status(), failure.getMessage());
    }
}
