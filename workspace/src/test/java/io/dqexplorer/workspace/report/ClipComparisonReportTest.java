package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.table.ClipTables;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.SnapshotComparison;
import io.dqexplorer.workspace.compare.SnapshotSide;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import static io.dqexplorer.workspace.report.ReportPages.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The clips comparison of a report, over two snapshots written here: both snapshots named in the header and
 * the section, both summaries with their change, every difference counted by state and by field as
 * {@link ClipComparison#compare} found them, and the rows of the view, capped with the cap said.
 */
class ClipComparisonReportTest {

    private static final String HOSTILE = "<script>alert('x')</script>\u001B[2J\u202Egnp.exe&\"";
    private static final Instant FETCHED_LEFT = Instant.parse("2026-11-20T08:00:00Z");
    private static final Instant FETCHED_RIGHT = Instant.parse("2026-11-23T09:00:00Z");

    @TempDir
    Path folder;

    @Test
    void theSectionEqualsTheComparisonOfTheTwoSnapshots() throws Exception {
        List<ClipRow> before = new ArrayList<>();
        List<ClipRow> after = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            ClipRow row = row("clip-" + (100 + i), 10 + i, List.of("cup"));
            if (i % 10 != 3) {
                before.add(row);
            }
            // every 4th clip measured 2.5 s longer with a knife as well, every 9th gone on the right
            if (i % 9 != 5) {
                after.add(i % 4 == 0 ? row(row.clip(), row.analyzedSeconds() + 2.5, List.of("cup", "knife")) : row);
            }
        }
        after.add(row(HOSTILE, 7, List.of()));
        SnapshotComparison.Compared compared = compare(before, after);
        List<List<Object>> all = compared.result().table().rows();

        Document page = Jsoup.parse(report(ShownClipComparison.everyDifference(compared)).html());

        for (String side : List.of("left", "right")) {
            SnapshotSide expected = side.equals("left") ? compared.left() : compared.right();
            assertEquals(ServiceText.shown(expected.dataset()), figure(page, side + ".clips.dataset"));
            assertEquals(ServiceText.shown(expected.token()), figure(page, side + ".clips.token"));
        }
        assertTrue(page.selectFirst("[data-figure=left.clips.token]").parent().text()
                .endsWith(" · earlier snapshot · fetched 2026-11-20 08:00:00 UTC"), "where the left side came from");
        Element article = page.getElementById("compare-clips");
        List<List<String>> sides = article.select("table.sides tbody tr").stream()
                .map(row -> row.select("td").eachText()).toList();
        assertEquals(List.of(ServiceText.shown(HOSTILE), "vo-before", "earlier snapshot", "fetched 2026-11-20 08:00:00 UTC"),
                sides.get(0));
        assertEquals(List.of(ServiceText.shown(HOSTILE), "vo-after", "snapshot", "fetched 2026-11-23 09:00:00 UTC"),
                sides.get(1));

        List<SummaryComparison> summary = SummaryComparison.of(compared.result().left(), compared.result().right());
        assertEquals(before.size(), compared.result().left().clips());
        for (SummaryComparison line : summary) {
            String key = "clips.summary." + line.label().toLowerCase().replace(' ', '-');
            assertEquals(List.of(line.left(), line.right(), line.difference()), List.of(figure(page, key + ".left"),
                    figure(page, key + ".right"), figure(page, key + ".difference")), line.label());
        }

        assertEquals(count(all, 6, "added"), number(figure(page, "clips.state.added")));
        assertEquals(count(all, 6, "removed"), number(figure(page, "clips.state.removed")));
        assertEquals(count(all, 6, "changed"), number(figure(page, "clips.state.changed")));
        // added: 3, 13, 33 and the hostile one; removed: 5, 14, 32; changed: 0, 4, … 36 but 32, each in two fields
        assertEquals(List.of(4L, 3L), List.of(count(all, 6, "added"), count(all, 6, "removed")));
        assertEquals(4, number(figure(page, "clips.added")));
        assertEquals(3, number(figure(page, "clips.removed")));
        assertEquals(9, number(figure(page, "clips.clips-changed")));
        assertEquals(List.of("added", "removed", "changed"), article.select("div.counts table").get(0).select("tbody th").eachText());
        List<String> fields = article.select("div.counts table").get(1).select("tbody th").eachText();
        assertEquals("clip (added or removed)", fields.get(0));
        assertTrue(fields.containsAll(List.of("analyzed seconds", "objects", "frames")), fields.toString());
        assertEquals(9, number(figure(page, "clips.field.analyzed_seconds")));
        assertEquals(9, number(figure(page, "clips.field.objects")));
        assertEquals(7, number(figure(page, "clips.field.clip")));
        assertEquals(0, number(figure(page, "clips.field.frames")));
        assertEquals(all.size(), number(figure(page, "clips.differences")));

        List<List<String>> shown = article.select("table.differences tbody tr").stream()
                .map(row -> row.select("td").eachText()).toList();
        assertEquals(all.stream().map(ClipComparisonReportTest::cells).toList(), shown);
        assertEquals("all " + all.size() + " rows shown", figure(page, "clips.listed"));
        assertEquals(ShownClipComparison.EVERY_DIFFERENCE, figure(page, "clips.view"));
        assertTrue(page.select("script").isEmpty(), "the hostile clip id and dataset stay text");
    }

    @Test
    void aLongViewListsItsFirstRowsAndSaysHowManyOfHowMany() throws Exception {
        List<ClipRow> before = new ArrayList<>();
        List<ClipRow> after = new ArrayList<>();
        for (int i = 0; i < 2_400; i++) {
            before.add(row(String.format("clip-%05d", i), 5, List.of()));
            after.add(row(String.format("clip-%05d", i), 6, List.of()));
        }
        SnapshotComparison.Compared compared = compare(before, after);
        List<List<Object>> all = compared.result().table().rows();
        // the view as the app hands it: filtered (every other row) and in its own order (reversed)
        List<List<Object>> view = new ArrayList<>();
        for (int i = all.size() - 1; i >= 0; i -= 2) {
            view.add(all.get(i));
        }

        Document page = Jsoup.parse(report(ShownClipComparison.of(compared, view, "clip id contains \"0\", descending")).html());

        assertEquals("1,000 of 1,200 rows shown, the first in the view's order", figure(page, "clips.listed"));
        assertEquals("1,200 of 2,400 differences", figure(page, "clips.in-view"));
        assertEquals("clip id contains \"0\", descending", figure(page, "clips.view"));
        List<List<String>> shown = page.select("#compare-clips table.differences tbody tr").stream()
                .map(row -> row.select("td").eachText()).toList();
        assertEquals(view.subList(0, ShownClipComparison.ROWS_LISTED).stream().map(ClipComparisonReportTest::cells).toList(),
                shown);
        assertEquals(2_400, number(figure(page, "clips.field.analyzed_seconds")), "counted over every difference");
    }

    @Test
    void twoEqualSnapshotsListNoRowsAndCountNothing() throws Exception {
        List<ClipRow> rows = List.of(row("clip-1", 4, List.of("cup")), row("clip-2", 5, List.of()));

        Document page = Jsoup.parse(report(ShownClipComparison.everyDifference(compare(rows, rows))).html());

        assertEquals("all 0 rows shown", figure(page, "clips.listed"));
        assertEquals("0 of 0 differences", figure(page, "clips.in-view"));
        for (String card : List.of("clips.differences", "clips.added", "clips.removed", "clips.clips-changed")) {
            assertEquals("0", figure(page, card), card);
        }
        assertTrue(page.select("#compare-clips table.differences").isEmpty(), "no table of no rows");
    }

    private SnapshotComparison.Compared compare(List<ClipRow> left, List<ClipRow> right) throws Exception {
        WorkspaceDatabase database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 1),
                CacheFolder.at(folder).temporary());
        Path leftFile = write(database, "left.duckdb", left);
        Path rightFile = write(database, "right.duckdb", right);
        try (Connection l = database.openToRead(leftFile); Connection r = database.openToRead(rightFile)) {
            return new SnapshotComparison.Compared(new SnapshotSide(HOSTILE, "vo-before", SnapshotSide.EARLIER, FETCHED_LEFT),
                    new SnapshotSide(HOSTILE, "vo-after", SnapshotSide.CURRENT, FETCHED_RIGHT), ClipComparison.compare(l, r));
        }
    }

    private Path write(WorkspaceDatabase database, String name, List<ClipRow> rows) throws Exception {
        Path file = folder.resolve(name);
        try (Connection connection = database.openToWrite(file)) {
            ClipTables.fill(connection, rows);
        }
        return file;
    }

    private static QualityReport report(ShownClipComparison clips) {
        return new QualityReport(new HistoryKey("https://dq.example.com", "org-1"), HOSTILE, FETCHED_RIGHT, Map.of(),
                Optional.empty(), List.of(), Optional.of(clips));
    }

    private static ClipRow row(String clip, double seconds, List<String> objects) {
        return new ClipRow(clip, OptionalLong.empty(), seconds, List.of("kitchen"), objects, List.of(), Optional.empty(),
                Optional.empty());
    }

    /** A row as the compare view's table shows it: clip, the field in words, the cells as they read. */
    private static List<String> cells(List<Object> row) {
        String measure = (String) row.get(2);
        String state = (String) row.get(6);
        return List.of(ServiceText.shown((String) row.get(1)), measure.replace('_', ' '),
                        DifferenceCells.figure(measure, row.get(3), state), DifferenceCells.figure(measure, row.get(4), state),
                        DifferenceCells.difference(measure, row.get(5), state), state).stream().map(String::strip).toList();
    }

    private static long count(List<List<Object>> rows, int column, String value) {
        return rows.stream().filter(row -> value.equals(row.get(column))).count();
    }

    private static long number(String text) {
        return Long.parseLong(text.replace(",", ""));
    }
}
