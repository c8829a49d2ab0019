package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.model.Distribution;

import java.util.List;

import static io.dqexplorer.workspace.report.ReportHtml.svgNumber;

/**
 * A defect's distribution as an inline SVG bar chart: one bar per bin of affected percent, its height the
 * bin's share of the assessed footage (the weighted figure the percentiles are taken on), its tooltip the
 * bin's clips and share. Colours come from the report's style sheet, so the chart follows light, dark and
 * print. No namespace URL: inline SVG in HTML needs none, and the report names no address.
 */
final class HistogramSvg {

    private static final int WIDTH = 640;
    private static final int HEIGHT = 190;
    private static final int LEFT = 44;
    private static final int RIGHT = 8;
    private static final int TOP = 18;
    /** Up to this many bins each bar carries its value: the small bins beside a tall first one still read. */
    private static final int LABELLED_BINS = 12;
    private static final int BOTTOM = 36;

    private HistogramSvg() {
    }

    static String of(Distribution distribution, String defectName) {
        List<Distribution.HistogramBin> bins = distribution.bins();
        double max = bins.stream().mapToDouble(Distribution.HistogramBin::footagePercent).max().orElse(0);
        double top = niceCeiling(max);
        double plotWidth = WIDTH - LEFT - RIGHT;
        double plotHeight = HEIGHT - TOP - BOTTOM;
        StringBuilder svg = new StringBuilder(4096);
        svg.append("<svg class=\"histogram\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" role=\"img\" aria-label=\"").append(Html.text(defectName))
                .append(": share of the assessed footage per bin of affected percent\">\n");
        for (int i = 0; i <= 4; i++) {
            double value = top * i / 4;
            double y = TOP + plotHeight - plotHeight * i / 4;
            svg.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT)
                    .append("\" y1=\"").append(svgNumber(y)).append("\" y2=\"").append(svgNumber(y)).append("\"/>")
                    .append("<text class=\"tick\" x=\"").append(LEFT - 6).append("\" y=\"").append(svgNumber(y + 4))
                    .append("\" text-anchor=\"end\">").append(Html.text(tick(value))).append("</text>\n");
        }
        double slot = bins.isEmpty() ? plotWidth : plotWidth / bins.size();
        int labelEvery = Math.max(1, (int) Math.ceil(bins.size() / 10.0));
        for (int i = 0; i < bins.size(); i++) {
            Distribution.HistogramBin bin = bins.get(i);
            double height = top > 0 ? plotHeight * bin.footagePercent() / top : 0;
            double x = LEFT + slot * i;
            svg.append("<rect class=\"bin\" x=\"").append(svgNumber(x + slot * 0.1)).append("\" y=\"")
                    .append(svgNumber(TOP + plotHeight - height)).append("\" width=\"").append(svgNumber(slot * 0.8))
                    .append("\" height=\"").append(svgNumber(height)).append("\"><title>")
                    .append(Html.text("from " + Figures.percent(bin.minimumAffectedPercent()) + " affected: "
                            + Figures.count(bin.clipCount(), "clip", "clips") + ", "
                            + Figures.percent(bin.footagePercent()) + " of the assessed footage"))
                    .append("</title></rect>\n");
            if (bins.size() <= LABELLED_BINS && bin.footagePercent() > 0) {
                svg.append("<text class=\"bar-label\" x=\"").append(svgNumber(x + slot / 2)).append("\" y=\"")
                        .append(svgNumber(TOP + plotHeight - height - 4)).append("\" text-anchor=\"middle\">")
                        .append(Html.text(Figures.percent(bin.footagePercent()))).append("</text>\n");
            }
            if (i % labelEvery == 0) {
                svg.append("<text class=\"tick\" x=\"").append(svgNumber(x + slot / 2)).append("\" y=\"")
                        .append(HEIGHT - BOTTOM + 14).append("\" text-anchor=\"middle\">")
                        .append(Html.text(edge(bin.minimumAffectedPercent()))).append("</text>\n");
            }
        }
        svg.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
                .append(TOP + plotHeight).append("\" y2=\"").append(TOP + plotHeight).append("\"/>\n")
                .append("<text class=\"axis-label\" x=\"").append(svgNumber(LEFT + plotWidth / 2)).append("\" y=\"")
                .append(HEIGHT - 4).append("\" text-anchor=\"middle\">affected percent of the clip (bin's lower edge)</text>\n")
                .append("</svg>\n");
        return svg.toString();
    }

    /** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above the tallest bar, so that the ticks are round. */
    static double niceCeiling(double max) {
        if (max <= 0) {
            return 1;
        }
        double magnitude = Math.pow(10, Math.floor(Math.log10(max)));
        for (double step : new double[] {1, 2, 2.5, 5, 10}) {
            if (step * magnitude >= max - 1e-12) {
                return step * magnitude;
            }
        }
        return 10 * magnitude;
    }

    private static String tick(double percent) {
        return svgNumber(percent) + " %";
    }

    private static String edge(double percent) {
        return svgNumber(percent) + "%";
    }
}
