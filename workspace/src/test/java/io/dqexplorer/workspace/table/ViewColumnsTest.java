package io.dqexplorer.workspace.table;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ViewColumnsTest {

    @Test
    void theColumnsAFilterAndASortNameFollowTheChosenOnesOnceEach() {
        Filter filter = Filter.parse("objects has \"knife\" and distorted_share > 0.05 and clip contains \"a\""
                + " and in duplicate group");

        List<Column> columns = ViewColumns.of(List.of(Column.CLIP, Column.OBJECTS), filter,
                Sort.parse("jerky_share:desc,clip"));

        assertEquals(List.of(Column.CLIP, Column.OBJECTS, Column.DISTORTED_SHARE, Column.DUPLICATE_GROUP,
                Column.JERKY_SHARE), columns);
    }

    @Test
    void aTermClauseOfAnySectionNamesEveryTermColumn() {
        assertEquals(List.of(Column.CLIP, Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS),
                ViewColumns.of(List.of(Column.CLIP), Filter.parse("any has \"knife\""), Sort.SERVICE_ORDER));
    }

    @Test
    void theDefaultsHoldEveryColumnOnce() {
        assertEquals(Column.values().length, ViewColumns.DEFAULTS.size());
        assertEquals(ViewColumns.DEFAULTS, ViewColumns.of(Filter.parse("distorted_share > 0.05"),
                Sort.parse("episode_index")));
    }
}
