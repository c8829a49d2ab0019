package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.HandComparison;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import static io.dqexplorer.workspace.report.ReportHtml.card;

/** Hand activity in the report: the three shares as bars, the measured time and the segments left out. */
final class HandSection implements FamilySection {

    @Override
    public void write(StringBuilder out, Object measured) {
        HandActivity answer = (HandActivity) measured;
        out.append("<div class=\"shares\">\n");
        share(out, "Active manipulation", "hands.active-manipulation", answer.activeManipulationShare());
        share(out, "A hand visible", "hands.hands-visible", answer.handsVisibleShare());
        share(out, "Both hands visible", "hands.two-hands-visible", answer.twoHandsVisibleShare());
        out.append("</div>\n<div class=\"cards\">\n");
        card(out, "Measured hours", "hands.measured-hours", Figures.secondsAsHours(answer.measuredSeconds()));
        card(out, "Clips", "hands.clips", Figures.count(answer.clips()));
        card(out, "Segments unassessed", "hands.segments-unassessed", Figures.count(answer.segmentsUnassessed()));
        card(out, "Segments unusable", "hands.segments-unusable", Figures.count(answer.segmentsUnusable()));
        out.append("</div>\n");
    }

    private static void share(StringBuilder out, String label, String key, OptionalDouble fraction) {
        out.append("<div class=\"share\"><span class=\"label\">").append(label).append("</span>")
                .append("<svg class=\"bar\" viewBox=\"0 0 100 6\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"")
                .append(label).append("\"><rect class=\"track\" width=\"100\" height=\"6\"/>");
        if (fraction.isPresent()) {
            out.append("<rect class=\"fill\" width=\"")
                    .append(ReportHtml.svgNumber(Math.max(0, Math.min(1, fraction.getAsDouble())) * 100))
                    .append("\" height=\"6\"/>");
        }
        out.append("</svg><span class=\"value\" data-figure=\"").append(key).append("\">")
                .append(Figures.fractionAsPercent(fraction, ReportHtml.NOTHING_MEASURED)).append("</span></div>\n");
    }

    @Override
    public List<LeadLine> lead(DifferenceTable table, String key) {
        List<LeadLine> lines = new ArrayList<>();
        hand(lines, table, HandComparison.ACTIVE_MANIPULATION, "Active manipulation", key);
        hand(lines, table, HandComparison.HANDS_VISIBLE, "A hand visible", key);
        hand(lines, table, HandComparison.TWO_HANDS_VISIBLE, "Both hands visible", key);
        hand(lines, table, HandComparison.MEASURED_HOURS, "Measured hours", key);
        hand(lines, table, HandComparison.CLIPS, "Clips", key);
        return lines;
    }

    private static void hand(List<LeadLine> lines, DifferenceTable table, String measure, String label, String key) {
        LeadLine.row(table, HandComparison.PART, measure)
                .ifPresent(row -> lines.add(LeadLine.line(label, key + measure.replace('_', '-'), row)));
    }
}
