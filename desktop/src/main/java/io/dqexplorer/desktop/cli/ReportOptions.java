package io.dqexplorer.desktop.cli;

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
 * @param compareWith the other side of a compare report
 */
record ReportOptions(boolean help, String dataset, String token, String filterText, Optional<Filter> filter,
                     Optional<CompareTarget> compareWith, Path output, boolean force, ConnectionOptions connection,
                     HistoryFolder history, boolean verbose) {

    private static final Arguments.Syntax SYNTAX = ConnectionOptions.addTo(Arguments.syntax()
            .flag("--help", "-h")
            .flag("--force").flag("--verbose")
            .valued("a value", "--dataset", "--token", "--filter", "--compare-with", "--output"));

    /**
     * @throws io.dqexplorer.workspace.filter.FilterSyntaxException when --filter does not read: a usage
     *         error the caller shows with its caret
     */
    static ReportOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Arguments given = SYNTAX.read(List.of(args));
        if (given.has("--help")) {
            return new ReportOptions(true, null, null, "", Optional.empty(), Optional.empty(), null, false, null, null,
                    false);
        }
        String dataset = required(given, "--dataset");
        Path output = Path.of(required(given, "--output"));
        String filterText = given.value("--filter").orElse("");
        Optional<Filter> filter = filterText.isBlank() ? Optional.empty() : Optional.of(Filter.parse(filterText));
        return new ReportOptions(false, dataset, optional(given, "--token"), filterText.strip(), filter,
                compareWith(given), output, given.has("--force"), ConnectionOptions.read(given, env),
                CompareOptions.history(env), given.has("--verbose"));
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
