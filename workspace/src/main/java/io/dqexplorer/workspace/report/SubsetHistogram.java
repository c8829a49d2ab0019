package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.table.Column;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A per-clip share of the filtered clips and of the whole dataset, counted on the bins the app's histogram uses. */
public record SubsetHistogram(Histogram whole, Histogram subset) {

    /** One for each per-clip ratio some clip has a value of, in the order of the subset's table. */
    static List<SubsetHistogram> of(ClipQueries queries, SqlCondition condition) throws SQLException {
        List<SubsetHistogram> histograms = new ArrayList<>();
        for (Column column : Column.values()) {
            if (column.kind() != Column.Kind.RATIO) {
                continue;
            }
            Optional<HistogramBins> bins = queries.histogramBins(column, false);
            if (bins.isPresent()) {
                histograms.add(new SubsetHistogram(queries.histogram(SqlCondition.ALL, bins.get()),
                        queries.histogram(condition, bins.get())));
            }
        }
        return histograms;
    }
}
