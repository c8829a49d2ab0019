package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.workspace.table.ViewColumns;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every column the table shows is defined in one sentence that names its unit. */
class ColumnDefinitionsTest {

    @Test
    void eachShownColumnHasItsOwnSentenceWithTheUnitOfItsKind() {
        Set<String> seen = new HashSet<>();
        for (Column column : ViewColumns.DEFAULTS) {
            String definition = ColumnDefinitions.of(column);
            assertTrue(seen.add(definition), "a sentence of its own: " + column);
            assertTrue(definition.endsWith(".") && definition.indexOf(". ") < 0, "one sentence: " + definition);
            String unit = switch (column.kind()) {
                case SECONDS -> "in seconds";
                case RATIO -> "in percent";
                case COUNT -> column == Column.DUPLICATE_GROUP ? "numbered" : column == Column.EPISODE_INDEX
                        ? "whole number" : "count of frames";
                case TERMS -> "list of terms";
                case TEXT -> "(text)";
            };
            assertTrue(definition.contains(unit), column + ": " + definition);
        }
    }

    @Test
    void theTooltipIsTheDefinitionThenTheNameInFilterText() {
        assertEquals(ColumnDefinitions.of(Column.DISTORTED_SHARE) + "\nIn filter text: distorted_share",
                ColumnDefinitions.tooltip(Column.DISTORTED_SHARE));
    }
}
