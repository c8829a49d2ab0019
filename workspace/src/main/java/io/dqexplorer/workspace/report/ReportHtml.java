package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.SideSource;
import io.dqexplorer.workspace.compare.SnapshotSide;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A {@link QualityReport} as one self-contained HTML document: its style inline, its charts inline SVG, no
 * script and no reference to anything outside the file, so that it opens the same from a mail attachment
 * on a machine with no network. Every figure is written by {@link Figures} as the app writes it, every text
 * of the service escaped ({@link Html}), and each section names the measurement token it shows, the
 * service, the organization and the time it was read. Cells carry {@code data-figure} keys so that a
 * reader (or a test) can find a figure without depending on the layout.
 */
final class ReportHtml {

    static final String NOT_ASSESSED = "Not assessed yet";
    static final String NOT_MEASURED = "Not measured yet";
    static final String NOTHING_MEASURED = "Nothing measured";
    static final String NOT_COMPARED = "Exact duplicates not compared yet";
    static final String NOT_REPORTED = "not reported";
    /** The terms of a section listed, most clips first. */
    static final int TOP_TERMS = 10;
    /** The duplicate groups listed, largest first. */
    static final int GROUPS_LISTED = 10;
    static final String CLIPS_TITLE = "Clips";

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.US)
            .withZone(ZoneOffset.UTC);

    private final QualityReport report;
    private final StringBuilder out = new StringBuilder(64 * 1024);

    ReportHtml(QualityReport report) {
        this.report = report;
    }

    String document() {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<meta name=\"generator\" content=\"DQ Explorer ").append(Html.text(DqClient.VERSION)).append("\">\n")
                .append("<title>Quality report: ").append(Html.text(report.dataset())).append("</title>\n<style>\n")
                .append(ReportStyle.CSS).append("</style>\n</head>\n<body>\n<main>\n");
        header();
        report.subset().ifPresent(this::subset);
        for (Family family : Family.values()) {
            family(family);
        }
        report.bars().ifPresent(bars -> out.append(BarsSection.html(bars, time(bars.checked()))));
        if (report.compares()) {
            comparisons();
        }
        out.append("<footer><p>Written by DQ Explorer ").append(Html.text(DqClient.VERSION)).append(" on ")
                .append(time(report.written())).append(". Every figure is the service's answer for the token named"
                        + " beside it; a figure not assessed is never shown as 0.</p></footer>\n");
        out.append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    private void header() {
        out.append("<header>\n<p class=\"kicker\">DQ Explorer · quality report</p>\n<h1 data-figure=\"dataset\">")
                .append(Html.text(report.dataset())).append("</h1>\n<dl class=\"meta\">\n");
        meta("Service", "service", Html.text(report.whose().serviceUrl()));
        meta("Organization", "organization", Html.text(report.whose().organization()));
        meta("Written", "written", time(report.written()));
        report.subset().ifPresent(subset -> meta("Filter", "filter",
                "<code>" + Html.text(subset.filterText()) + "</code>"));
        if (report.compares()) {
            compared("Left", "left", true);
            compared("Right", "right", false);
        }
        out.append("</dl>\n<nav><ul>");
        if (report.subset().isPresent()) {
            out.append("<li><a href=\"#subset\">Filtered clips</a></li>");
        }
        for (Family family : Family.values()) {
            FamilyParts parts = FamilyParts.of(family);
            out.append("<li><a href=\"#").append(parts.anchor()).append("\">").append(family.title()).append("</a></li>");
        }
        if (report.compares()) {
            out.append("<li><a href=\"#compare\">Differences</a></li>");
        }
        out.append("</ul></nav>\n</header>\n");
    }

    /**
     * One side of every comparison the report holds, one line each, as the compare views label a side: the
     * dataset, the token, where it came from and when.
     */
    private void compared(String term, String key, boolean left) {
        out.append("<div class=\"side\"><dt>").append(term).append("</dt><dd><ul class=\"sides\">\n");
        for (Comparison comparison : report.comparisons()) {
            ComparisonSide side = left ? comparison.left() : comparison.right();
            sideLine(key + "." + side.family().word(), side.family().title(), side.dataset(), side.token(),
                    side.source().word(), DifferencesSection.when(side));
        }
        report.clips().ifPresent(clips -> {
            SnapshotSide side = left ? clips.compared().left() : clips.compared().right();
            sideLine(key + "." + ClipComparison.FAMILY, CLIPS_TITLE, side.dataset(), side.token(), side.source(),
                    "fetched " + time(side.fetched()));
        });
        out.append("</ul></dd></div>\n");
    }

    private void sideLine(String key, String family, String dataset, String token, String source, String when) {
        out.append("<li><span class=\"family\">").append(family).append("</span> <span><span data-figure=\"").append(key)
                .append(".dataset\">").append(Html.text(dataset)).append("</span> · <code data-figure=\"").append(key)
                .append(".token\">").append(Html.text(token)).append("</code> · ").append(source).append(" · ")
                .append(when).append("</span></li>\n");
    }

    private void meta(String term, String key, String html) {
        out.append("<div><dt>").append(term).append("</dt><dd data-figure=\"").append(key).append("\">").append(html)
                .append("</dd></div>\n");
    }

    // ---- the workspace subset

    private void subset(SubsetFigures subset) {
        out.append("<section id=\"subset\">\n<h2>Filtered clips beside the whole dataset</h2>\n");
        out.append("<p class=\"stamp\">Snapshot of the clip rows read at vocabulary token <code data-figure=\"subset.token\">")
                .append(Html.text(subset.token())).append("</code> · fetched ").append(time(subset.fetched()))
                .append(whose()).append("</p>\n");
        out.append("<p>Filter <code>").append(Html.text(subset.filterText())).append("</code></p>\n");
        out.append("<table class=\"figures\">\n<thead><tr><th>Figure</th><th class=\"num\">Filtered</th>"
                + "<th class=\"num\">Whole</th><th class=\"num\">Difference</th></tr></thead>\n<tbody>\n");
        for (SubsetLine line : SubsetLine.of(subset.subset(), subset.whole())) {
            String key = "subset." + slug(line.label());
            out.append("<tr><th scope=\"row\">").append(Html.text(line.label())).append("</th>")
                    .append(cell(key + ".subset", line.subset())).append(cell(key + ".whole", line.whole()))
                    .append(cell(key + ".difference", line.difference())).append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n").append(SubsetHistogramSvg.of(subset.histograms())).append("</section>\n");
    }

    // ---- the families' sections

    private void family(Family family) {
        FamilyParts parts = FamilyParts.of(family);
        out.append("<section id=\"").append(parts.anchor()).append("\">\n<h2>").append(family.title()).append("</h2>\n");
        Optional<ComparisonSide> side = report.side(family);
        if (side.isEmpty()) {
            notMeasured(parts.named());
            return;
        }
        stamp(side.get());
        parts.section().write(out, side.get().answer());
        out.append("</section>\n");
    }

    // ---- comparisons

    private void comparisons() {
        DifferencesSection section = new DifferencesSection(out);
        section.start(report);
        report.clips().ifPresent(clips -> clips(clips, section));
        for (Comparison comparison : report.comparisons()) {
            section.article(comparison, comparison.family().title());
        }
        out.append("</section>\n");
    }

    // ---- the clips comparison

    private void clips(ShownClipComparison clips, DifferencesSection section) {
        SnapshotSide left = clips.compared().left();
        SnapshotSide right = clips.compared().right();
        out.append("<article class=\"comparison\" id=\"compare-clips\">\n<h3>").append(CLIPS_TITLE).append("</h3>\n")
                .append("<p class=\"note\">Two snapshots of the clip rows, as the Clips tab compares them: a clip added"
                        + " is on the right only, a clip removed on the left only, and a changed clip has one row per field"
                        + " that differs.</p>\n");
        section.sidesTable();
        section.sideRow("Left", left.dataset(), left.token(), left.source(), "fetched " + time(left.fetched()));
        section.sideRow("Right", right.dataset(), right.token(), right.source(), "fetched " + time(right.fetched()));
        out.append("</tbody>\n</table>\n");
        out.append("<table class=\"figures\">\n<caption>The two snapshots' figures</caption>\n<thead><tr>"
                + "<th>Figure</th><th class=\"num\">Left</th><th class=\"num\">Right</th><th class=\"num\">Change</th>"
                + "</tr></thead>\n<tbody>\n");
        for (SummaryComparison line : SummaryComparison.of(clips.compared().result().left(),
                clips.compared().result().right())) {
            String key = "clips.summary." + slug(line.label());
            out.append("<tr><th scope=\"row\">").append(Html.text(line.label())).append("</th>")
                    .append(cell(key + ".left", line.left())).append(cell(key + ".right", line.right()))
                    .append(cell(key + ".difference", line.difference())).append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
        Map<String, Long> byState = clips.byState();
        out.append("<div class=\"cards\">\n");
        card(out, "Differences", "clips.differences", Figures.count(clips.differences()));
        card(out, "Clips added", "clips.added", Figures.count(byState.get(DifferenceTable.ADDED)));
        card(out, "Clips removed", "clips.removed", Figures.count(byState.get(DifferenceTable.REMOVED)));
        card(out, "Clips changed", "clips.clips-changed", Figures.count(clips.clipsChanged()));
        out.append("</div>\n<div class=\"counts\">\n");
        counts("Differences by state", "State", "clips.state.", byState, state -> state);
        counts("Differences by field", "Field", "clips.field.", clips.byField(), field -> field.equals(ClipComparison.CLIP)
                ? "clip (added or removed)" : fieldWords(field));
        out.append("</div>\n");
        clipRows(clips);
        out.append("</article>\n");
    }

    private void counts(String caption, String what, String key, Map<String, Long> counts,
                        Function<String, String> words) {
        out.append("<table class=\"listing\">\n<caption>").append(caption).append("</caption>\n<thead><tr><th>")
                .append(what).append("</th><th class=\"num\">Rows</th></tr></thead>\n<tbody>\n");
        counts.forEach((name, count) -> out.append("<tr><th scope=\"row\">").append(Html.text(words.apply(name)))
                .append("</th>").append(cell(key + slug(name), Figures.count(count))).append("</tr>\n"));
        out.append("</tbody>\n</table>\n");
    }

    /** The view's rows as the compare view's table shows them: the field in words, every figure as its cell reads. */
    private void clipRows(ShownClipComparison clips) {
        out.append("<p class=\"note\">Rows of the compare view (<span data-figure=\"clips.view\">")
                .append(Html.text(clips.view())).append("</span>): <span data-figure=\"clips.in-view\">")
                .append(Figures.count(clips.inView())).append(" of ")
                .append(Figures.count(clips.differences(), "difference", "differences")).append("</span>; <span"
                        + " data-figure=\"clips.listed\">")
                .append(clips.capped() ? Figures.count(clips.listed().size()) + " of " + Figures.count(clips.inView())
                        + " rows shown, the first in the view's order" : "all " + Figures.count(clips.inView(), "row", "rows")
                        + " shown").append("</span>.</p>\n");
        if (clips.listed().isEmpty()) {
            return;
        }
        out.append("<table class=\"differences\" data-family=\"clips\">\n<thead><tr><th>Clip</th><th>Field</th>"
                + "<th class=\"num\">Left</th><th class=\"num\">Right</th><th class=\"num\">Difference</th>"
                + "<th>State</th></tr></thead>\n<tbody>\n");
        for (List<Object> row : clips.listed()) {
            String measure = (String) row.get(2);
            String state = (String) row.get(6);
            out.append("<tr class=\"").append(DifferencesSection.stateClass(state)).append("\">")
                    .append("<td class=\"ids\">").append(Html.text((String) row.get(1))).append("</td>")
                    .append("<td>").append(Html.text(fieldWords(measure))).append("</td>")
                    .append("<td class=\"num\">").append(Html.text(DifferenceCells.figure(measure, row.get(3), state))).append("</td>")
                    .append("<td class=\"num\">").append(Html.text(DifferenceCells.figure(measure, row.get(4), state))).append("</td>")
                    .append("<td class=\"num\">").append(Html.text(DifferenceCells.difference(measure, row.get(5), state))).append("</td>")
                    .append("<td>").append(Html.text(state)).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    /** "analyzed_seconds" reads "analyzed seconds", as the compare view's table shows a field. */
    static String fieldWords(String field) {
        return field.replace('_', ' ');
    }

    // ---- shared pieces

    /** The line that labels every figure of a section: the measurement, its token, the service, the organization, the time. */
    private void stamp(ComparisonSide side) {
        out.append("<p class=\"stamp\">Measurement <code>").append(side.family().measurement().name())
                .append("</code> token <code data-figure=\"").append(side.family().word()).append(".token\">")
                .append(Html.text(side.token())).append("</code> · ").append(side.source().word())
                .append(side.source() == SideSource.STORED_COPY ? ", first seen " : ", read ")
                .append(time(side.time())).append(whose()).append("</p>\n");
    }

    private String whose() {
        return " · service " + Html.text(report.whose().serviceUrl()) + " · organization "
                + Html.text(report.whose().organization());
    }

    private void notMeasured(String what) {
        out.append("<p class=\"big-note\">").append(NOT_MEASURED).append(": the service lists no ").append(what)
                .append(" measurement of this dataset.</p>\n</section>\n");
    }

    static void card(StringBuilder out, String label, String key, String value) {
        out.append("<div class=\"card\"><span class=\"label\">").append(label).append("</span><span class=\"value\" data-figure=\"")
                .append(key).append("\">").append(Html.text(value)).append("</span></div>\n");
    }

    static String cell(String key, String value) {
        return "<td class=\"num\" data-figure=\"" + key + "\">" + Html.text(value) + "</td>";
    }

    static String time(Instant instant) {
        return TIME.format(instant);
    }

    /** "Analyzed hours" → "analyzed-hours". */
    private static String slug(String label) {
        return label.toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    /** A coordinate with at most two decimals, the same on every platform. */
    static String svgNumber(double value) {
        return BigDecimal.valueOf(Math.round(value * 100) / 100.0).stripTrailingZeros().toPlainString();
    }
}
