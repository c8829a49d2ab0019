package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.query.ClipQuery;

import java.util.Optional;

/**
 * Whether a snapshot still holds the service's current measurement, decided by comparing tokens,
 * never by age: one cheap request (a clips page of no rows) gives the current vocabulary token;
 * the other tokens are compared when the caller already has them.
 */
public enum Freshness {
    /** The service answers with the snapshot's own tokens. */
    CURRENT,
    /** A newer measurement exists: the snapshot can be refreshed. */
    STALE,
    /** The service could not be reached: the snapshot is all there is for now. */
    OFFLINE;

    /** Tokens of the dataset's current measurements that the app already loaded; empty when it has none. */
    public record KnownTokens(Optional<String> handActivityAnalysis, Optional<String> videoCharacteristics,
                              Optional<String> mediaDigest) {

        public static KnownTokens none() {
            return new KnownTokens(Optional.empty(), Optional.empty(), Optional.empty());
        }
    }

    /**
     * @throws io.dqexplorer.sdk.error.DqException when the service answers but not with a page
     *         (the credential was refused, the dataset is gone): not a question of freshness
     */
    public static Freshness of(DqClient client, SnapshotMetadata snapshot, KnownTokens known) {
        String vocabulary;
        try {
            vocabulary = client.unversioned().clips(ClipQuery.of(snapshot.key().dataset()).withLimit(0)).vocabulary();
        } catch (DqException failure) {
            if (!failure.unreachable()) {
                throw failure;
            }
            return OFFLINE;
        }
        boolean same = vocabulary.equals(snapshot.vocabulary())
                && sameWhereKnown(known.handActivityAnalysis(), snapshot.handActivityAnalysis())
                && sameWhereKnown(known.videoCharacteristics(), snapshot.videoCharacteristics())
                && sameWhereKnown(known.mediaDigest(), snapshot.mediaDigest());
        return same ? CURRENT : STALE;
    }

    private static boolean sameWhereKnown(Optional<String> known, Optional<String> kept) {
        return known.isEmpty() || known.equals(kept);
    }
}
