package io.dqexplorer.desktop.clips;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.query.Sort;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The count and first rows of the last few views of the open snapshot, so that going back to one (a filter
 * cleared, a sort undone, a filter applied again) shows it in the same pulse, without a query: a snapshot does
 * not change while it is open, so neither do its views' rows. Forgotten when another snapshot is shown. Lives on
 * the UI thread.
 */
final class RecentViews {

    /** A view's count and its first rows. */
    record FirstRows(long count, RowBlock rows) {
    }

    private record View(SqlCondition condition, Sort order) {
    }

    private static final int KEPT = 4;

    private final Map<View, FirstRows> kept = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<View, FirstRows> eldest) {
            return size() > KEPT;
        }
    };

    Optional<FirstRows> of(SqlCondition condition, Sort order) {
        return Optional.ofNullable(kept.get(new View(condition, order)));
    }

    void keep(SqlCondition condition, Sort order, FirstRows first) {
        kept.put(new View(condition, order), first);
    }

    void forget() {
        kept.clear();
    }
}
