package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.DuplicateComparison;

import java.util.ArrayList;
import java.util.List;

import static io.dqexplorer.workspace.report.ReportHtml.GROUPS_LISTED;
import static io.dqexplorer.workspace.report.ReportHtml.card;

/** Duplicates in the report: the clips compared, the redundant ones and the first groups of identical footage. */
final class DuplicatesSection implements FamilySection {

    @Override
    public void write(StringBuilder out, Object measured) {
        Duplicates answer = (Duplicates) measured;
        out.append("<div class=\"cards\">\n");
        card(out, "Compared clips", "duplicates.compared-clips", Figures.count(answer.comparedClipCount()));
        if (answer.exact().isEmpty()) {
            out.append("</div>\n<p class=\"big-note\" data-figure=\"duplicates.state\">").append(ReportHtml.NOT_COMPARED)
                    .append("</p>\n");
            return;
        }
        Duplicates.Exact exact = answer.exact().get();
        card(out, "Redundant clips", "duplicates.redundant-clips", Figures.count(exact.redundantClipCount()));
        card(out, "Redundant", "duplicates.redundant-percent", Figures.percent(exact.redundantPercent()));
        card(out, "Groups of identical footage", "duplicates.groups", Figures.count(exact.groups().size()));
        out.append("</div>\n");
        if (exact.groups().isEmpty()) {
            out.append("<p>No exact duplicates among the ")
                    .append(Figures.count(answer.comparedClipCount(), "compared clip", "compared clips")).append(".</p>\n");
        } else {
            groups(out, exact.groups());
        }
    }

    private static void groups(StringBuilder out, List<Duplicates.Group> groups) {
        out.append("<table class=\"listing\">\n<caption>").append(groups.size() > GROUPS_LISTED ? "The " + GROUPS_LISTED + " first groups"
                        : "Groups").append(", in the service's order</caption>\n<thead><tr><th class=\"num\">Group</th>"
                        + "<th class=\"num\">Clips</th><th>Clip ids</th></tr></thead>\n<tbody>\n");
        for (int i = 0; i < Math.min(GROUPS_LISTED, groups.size()); i++) {
            List<String> clips = groups.get(i).clips();
            String shown = String.join(", ", clips.subList(0, Math.min(4, clips.size())))
                    + (clips.size() > 4 ? ", …" : "");
            out.append("<tr><td class=\"num\">").append(i + 1).append("</td><td class=\"num\">")
                    .append(Figures.count(clips.size())).append("</td><td class=\"ids\">").append(Html.text(shown))
                    .append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    @Override
    public List<LeadLine> lead(DifferenceTable table, String key) {
        List<LeadLine> lines = new ArrayList<>();
        String part = DuplicateComparison.PART;
        LeadLine.row(table, part, DuplicateComparison.REDUNDANT_PERCENT).ifPresent(row -> lines.add(
                LeadLine.line("Redundant clips: share of the clips compared", key + "redundant-share", row)));
        LeadLine.row(table, part, DuplicateComparison.REDUNDANT_CLIPS).ifPresent(row -> lines.add(LeadLine.countAsShare(
                "Redundant clips", key + "redundant-clips", row, LeadLine.row(table, part, DuplicateComparison.COMPARED_CLIPS))));
        LeadLine.row(table, part, DuplicateComparison.COMPARED_CLIPS).ifPresent(row ->
                lines.add(LeadLine.line("Clips compared", key + "compared-clips", row)));
        return lines;
    }
}
