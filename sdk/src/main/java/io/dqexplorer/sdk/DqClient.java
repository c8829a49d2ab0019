package io.dqexplorer.sdk;

import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;

import java.util.List;

/**
 * API SHAPE AGREED FOR PARALLEL WORK — the sdk work replaces this file with the implementation,
 * keeping these public signatures. Every method throws a subclass of
 * {@link io.dqexplorer.sdk.error.DqException}. Thread-safe; one instance per credential.
 */
public final class DqClient implements AutoCloseable {

    public static DqClientBuilder builder() {
        return new DqClientBuilder();
    }

    /** GET /api/v1beta/access. */
    public Access access() { throw new UnsupportedOperationException(); }

    /** GET /api/access. */
    public Access accessUnversioned() { throw new UnsupportedOperationException(); }

    /** GET /api/v1beta/quality/datasets. */
    public List<DatasetEntry> datasets() { throw new UnsupportedOperationException(); }

    /** GET /api/quality/datasets. */
    public List<DatasetEntry> datasetsUnversioned() { throw new UnsupportedOperationException(); }

    public VideoCharacteristics videoCharacteristics(VideoCharacteristicsQuery query) { throw new UnsupportedOperationException(); }

    public Duplicates duplicates(DuplicatesQuery query) { throw new UnsupportedOperationException(); }

    /** GET /api/v1beta/quality/vocabulary. */
    public Vocabulary vocabulary(VocabularyQuery query) { throw new UnsupportedOperationException(); }

    /** GET /api/quality/vocabulary: the form with per-term clip counts. */
    public UnversionedVocabulary unversionedVocabulary(VocabularyQuery query) { throw new UnsupportedOperationException(); }

    public HandActivity handActivity(HandActivityQuery query) { throw new UnsupportedOperationException(); }

    /** One page of GET /api/quality/clips. */
    public ClipPage clips(ClipQuery query) { throw new UnsupportedOperationException(); }

    /**
     * Lazily walks every page from the query's offset (limit 1000 per request), pinning the
     * vocabulary token of the first page on every later page.
     */
    public ClipWalk walkClips(ClipQuery query) { throw new UnsupportedOperationException(); }

    @Override
    public void close() { throw new UnsupportedOperationException(); }
}
