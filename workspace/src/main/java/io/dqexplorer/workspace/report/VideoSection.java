package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.VideoComparison;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static io.dqexplorer.workspace.report.ReportHtml.card;
import static io.dqexplorer.workspace.report.ReportHtml.cell;

/** Video defects in the report: the coverage, then each defect's share with its histogram and percentiles. */
final class VideoSection implements FamilySection {

    @Override
    public void write(StringBuilder out, Object measured) {
        VideoCharacteristics answer = (VideoCharacteristics) measured;
        out.append("<p class=\"note\">Defects overlap: a second of footage can be both blurry and unstable, so the"
                + " percents are never added up. Each is a share of the footage assessed for that defect.</p>\n");
        out.append("<div class=\"cards\">\n");
        card(out, "Coverage", "video.coverage", Figures.percent(answer.coveragePercent(), "undeterminable"));
        card(out, "Analyzed clips", "video.analyzed-clips", Figures.count(answer.analyzedClipCount()));
        card(out, "Assessed hours", "video.assessed-hours", Figures.hours(answer.assessedHours()));
        card(out, "Unreadable", "video.unreadable", answer.unreadable()
                .map(u -> Figures.percent(u.percent()) + " of " + Figures.count(u.assessedClips(), "clip", "clips"))
                .orElse("No clips planned"));
        out.append("</div>\n");
        for (Defect defect : Defect.values()) {
            defect(out, defect, answer.defect(defect));
        }
    }

    private static void defect(StringBuilder out, Defect defect, Optional<DefectBlock> block) {
        String key = "defect." + defect.wireName();
        out.append("<article class=\"defect\" id=\"defect-").append(defect.wireName().replace('_', '-')).append("\">\n")
                .append("<h3>").append(defect.label()).append("</h3>\n<p class=\"headline\"><span class=\"big\" data-figure=\"")
                .append(key).append(".percent\">")
                .append(block.map(b -> Figures.percent(b.percent())).orElse(ReportHtml.NOT_ASSESSED)).append("</span> ");
        if (block.isEmpty()) {
            out.append("<span class=\"muted\">no footage assessed, so no distribution</span></p>\n</article>\n");
            return;
        }
        out.append("<span class=\"muted\">of the footage, over <span data-figure=\"").append(key).append(".hours\">")
                .append(Figures.hours(block.get().assessedHours())).append("</span> assessed</span></p>\n");
        Optional<Distribution> distribution = block.get().distribution();
        if (distribution.isEmpty()) {
            out.append("<p class=\"muted\">The service sent no distribution.</p>\n</article>\n");
            return;
        }
        out.append("<div class=\"distribution\">\n<figure>\n")
                .append(HistogramSvg.of(distribution.get(), defect.label()))
                .append("<figcaption>Share of the assessed footage in each bin of affected percent (bins of ")
                .append(Figures.percent(distribution.get().binWidthPercent())).append(")</figcaption>\n</figure>\n");
        percentiles(out, key, distribution.get());
        out.append("</div>\n</article>\n");
    }

    private static void percentiles(StringBuilder out, String key, Distribution distribution) {
        out.append("<table class=\"percentiles\">\n<caption>Percentiles weighted by ")
                .append(Html.text(distribution.weightedBy().replace('_', ' ')))
                .append("</caption>\n<thead><tr><th>Percentile</th><th class=\"num\">Affected</th></tr></thead>\n<tbody>\n");
        for (Distribution.Percentile p : distribution.percentiles()) {
            String name = "P" + BigDecimal.valueOf(p.percentile()).stripTrailingZeros().toPlainString();
            out.append("<tr><th scope=\"row\">").append(name).append("</th>")
                    .append(cell(key + "." + name.toLowerCase(Locale.ROOT), Figures.percent(p.affectedPercent())))
                    .append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    @Override
    public List<LeadLine> lead(DifferenceTable table, String key) {
        List<LeadLine> lines = new ArrayList<>();
        for (Defect defect : Defect.values()) {
            LeadLine.row(table, defect.wireName(), VideoComparison.PERCENT).ifPresent(row -> lines.add(
                    LeadLine.line(defect.label() + ": share of the footage affected", key + defect.wireName(), row)));
        }
        LeadLine.row(table, VideoComparison.COVERAGE, VideoComparison.PERCENT).ifPresent(row ->
                lines.add(LeadLine.line("Coverage: share of the footage assessed", key + "coverage", row)));
        LeadLine.row(table, VideoComparison.UNREADABLE, VideoComparison.PERCENT).ifPresent(row ->
                lines.add(LeadLine.line("Unreadable: share of the clips planned", key + "unreadable", row)));
        return lines;
    }
}
