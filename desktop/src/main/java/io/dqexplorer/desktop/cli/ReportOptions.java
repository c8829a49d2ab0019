package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.report.CompareTarget;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
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
record ReportOptions(String dataset, String token, String filterText, Optional<Filter> filter,
                     Optional<CompareTarget> compareWith, Optional<Family> family, boolean clips, Path output,
                     boolean force, ConnectionOptions connection, HistoryFolder history,
                     Optional<Path> bars) implements CommandFrame.OneFile {

    /** The line as typed, for {@link #of} to judge. */
    static final class Given {

        @Option(names = "--dataset") String dataset;
        @Option(names = "--token") String token;
        @Option(names = "--filter") String filter;
        @Option(names = "--compare-with") String compareWith;
        @Option(names = "--bars") String bars;
        @Mixin
        FamilyFlag family;
        @Mixin
        OutputFlags file;
    }

    /**
     * @throws io.dqexplorer.workspace.filter.FilterSyntaxException when --filter does not read: a usage
     *         error shown with its caret
     */
    static ReportOptions of(Given given, ConnectionFlags connection, Map<String, String> env) throws UsageException {
        String dataset = CommandLines.required(given.dataset, "--dataset");
        Path output = given.file.file();
        String filterText = given.filter == null ? "" : given.filter;
        Optional<Filter> filter = filterText.isBlank() ? Optional.empty() : Optional.of(Filter.parse(filterText));
        Optional<CompareTarget> compareWith = compareWith(given.compareWith);
        boolean clips = given.family.clips();
        if (clips && compareWith.flatMap(CompareTarget::token).isPresent()) {
            throw new UsageException("--compare-with DATASET:TOKEN does not apply to --family clips: a side is a"
                    + " dataset's snapshot, the current one or the earlier one kept");
        }
        Optional<Family> family = given.family.measurement();
        if (family.isPresent() && compareWith.isEmpty()) {
            throw new UsageException("--family " + family.get().word() + " needs --compare-with DATASET[:TOKEN]");
        }
        return new ReportOptions(dataset, ConnectionOptions.blankToNull(given.token), filterText.strip(), filter,
                compareWith, family, clips, output, given.file.force, ConnectionOptions.read(connection, env),
                CompareOptions.history(env),
                Optional.ofNullable(ConnectionOptions.blankToNull(given.bars)).map(Path::of));
    }

    /** The other side of the measurements' comparison; none for a comparison of clips. */
    Optional<CompareTarget> measurementsWith() {
        return clips ? Optional.empty() : compareWith;
    }

    private static Optional<CompareTarget> compareWith(String given) throws UsageException {
        String text = ConnectionOptions.blankToNull(given);
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(CompareTarget.parse(text));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--compare-with: " + e.getMessage());
        }
    }
}
