package io.dqexplorer.sdk.model;

import java.util.List;

/** One page of the clips list. {@code total} counts every match before pagination. */
public record ClipPage(String dataset, String vocabulary, List<FilteredTo> filteredTo,
                       long total, long offset, long limit, List<ClipRow> clips) {

    public ClipPage {
        filteredTo = List.copyOf(filteredTo);
        clips = List.copyOf(clips);
    }

    /** A section in which the filter term is published; the selection is the union over them. */
    public record FilteredTo(String term, String section, long clipCount) {
    }
}
