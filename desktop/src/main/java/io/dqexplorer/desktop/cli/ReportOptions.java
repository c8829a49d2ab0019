package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.CompareFamily;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.report.CompareTarget;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The report command's line, checked before anything connects.
 *
 * @param token       the video-characteristics token to pin; null for the latest
 * @param filterText  the workspace filter as typed, parsed into {@code filter}; empty for none
 * @param compareWith the other side of a compare report; for clips, the dataset whose snapshot is on the left
 * @param family      the one measurement family compared; empty for every family, or for clips
 * @param clips       whether the dataset's snapshot is compared (as the Clips tab's compare view does) instead of
 *                    its measurements: with the snapshot of {@code compareWith}, or without it the earlier one kept
 * @param bars        the analyst's bars file, checked on the dataset for the report's "Your bars" section
 */
record ReportOptions(boolean help, String dataset, String token, String filterText, Optional<Filter> filter,
                     Optional<CompareTarget> compareWith, Optional<CompareFamily> family, boolean clips, Path output,
                     boolean force, ConnectionOptions connection, HistoryFolder history, boolean verbose,
                     Optional<Path> bars) {

    private static final Arguments.Syntax SYNTAX = ConnectionOptions.addTo(Arguments.syntax()
            .flag("--help", "-h")
            .flag("--force").flag("--verbose")
            .valued("a value", "--dataset", "--token", "--filter", "--compare-with", "--family", "--output", "--bars"));

    /**
     * @throws io.dqexplorer.workspace.filter.FilterSyntaxException when --filter does not read: a usage
     *         error the caller shows with its caret
     */
    static ReportOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Arguments given = SYNTAX.read(List.of(args));
        if (given.has("--help")) {
            return new ReportOptions(true, null, null, "", Optional.empty(), Optional.empty(), Optional.empty(), false,
                    null, false, null, null, false, Optional.empty());
        }
        String dataset = required(given, "--dataset");
        Path output = Path.of(required(given, "--output"));
        String filterText = given.value("--filter").orElse("");
        Optional<Filter> filter = filterText.isBlank() ? Optional.empty() : Optional.of(Filter.parse(filterText));
        Optional<CompareTarget> compareWith = compareWith(given);
        String word = optional(given, "--family");
        boolean clips = word != null && word.strip().equalsIgnoreCase(ClipComparison.FAMILY);
        Optional<CompareFamily> family = Optional.empty();
        if (clips && compareWith.flatMap(CompareTarget::token).isPresent()) {
            throw new UsageException("--compare-with DATASET:TOKEN does not apply to --family clips: a side is a"
                    + " dataset's snapshot, the current one or the earlier one kept");
        }
        if (word != null && !clips) {
            family = Optional.of(CompareFamily.named(word).orElseThrow(() -> new UsageException(
                    "--family is one of video, hands, vocabulary, duplicates, clips")));
            if (compareWith.isEmpty()) {
                throw new UsageException("--family " + family.get().word() + " needs --compare-with DATASET[:TOKEN]");
            }
        }
        return new ReportOptions(false, dataset, optional(given, "--token"), filterText.strip(), filter,
                compareWith, family, clips, output, given.has("--force"), ConnectionOptions.read(given, env),
                CompareOptions.history(env), given.has("--verbose"), Optional.ofNullable(optional(given, "--bars")).map(Path::of));
    }

    /** The other side of the measurements' comparison; none for a comparison of clips. */
    Optional<CompareTarget> measurementsWith() {
        return clips ? Optional.empty() : compareWith;
    }

    private static Optional<CompareTarget> compareWith(Arguments given) throws UsageException {
        String text = optional(given, "--compare-with");
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(CompareTarget.parse(text));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--compare-with: " + e.getMessage());
        }
    }

    private static String required(Arguments given, String option) throws UsageException {
        String value = optional(given, option);
        if (value == null) {
            throw new UsageException("missing " + option);
        }
        return value;
    }

    private static String optional(Arguments given, String option) {
        return ConnectionOptions.blankToNull(given.value(option).orElse(null));
    }
}
