package io.dqexplorer.workspace.view;

import java.util.Optional;

/**
 * The service's paged clip table of a view, shown while the dataset's snapshot is not on this machine:
 * the term it was filtered by, its page size and the row its page started at. Unlike the snapshot's
 * table it names no clip at the top: the service pages by position only.
 *
 * @param term     the published term or merged spelling filtered by; none for every clip
 * @param firstRow the first row shown, 0-based, among the clips the term selects
 */
public record ClipPagesState(Optional<String> term, int pageSize, long firstRow) {

    public ClipPagesState {
        term = term.filter(text -> !text.isBlank());
        if (pageSize < 1) {
            throw ViewFormatException.faulty("its clip pages' page size is not positive: " + pageSize);
        }
        if (firstRow < 0) {
            throw ViewFormatException.faulty("its clip pages' first row is negative: " + firstRow);
        }
    }
}
