package io.dqexplorer.sdk.query;

import java.util.Objects;

/**
 * Query of the clips list. A null vocabulary pin means latest, a null term means no filter.
 * Offset and limit are checked against the contract's bounds here, before any request.
 */
public record ClipQuery(String dataset, String vocabulary, String term, boolean frameQuality,
                        boolean handActivity, long offset, int limit) {

    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1000;

    public ClipQuery {
        Objects.requireNonNull(dataset, "dataset");
        if (offset < 0) {
            throw new IllegalArgumentException("offset must be >= 0, was " + offset);
        }
        if (limit < 0 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be within 0.." + MAX_LIMIT + ", was " + limit);
        }
    }

    public static ClipQuery of(String dataset) {
        return new ClipQuery(dataset, null, null, false, false, 0, DEFAULT_LIMIT);
    }

    public ClipQuery withVocabulary(String token) {
        return new ClipQuery(dataset, token, term, frameQuality, handActivity, offset, limit);
    }

    public ClipQuery withTerm(String filterTerm) {
        return new ClipQuery(dataset, vocabulary, filterTerm, frameQuality, handActivity, offset, limit);
    }

    public ClipQuery withFrameQuality(boolean include) {
        return new ClipQuery(dataset, vocabulary, term, include, handActivity, offset, limit);
    }

    public ClipQuery withHandActivity(boolean include) {
        return new ClipQuery(dataset, vocabulary, term, frameQuality, include, offset, limit);
    }

    public ClipQuery withOffset(long pageStart) {
        return new ClipQuery(dataset, vocabulary, term, frameQuality, handActivity, pageStart, limit);
    }

    public ClipQuery withLimit(int pageSize) {
        return new ClipQuery(dataset, vocabulary, term, frameQuality, handActivity, offset, pageSize);
    }
}
