package io.dqexplorer.desktop.clips;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableListBase;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The table's window over a view: which rows of the view it asks for, and what it tells the table. */
class RowWindowTest {

    @Test
    void aMoveAsksForNoRowAtThePlaceItLeavesAndTellsTheWindowsRowsAsUpdated() {
        AskedRows view = new AskedRows(1_000_000);
        RowWindow window = showing(view);
        List<String> told = tellings(window);

        window.moveTo(999_600);

        assertEquals(List.of(), view.asked, "a row asked for is read: the window's old rows are not wanted any more");
        assertEquals(List.of("updated 0–400"), told);
        assertEquals(999_600, window.get(0).index());
        assertEquals(List.of(999_600L), view.asked);
    }

    @Test
    void aNewViewOfAsManyRowsAsksNothingOfTheOneBeforeAndOfFewerReplacesItsRows() {
        AskedRows before = new AskedRows(5_000);
        RowWindow window = showing(before);
        List<String> told = tellings(window);

        window.show(new AskedRows(2_000));
        window.show(new AskedRows(30));

        assertEquals(List.of(), before.asked);
        assertEquals(List.of("updated 0–400", "replaced 0–30 of 400"), told);
        assertTrue(window.get(29).index() == 29 && window.size() == 30);
    }

    /** A window showing the view, what showing it asked forgotten. */
    private static RowWindow showing(AskedRows view) {
        RowWindow window = new RowWindow();
        window.show(view);
        view.asked.clear();
        return window;
    }

    private static List<String> tellings(RowWindow window) {
        List<String> told = new ArrayList<>();
        window.addListener((ListChangeListener<ClipsRow>) change -> {
            while (change.next()) {
                told.add(change.wasUpdated() ? "updated " + change.getFrom() + "–" + change.getTo()
                        : "replaced " + change.getFrom() + "–" + change.getTo() + " of " + change.getRemovedSize());
            }
        });
        return told;
    }

    /** A view whose rows are placeholders, each asked for recorded: VirtualRows reads a row's block when asked. */
    private static final class AskedRows extends ObservableListBase<ClipsRow> {
        private final int size;
        private final List<Long> asked = new ArrayList<>();

        AskedRows(int size) {
            this.size = size;
        }

        @Override
        public ClipsRow get(int index) {
            asked.add((long) index);
            return ClipsRow.placeholder(index);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
