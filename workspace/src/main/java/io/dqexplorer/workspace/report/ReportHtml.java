package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.SideSource;
import io.dqexplorer.workspace.compare.SnapshotSide;
import io.dqexplorer.workspace.compare.VocabularyAnswer;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
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
        defects();
        hands();
        vocabulary();
        duplicates();
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
        out.append("<li><a href=\"#defects\">Video defects</a></li><li><a href=\"#hands\">Hand activity</a></li>")
                .append("<li><a href=\"#vocabulary\">Vocabulary</a></li><li><a href=\"#duplicates\">Duplicates</a></li>");
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
            sideLine(key + "." + side.family().word(), familyTitle(side.family()), side.dataset(), side.token(),
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

    // ---- video defects

    private void defects() {
        out.append("<section id=\"defects\">\n<h2>Video defects</h2>\n");
        Optional<ComparisonSide> side = report.side(Family.VIDEO);
        if (side.isEmpty()) {
            notMeasured("video characteristics");
            return;
        }
        VideoCharacteristics answer = (VideoCharacteristics) side.get().answer();
        stamp(side.get());
        out.append("<p class=\"note\">Defects overlap: a second of footage can be both blurry and unstable, so the"
                + " percents are never added up. Each is a share of the footage assessed for that defect.</p>\n");
        out.append("<div class=\"cards\">\n");
        card("Coverage", "video.coverage", Figures.percent(answer.coveragePercent(), "undeterminable"));
        card("Analyzed clips", "video.analyzed-clips", Figures.count(answer.analyzedClipCount()));
        card("Assessed hours", "video.assessed-hours", Figures.hours(answer.assessedHours()));
        card("Unreadable", "video.unreadable", answer.unreadable()
                .map(u -> Figures.percent(u.percent()) + " of " + Figures.count(u.assessedClips(), "clip", "clips"))
                .orElse("No clips planned"));
        out.append("</div>\n");
        for (Defect defect : Defect.values()) {
            defect(defect, answer.defect(defect));
        }
        out.append("</section>\n");
    }

    private void defect(Defect defect, Optional<DefectBlock> block) {
        String key = "defect." + defect.wireName();
        out.append("<article class=\"defect\" id=\"defect-").append(defect.wireName().replace('_', '-')).append("\">\n")
                .append("<h3>").append(defectName(defect)).append("</h3>\n<p class=\"headline\"><span class=\"big\" data-figure=\"")
                .append(key).append(".percent\">")
                .append(block.map(b -> Figures.percent(b.percent())).orElse(NOT_ASSESSED)).append("</span> ");
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
                .append(HistogramSvg.of(distribution.get(), defectName(defect)))
                .append("<figcaption>Share of the assessed footage in each bin of affected percent (bins of ")
                .append(Figures.percent(distribution.get().binWidthPercent())).append(")</figcaption>\n</figure>\n");
        percentiles(key, distribution.get());
        out.append("</div>\n</article>\n");
    }

    private void percentiles(String key, Distribution distribution) {
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

    static String defectName(Defect defect) {
        return switch (defect) {
            case BLACK -> "Black";
            case FROZEN -> "Frozen";
            case BLURRY -> "Blurry";
            case CLIPPED_HIGHLIGHTS -> "Clipped highlights";
            case CRUSHED_SHADOWS -> "Crushed shadows";
            case UNSTABLE -> "Unstable";
        };
    }

    // ---- hand activity

    private void hands() {
        out.append("<section id=\"hands\">\n<h2>Hand activity</h2>\n");
        Optional<ComparisonSide> side = report.side(Family.HANDS);
        if (side.isEmpty()) {
            notMeasured("hand activity");
            return;
        }
        HandActivity answer = (HandActivity) side.get().answer();
        stamp(side.get());
        out.append("<div class=\"shares\">\n");
        share("Active manipulation", "hands.active-manipulation", answer.activeManipulationShare());
        share("A hand visible", "hands.hands-visible", answer.handsVisibleShare());
        share("Both hands visible", "hands.two-hands-visible", answer.twoHandsVisibleShare());
        out.append("</div>\n<div class=\"cards\">\n");
        card("Measured hours", "hands.measured-hours", Figures.secondsAsHours(answer.measuredSeconds()));
        card("Clips", "hands.clips", Figures.count(answer.clips()));
        card("Segments unassessed", "hands.segments-unassessed", Figures.count(answer.segmentsUnassessed()));
        card("Segments unusable", "hands.segments-unusable", Figures.count(answer.segmentsUnusable()));
        out.append("</div>\n</section>\n");
    }

    private void share(String label, String key, OptionalDouble fraction) {
        out.append("<div class=\"share\"><span class=\"label\">").append(label).append("</span>")
                .append("<svg class=\"bar\" viewBox=\"0 0 100 6\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"")
                .append(label).append("\"><rect class=\"track\" width=\"100\" height=\"6\"/>");
        if (fraction.isPresent()) {
            out.append("<rect class=\"fill\" width=\"").append(svgNumber(Math.max(0, Math.min(1, fraction.getAsDouble())) * 100))
                    .append("\" height=\"6\"/>");
        }
        out.append("</svg><span class=\"value\" data-figure=\"").append(key).append("\">")
                .append(Figures.fractionAsPercent(fraction, NOTHING_MEASURED)).append("</span></div>\n");
    }

    // ---- vocabulary

    private void vocabulary() {
        out.append("<section id=\"vocabulary\">\n<h2>Vocabulary</h2>\n");
        Optional<ComparisonSide> side = report.side(Family.VOCABULARY);
        if (side.isEmpty()) {
            notMeasured("vocabulary");
            return;
        }
        VocabularyAnswer answer = (VocabularyAnswer) side.get().answer();
        stamp(side.get());
        out.append("<div class=\"cards\">\n");
        card("Coverage", "vocabulary.coverage", Figures.fractionAsPercent(answer.tiers().coverageShare(), "undeterminable"));
        out.append("</div>\n");
        if (answer.counts().isEmpty()) {
            out.append("<p class=\"muted\">The clip counts per term of this measurement could not be had: the terms"
                    + " are listed without them.</p>\n");
        }
        for (String section : sectionNames(answer)) {
            vocabularySection(answer, section);
        }
        out.append("</section>\n");
    }

    private static List<String> sectionNames(VocabularyAnswer answer) {
        Set<String> names = new LinkedHashSet<>();
        answer.tiers().sections().forEach(s -> names.add(s.section()));
        answer.counts().ifPresent(counts -> counts.sections().forEach(s -> names.add(s.section())));
        return List.copyOf(names);
    }

    private void vocabularySection(VocabularyAnswer answer, String name) {
        Optional<Vocabulary.Section> tiered = answer.tiers().sections().stream()
                .filter(s -> s.section().equals(name)).findFirst();
        Optional<UnversionedVocabulary.Section> counted = answer.counts().flatMap(c -> c.sections().stream()
                .filter(s -> s.section().equals(name)).findFirst());
        String key = "vocabulary." + Html.text(name);
        out.append("<article class=\"section\">\n<h3>").append(Html.text(name)).append("</h3>\n<div class=\"cards\">\n");
        card("Distinct terms", key + ".distinct-terms", tiered.flatMap(s -> present(s.distinctTerms()))
                .or(() -> counted.map(UnversionedVocabulary.Section::distinctTerms)).map(Figures::count).orElse(NOT_REPORTED));
        card("Distinct kinds", key + ".distinct-kinds", tiered.flatMap(s -> present(s.distinctKinds()))
                .or(() -> counted.map(UnversionedVocabulary.Section::distinctKinds)).map(Figures::count).orElse(NOT_REPORTED));
        card("Effective distinct terms", key + ".effective-distinct-terms",
                tiered.flatMap(s -> present(s.effectiveDistinctTerms())).map(Figures::count).orElse(NOT_REPORTED));
        out.append("</div>\n");
        List<Vocabulary.Tier> tiers = tiered.map(Vocabulary.Section::tiers).orElse(List.of());
        if (!tiers.isEmpty()) {
            out.append("<table class=\"listing\">\n<caption>Tiers</caption>\n<thead><tr><th>Tier</th><th class=\"num\">Distinct terms</th>"
                    + "<th class=\"num\">Representation</th><th>Examples</th></tr></thead>\n<tbody>\n");
            for (Vocabulary.Tier tier : tiers) {
                String tierKey = key + ".tier." + Html.text(tier.tier());
                out.append("<tr><th scope=\"row\">").append(Html.text(tier.label())).append("</th>")
                        .append(cell(tierKey + ".distinct-terms", tier.distinctTerms().isPresent()
                                ? Figures.count(tier.distinctTerms().getAsLong()) : NOT_REPORTED))
                        .append(cell(tierKey + ".representation",
                                Figures.fractionAsPercent(tier.representationShare(), NOT_REPORTED)))
                        .append("<td>").append(Html.text(String.join(", ", tier.exampleTerms()))).append("</td></tr>\n");
            }
            out.append("</tbody>\n</table>\n");
        }
        counted.ifPresent(section -> topTerms(key, section));
        out.append("</article>\n");
    }

    private void topTerms(String key, UnversionedVocabulary.Section section) {
        List<UnversionedVocabulary.Term> top = section.terms().stream()
                .sorted(Comparator.comparingLong(UnversionedVocabulary.Term::clipCount).reversed()).limit(TOP_TERMS).toList();
        if (top.isEmpty()) {
            return;
        }
        out.append("<table class=\"listing\">\n<caption>Top terms by clips</caption>\n<thead><tr><th>Term</th><th class=\"num\">Clips</th>"
                + "<th class=\"num\">Occurrences</th><th>Spellings</th></tr></thead>\n<tbody>\n");
        for (UnversionedVocabulary.Term term : top) {
            String termKey = key + ".term." + Html.text(term.term());
            out.append("<tr><th scope=\"row\">").append(Html.text(term.term())).append("</th>")
                    .append(cell(termKey + ".clips", Figures.count(term.clipCount())))
                    .append(cell(termKey + ".occurrences", Figures.count(term.occurrences())))
                    .append("<td>").append(Html.text(String.join(", ", term.spellings()))).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    // ---- duplicates

    private void duplicates() {
        out.append("<section id=\"duplicates\">\n<h2>Duplicates</h2>\n");
        Optional<ComparisonSide> side = report.side(Family.DUPLICATES);
        if (side.isEmpty()) {
            notMeasured("duplicates");
            return;
        }
        Duplicates answer = (Duplicates) side.get().answer();
        stamp(side.get());
        out.append("<div class=\"cards\">\n");
        card("Compared clips", "duplicates.compared-clips", Figures.count(answer.comparedClipCount()));
        if (answer.exact().isEmpty()) {
            out.append("</div>\n<p class=\"big-note\" data-figure=\"duplicates.state\">").append(NOT_COMPARED)
                    .append("</p>\n</section>\n");
            return;
        }
        Duplicates.Exact exact = answer.exact().get();
        card("Redundant clips", "duplicates.redundant-clips", Figures.count(exact.redundantClipCount()));
        card("Redundant", "duplicates.redundant-percent", Figures.percent(exact.redundantPercent()));
        card("Groups of identical footage", "duplicates.groups", Figures.count(exact.groups().size()));
        out.append("</div>\n");
        if (exact.groups().isEmpty()) {
            out.append("<p>No exact duplicates among the ")
                    .append(Figures.count(answer.comparedClipCount(), "compared clip", "compared clips")).append(".</p>\n");
        } else {
            groups(exact.groups());
        }
        out.append("</section>\n");
    }

    private void groups(List<Duplicates.Group> groups) {
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

    // ---- comparisons

    private void comparisons() {
        DifferencesSection section = new DifferencesSection(out);
        section.start(report);
        report.clips().ifPresent(clips -> clips(clips, section));
        for (Comparison comparison : report.comparisons()) {
            section.article(comparison, familyTitle(comparison.family()));
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
        card("Differences", "clips.differences", Figures.count(clips.differences()));
        card("Clips added", "clips.added", Figures.count(byState.get(DifferenceTable.ADDED)));
        card("Clips removed", "clips.removed", Figures.count(byState.get(DifferenceTable.REMOVED)));
        card("Clips changed", "clips.clips-changed", Figures.count(clips.clipsChanged()));
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

    private static String familyTitle(Family family) {
        return switch (family) {
            case VIDEO -> "Video defects";
            case HANDS -> "Hand activity";
            case VOCABULARY -> "Vocabulary";
            case DUPLICATES -> "Duplicates";
        };
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

    private void card(String label, String key, String value) {
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

    private static Optional<Long> present(OptionalLong value) {
        return value.isPresent() ? Optional.of(value.getAsLong()) : Optional.empty();
    }

    /** A coordinate with at most two decimals, the same on every platform. */
    static String svgNumber(double value) {
        return BigDecimal.valueOf(Math.round(value * 100) / 100.0).stripTrailingZeros().toPlainString();
    }
}
