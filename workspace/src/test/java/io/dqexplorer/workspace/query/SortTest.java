package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.Column;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SortTest {

    @Test
    void textFormRoundTrips() {
        Sort sort = Sort.parse("distorted_share:desc,clip");
        assertEquals(List.of(new Sort.Key(Column.DISTORTED_SHARE, true), new Sort.Key(Column.CLIP, false)), sort.keys());
        assertEquals("distorted_share:desc,clip", sort.text());
        assertEquals(sort, Sort.parse(sort.text()));
        assertEquals(Sort.parse("clip"), Sort.parse(" Clip : ASC "));
        assertEquals(Sort.SERVICE_ORDER, Sort.parse(""));
        assertEquals("", Sort.SERVICE_ORDER.text());
    }

    @Test
    void everyOrderEndsWithTheServiceOrder() {
        assertEquals("position", Sort.SERVICE_ORDER.orderBy());
        assertEquals("frames DESC NULLS LAST, clip ASC NULLS LAST, position", Sort.parse("frames:desc,clip").orderBy());
    }

    @Test
    void unknownColumnsAndDirectionsAreRejectedByPosition() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Sort.parse("clip,frames; DROP TABLE clips"));
        assertTrue(unknown.getMessage().contains("'frames; DROP TABLE clips' at character 6"), unknown.getMessage());
        IllegalArgumentException direction = assertThrows(IllegalArgumentException.class, () -> Sort.parse("clip:down"));
        assertTrue(direction.getMessage().contains("'down'"), direction.getMessage());
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class, () -> Sort.parse("clip,,frames"));
        assertTrue(empty.getMessage().contains("at character 6"), empty.getMessage());
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> Sort.parse("clip,clip:desc"));
        assertTrue(twice.getMessage().contains("twice"), twice.getMessage());
    }
}
