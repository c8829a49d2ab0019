package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Function;

/** The service cannot filter by id: walks the dataset's pages until every wanted clip turned up. */
final class SelectionSearch {

    /** The clips found, in service order, and the vocabulary token of the pages they came from. */
    record Found(String vocabulary, List<ClipRow> rows) {
    }

    private SelectionSearch() {
    }

    static Found find(Function<ClipQuery, ClipWalk> walk, ClipQuery everyClip, Set<String> ids) {
        List<ClipRow> found = new ArrayList<>();
        String vocabulary = null;
        for (ClipPage page : walk.apply(everyClip)) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("search for " + ids.size() + " clips cancelled");
            }
            vocabulary = page.vocabulary();
            for (ClipRow row : page.clips()) {
                if (ids.contains(row.clip())) {
                    found.add(row);
                }
            }
            if (found.size() == ids.size()) {
                break;
            }
        }
        return new Found(vocabulary, found);
    }
}
