package io.dqexplorer.desktop.clips;

import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.report.SubsetLine;

import java.util.List;

/**
 * One figure of the filtered clips beside the whole snapshot's, as a summary card shows it; the lines
 * are the workspace's {@link SubsetLine}s, which the quality report's subset table prints too; {@code figure}
 * names it in a bars file.
 */
public record SummaryLine(String label, String figure, String subset, String whole, String difference) {

    public static final String NOT_MEASURED = SubsetLine.NOT_MEASURED;

    /** The lines of the subset's summary against the whole's. */
    public static List<SummaryLine> of(Summary subset, Summary whole) {
        return SubsetLine.of(subset, whole).stream()
                .map(line -> new SummaryLine(line.label(), line.figure(), line.subset(), line.whole(), line.difference())).toList();
    }
}
