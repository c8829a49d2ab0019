package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.table.ClipTables;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.query.SyntheticClips;
import io.dqexplorer.workspace.table.Column;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The report's charts of the filtered clips' shares, on the app's bins, read back out of the SVG. */
class SubsetHistogramSvgTest {

    private static final List<ClipRow> ROWS = SyntheticClips.rows(5, 3_000);
    private static final SqlCondition KNIFE = new SqlCondition("list_contains(objects, ?)", List.of("knife"));

    @TempDir
    Path folder;

    @Test
    void eachShareIsChartedOnTheAppsBinsWithTheSubsetOnItsOwnAxis() throws SQLException {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:" + folder.resolve("clips.duckdb"))) {
            ClipTables.fill(connection, ROWS);
            ClipQueries queries = new ClipQueries(connection);

            List<SubsetHistogram> histograms = SubsetHistogram.of(queries, KNIFE);
            Document page = Jsoup.parse(SubsetHistogramSvg.of(histograms));

            List<String> charted = page.select("svg.subset-histogram").eachAttr("data-column");
            assertEquals(List.of("usable_share", "distorted_share", "jerky_share", "hands_visible_share",
                    "two_hands_visible_share", "active_manipulation_share"), charted);
            HistogramBins bins = queries.histogramBins(Column.DISTORTED_SHARE, false).orElseThrow();
            Element distorted = page.selectFirst("svg[data-column=distorted_share]");
            List<String> titles = distorted.select("rect.subset title").eachText();
            assertEquals(bins.count(), titles.size());
            assertTrue(bins.count() >= 20 && bins.count() <= 40, bins.count() + " bins");
            long knives = ROWS.stream().filter(row -> row.objects().contains("knife")).count();
            long[] subset = new long[1];
            for (int bin = 0; bin < bins.count(); bin++) {
                long all = queries.count(range(bins, bin, SqlCondition.ALL));
                long part = queries.count(range(bins, bin, KNIFE));
                subset[0] += part;
                String title = titles.get(bin);
                assertTrue(title.startsWith(SubsetHistogramSvg.edge(bins.edge(bin)) + " – " + SubsetHistogramSvg.edge(bins.edge(bin + 1))),
                        title);
                assertTrue(title.endsWith(": " + String.format("%,d", part) + (part == 1 ? " filtered clip, " : " filtered clips, ")
                        + String.format("%,d", all) + " in all"), title);
            }
            long notMeasured = ROWS.stream().filter(row -> row.objects().contains("knife"))
                    .filter(row -> row.frameQuality().map(q -> q.frames() == 0).orElse(true)).count();
            assertEquals(knives - notMeasured, subset[0], "every measured knife clip in one bin");

            List<String> edges = distorted.select("text.tick[text-anchor=middle]").eachText();
            assertEquals("0 %", edges.get(0));
            assertTrue(edges.stream().allMatch(edge -> edge.matches("\\d+(\\.\\d)? %")), "round edges: " + edges);
            List<String> rightAxis = distorted.select("text.tick.subset").eachText();
            List<String> leftAxis = distorted.select("text.tick[text-anchor=end]").eachText();
            assertTrue(number(rightAxis.get(rightAxis.size() - 1)) < number(leftAxis.get(leftAxis.size() - 1)),
                    "the filtered clips' axis ends lower than the whole's: " + rightAxis + " beside " + leftAxis);
            assertTrue(page.selectFirst("p.note").text().contains("right axis"), "the words say whose axis is which");
        }
    }

    @Test
    void noShareToChartWritesNothing() {
        assertEquals("", SubsetHistogramSvg.of(new ArrayList<>()));
    }

    /** The clips of {@code condition} in a bin, by the filter's own comparisons with its edges. */
    private static SqlCondition range(HistogramBins bins, int bin, SqlCondition condition) {
        List<Object> parameters = new ArrayList<>(condition.parameters());
        parameters.add(bins.edge(bin));
        parameters.add(bins.edge(bin + 1));
        String below = bin == bins.count() - 1 ? "<=" : "<";
        return new SqlCondition("(" + condition.sql() + ") AND distorted_share >= ? AND distorted_share " + below + " ?", parameters);
    }

    private static long number(String text) {
        return Long.parseLong(text.replace(",", ""));
    }
}
