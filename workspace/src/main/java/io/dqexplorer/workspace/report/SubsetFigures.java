package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The workspace's filtered clips beside the whole snapshot, for the report.
 *
 * @param filterText the filter as the user wrote it
 * @param token      the vocabulary token the snapshot's clip rows were read at
 * @param fetched    when the snapshot's fetch ended
 * @param histograms the per-clip shares of the filtered clips beside the whole's, one per share some clip has
 */
public record SubsetFigures(String filterText, String token, Instant fetched, Summary subset, Summary whole,
                            List<SubsetHistogram> histograms) {

    public SubsetFigures {
        Objects.requireNonNull(filterText, "filterText");
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(fetched, "fetched");
        Objects.requireNonNull(subset, "subset");
        Objects.requireNonNull(whole, "whole");
        histograms = List.copyOf(histograms);
    }

    /**
     * The summaries of the filter's clips and of every clip, from the snapshot's rows, as the workspace view
     * totals them, and their histograms on the bins the workspace's charts use.
     */
    public static SubsetFigures of(ClipQueries queries, SnapshotMetadata metadata, String filterText,
                                   SqlCondition condition) throws SQLException {
        return new SubsetFigures(filterText, metadata.vocabulary(), metadata.fetchEnded(), queries.summary(condition),
                queries.summary(SqlCondition.ALL), SubsetHistogram.of(queries, condition));
    }
}
