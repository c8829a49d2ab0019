package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.ClipsViewModel;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A copy of the clip table's selection, read from the snapshot's view against the sandbox, with a real DuckDB file. */
class SelectionCopyTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static TestService service;
    private static List<ClipRow> serviceRows;

    @TempDir
    Path cache;
    private ClipsViewModel model;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
        serviceRows = service.clipRows(KITCHEN);
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @BeforeEach
    void open() {
        model = new ClipsViewModel(new ClipWorkspace(service.client, service.sandbox.demoClient().organizationId(),
                CacheFolder.at(cache), new Settings(new InMemoryPreferences())), new CurrentThreadRunner());
        model.open(service.entry(KITCHEN));
    }

    @AfterEach
    void close() {
        model.close();
    }

    @Test
    void theSelectedRowsOfTheSortedViewAreCopiedInItsOrderWithTheColumnsShown() {
        model.filterProperty().set(Filter.parse("analyzed_seconds > 10"));
        model.sortProperty().set(Sort.parse("analyzed_seconds:desc"));
        List<ClipRow> view = serviceRows.stream().filter(row -> row.analyzedSeconds() > 10)
                .sorted(Comparator.comparingDouble(ClipRow::analyzedSeconds).reversed()).toList();
        AtomicReference<String> clipboard = new AtomicReference<>();

        // a selection made from the bottom up, across two runs of rows
        model.selectionCopy().copy(List.of(41, 3, 40, 2), List.of(Column.ANALYZED_SECONDS, Column.CLIP),
                CopyFormat.TSV, clipboard::set);

        StringBuilder expected = new StringBuilder("analyzed_seconds\tclip\n");
        for (int row : new int[] {2, 3, 40, 41}) {
            expected.append(plain(view.get(row).analyzedSeconds())).append('\t').append(view.get(row).clip()).append('\n');
        }
        assertEquals(expected.toString(), clipboard.get());
        assertEquals("Copied 4 rows × 2 columns as TSV", model.selectionCopy().messageProperty().get());
    }

    @Test
    void nothingSelectedCopiesNothingAndSaysSo() {
        AtomicReference<String> clipboard = new AtomicReference<>();

        model.selectionCopy().copy(List.of(), List.of(Column.CLIP), CopyFormat.CSV, clipboard::set);

        assertNull(clipboard.get());
        assertEquals("Nothing to copy: select rows first", model.selectionCopy().messageProperty().get());
    }

    @Test
    void theSelectionIsReadInRunsOfConsecutiveRows() {
        List<int[]> runs = SelectionCopy.runs(List.of(10, 1, 2, 3, 7, 8, 2));

        assertEquals(3, runs.size());
        assertArrayEquals(new int[] {1, 3}, runs.get(0));
        assertArrayEquals(new int[] {7, 2}, runs.get(1));
        assertArrayEquals(new int[] {10, 1}, runs.get(2));
    }

    private static String plain(double seconds) {
        return new java.math.BigDecimal(Double.toString(seconds)).stripTrailingZeros().toPlainString();
    }
}
