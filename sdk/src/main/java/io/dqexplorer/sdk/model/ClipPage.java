package io.dqexplorer.sdk.model;

import java.util.List;

/**
 * One page of the clips list. {@code total} counts every match before pagination.
 * {@code requestId} is the request id of the answer that carried the page (the service's
 * {@code x-request-id}, else the one sent), so that a failure found across pages can name it;
 * null for a page not read from an answer.
 */
public record ClipPage(String dataset, String vocabulary, List<FilteredTo> filteredTo,
                       long total, long offset, long limit, List<ClipRow> clips, String requestId) {

    public ClipPage {
        filteredTo = List.copyOf(filteredTo);
        clips = List.copyOf(clips);
    }

    /** A page not (yet) tied to an answer: no request id. */
    public ClipPage(String dataset, String vocabulary, List<FilteredTo> filteredTo,
                    long total, long offset, long limit, List<ClipRow> clips) {
        this(dataset, vocabulary, filteredTo, total, offset, limit, clips, null);
    }

    /** This page as carried by the answer with {@code requestId}. */
    public ClipPage withRequestId(String requestId) {
        return new ClipPage(dataset, vocabulary, filteredTo, total, offset, limit, clips, requestId);
    }

    /** A section in which the filter term is published; the selection is the union over them. */
    public record FilteredTo(String term, String section, long clipCount) {
    }
}
