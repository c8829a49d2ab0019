package io.dqexplorer.desktop.trends;

import java.util.List;

/**
 * One family's figures over time.
 *
 * @param tab  the main window's tab that shows a measurement of this family: a point opens it there
 * @param unit how a value reads: "%" for percents, empty for counts
 */
public record TrendChart(String title, String tab, String unit, List<TrendLine> lines) {

    public TrendChart {
        lines = List.copyOf(lines);
    }

    public boolean isEmpty() {
        return lines.stream().allMatch(line -> line.points().isEmpty());
    }
}
