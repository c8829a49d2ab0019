package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.query.CountAxis;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.table.Column;

import java.math.BigDecimal;
import java.util.List;

import static io.dqexplorer.workspace.report.ReportHtml.svgNumber;

/**
 * The filtered clips' per-clip shares beside the whole dataset's, as inline SVG bar charts on the bins the
 * app's histogram uses (see {@link HistogramBins}): the whole's bars in grey on the left count axis, the
 * filtered clips' in colour over them on a right axis of their own, so that 95 clips beside 2,734 keep
 * their shape. Each bar's tooltip gives its edges and both counts.
 */
final class SubsetHistogramSvg {

    private static final int WIDTH = 640;
    private static final int HEIGHT = 200;
    private static final int LEFT = 48;
    private static final int RIGHT = 48;
    private static final int TOP = 12;
    private static final int BOTTOM = 36;
    /** The most edges labelled under a chart. */
    private static final int EDGE_LABELS = 8;

    private SubsetHistogramSvg() {
    }

    /** The charts' heading, the words that say which axis is whose, and one figure per share; empty when there is none. */
    static String of(List<SubsetHistogram> histograms) {
        if (histograms.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder(16_384);
        html.append("<h3>Per-clip shares</h3>\n<p class=\"note\">Clips per bin of each per-clip share, the bins spanning"
                + " the values present. Grey bars: the whole dataset, on the left axis. Coloured bars: the filtered"
                + " clips, on the right axis, which is their own, so that a small subset keeps its shape.</p>\n"
                + "<div class=\"subset-charts\">\n");
        for (SubsetHistogram histogram : histograms) {
            html.append("<figure>\n").append(chart(histogram)).append("<figcaption>")
                    .append(Html.text(caption(histogram))).append("</figcaption>\n</figure>\n");
        }
        return html.append("</div>\n").toString();
    }

    private static String caption(SubsetHistogram histogram) {
        Histogram whole = histogram.whole();
        Histogram subset = histogram.subset();
        String text = label(whole.column()) + ": " + Figures.count(subset.clips(), "filtered clip", "filtered clips")
                + " of " + Figures.count(whole.clips());
        if (whole.missing() > 0) {
            text += "; not measured: " + Figures.count(subset.missing()) + " filtered, " + Figures.count(whole.missing())
                    + " in all";
        }
        return text;
    }

    static String chart(SubsetHistogram histogram) {
        Histogram whole = histogram.whole();
        Histogram subset = histogram.subset();
        HistogramBins bins = whole.bins();
        CountAxis wholeAxis = CountAxis.over(whole.tallest(), false);
        CountAxis subsetAxis = CountAxis.over(subset.tallest(), false);
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        double slot = plotWidth / bins.count();
        String name = label(whole.column());
        StringBuilder svg = new StringBuilder(8192);
        svg.append("<svg class=\"histogram subset-histogram\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" role=\"img\" data-column=\"").append(whole.column().sqlName()).append("\" aria-label=\"")
                .append(Html.text(name + ": clips per bin, the whole dataset on the left axis, the filtered clips on the right"))
                .append("\">\n");
        for (long count : wholeAxis.ticks()) {
            double y = TOP + plotHeight * (1 - wholeAxis.fraction(count));
            svg.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT)
                    .append("\" y1=\"").append(svgNumber(y)).append("\" y2=\"").append(svgNumber(y)).append("\"/>")
                    .append("<text class=\"tick\" x=\"").append(LEFT - 6).append("\" y=\"").append(svgNumber(y + 4))
                    .append("\" text-anchor=\"end\">").append(Figures.count(count)).append("</text>\n");
        }
        for (long count : subsetAxis.ticks()) {
            double y = TOP + plotHeight * (1 - subsetAxis.fraction(count));
            svg.append("<text class=\"tick subset\" x=\"").append(WIDTH - RIGHT + 6).append("\" y=\"")
                    .append(svgNumber(y + 4)).append("\">").append(Figures.count(count)).append("</text>\n");
        }
        for (int bin = 0; bin < bins.count(); bin++) {
            double x = LEFT + slot * bin;
            long all = whole.counts().get(bin);
            long part = subset.counts().get(bin);
            String title = edge(bins.edge(bin)) + " – " + edge(bins.edge(bin + 1)) + ": "
                    + Figures.count(part, "filtered clip", "filtered clips") + ", " + Figures.count(all) + " in all";
            bar(svg, "bin whole", x + slot * 0.05, slot * 0.9, plotHeight * wholeAxis.fraction(all), plotHeight, title);
            bar(svg, "bin subset", x + slot * 0.25, slot * 0.5, plotHeight * subsetAxis.fraction(part), plotHeight, title);
        }
        long every = bins.labelEvery((double) bins.count() / EDGE_LABELS);
        for (int edge = 0; edge <= bins.count(); edge++) {
            if (bins.roundEdge(edge, every)) {
                svg.append("<text class=\"tick\" x=\"").append(svgNumber(LEFT + slot * edge)).append("\" y=\"")
                        .append(HEIGHT - BOTTOM + 14).append("\" text-anchor=\"middle\">").append(edge(bins.edge(edge)))
                        .append("</text>\n");
            }
        }
        svg.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
                .append(TOP + plotHeight).append("\" y2=\"").append(TOP + plotHeight).append("\"/>\n")
                .append("<text class=\"axis-label\" x=\"").append(svgNumber(LEFT + plotWidth / 2)).append("\" y=\"")
                .append(HEIGHT - 4).append("\" text-anchor=\"middle\">").append(Html.text(name + " per clip"))
                .append("</text>\n</svg>\n");
        return svg.toString();
    }

    private static void bar(StringBuilder svg, String kind, double x, double width, double height, double plotHeight,
                            String title) {
        svg.append("<rect class=\"").append(kind).append("\" x=\"").append(svgNumber(x)).append("\" y=\"")
                .append(svgNumber(TOP + plotHeight - height)).append("\" width=\"").append(svgNumber(width))
                .append("\" height=\"").append(svgNumber(height)).append("\"><title>").append(Html.text(title))
                .append("</title></rect>\n");
    }

    /** A ratio's edge as a percent, as exact as the bins are round: 0.002 → "0.2 %". */
    static String edge(double ratio) {
        return BigDecimal.valueOf(ratio).movePointRight(2).stripTrailingZeros().toPlainString() + " %";
    }

    /** The words of the subset's table for each per-clip share. */
    private static String label(Column column) {
        return switch (column) {
            case USABLE_SHARE -> "Usable frames";
            case DISTORTED_SHARE -> "Distorted frames";
            case JERKY_SHARE -> "Jerky frames";
            case HANDS_VISIBLE_SHARE -> "Hands visible";
            case TWO_HANDS_VISIBLE_SHARE -> "Two hands visible";
            case ACTIVE_MANIPULATION_SHARE -> "Active manipulation";
            default -> column.sqlName();
        };
    }
}
