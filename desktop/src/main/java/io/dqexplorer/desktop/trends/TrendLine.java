package io.dqexplorer.desktop.trends;

import java.util.List;

/** One figure across the kept measurements, the first seen first: a defect's percent, a hand share, … */
public record TrendLine(String name, List<TrendPoint> points) {

    public TrendLine {
        points = List.copyOf(points);
    }
}
