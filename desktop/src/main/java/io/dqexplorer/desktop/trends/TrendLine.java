package io.dqexplorer.desktop.trends;

import java.util.List;

/**
 * One figure across the kept measurements, the first seen first: a defect's percent, a hand share, …
 *
 * @param figure the bars file's name of the figure ("video.blurry.percent"), whose bars the chart draws
 * @param scale  what the chart multiplies the figure by (100 for a share drawn as a percent)
 */
public record TrendLine(String name, List<TrendPoint> points, String figure, double scale) {

    public TrendLine {
        points = List.copyOf(points);
    }
}
