package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.bars.BarLine;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.CheckRun;
import io.dqexplorer.workspace.bars.Outcome;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The report's "Your bars" section: the analyst's own bars on this dataset's figures, each with its value,
 * the bar and the outcome in words (a breached row also in the changed colour, never colour alone), and the
 * bars file's name. The service's figures stay as the service gave them; the bars are the analyst's.
 */
final class BarsSection {

    private BarsSection() {
    }

    /** @param checked when the bars were checked, as the rest of the report writes a time */
    static String html(CheckRun run, String checked) {
        StringBuilder out = new StringBuilder(4096);
        Path file = Path.of(run.barsFile()).getFileName();
        out.append("<section id=\"bars\">\n<h2>Your bars</h2>\n<p class=\"stamp\">Your own bars from <code data-figure=\"bars.file\">")
                .append(Html.text(file == null ? run.barsFile() : file.toString())).append("</code> · checked ")
                .append(checked).append(" · the service applies no bar of its own</p>\n");
        List<BarResult> results = run.results();
        if (results.isEmpty()) {
            out.append("<p class=\"note\">No bar of the file is on this dataset.</p>\n</section>\n");
            return out.toString();
        }
        Map<Outcome, Integer> counts = run.counts();
        out.append("<p class=\"note\" data-figure=\"bars.counts\">").append(counts.get(Outcome.HOLDS)).append(" hold · ")
                .append(counts.get(Outcome.WARNS)).append(" warn · ").append(counts.get(Outcome.BREACHED))
                .append(" breached · ").append(counts.get(Outcome.NOT_MEASURED)).append(" not measured · ")
                .append(counts.get(Outcome.NOT_CHECKED)).append(" could not be checked</p>\n");
        out.append("<table class=\"figures bars\">\n<thead><tr><th>Bar</th><th>Figure and value</th><th>Your bar</th>"
                + "<th>Outcome</th></tr></thead>\n<tbody>\n");
        for (int i = 0; i < results.size(); i++) {
            BarResult result = results.get(i);
            String key = "bars." + i;
            out.append("<tr class=\"").append(rowClass(result.outcome())).append("\"><th scope=\"row\" data-figure=\"")
                    .append(key).append(".name\">").append(Html.text(result.bar().name())).append("</th><td data-figure=\"")
                    .append(key).append(".figure\">").append(Html.text(BarLine.figure(result))).append("</td><td data-figure=\"")
                    .append(key).append(".bar\">").append(Html.text(result.bar().conditionText())).append("</td><td data-figure=\"")
                    .append(key).append(".outcome\">").append(Html.text(result.outcome().words())).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n</section>\n");
        return out.toString();
    }

    private static String rowClass(Outcome outcome) {
        return switch (outcome) {
            case BREACHED, WARNS -> "changed";
            case NOT_MEASURED, NOT_CHECKED -> "missing";
            case HOLDS -> "same";
        };
    }
}
