package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.CompareFamily;
import io.dqexplorer.workspace.history.HistoryFolder;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The compare command's line, checked before anything connects.
 *
 * @param family    the measurement family; null when {@code clips}
 * @param clips     whether two clip snapshots are compared (the dataset's current one with its earlier one, or two datasets')
 * @param token     the left side's token; null: the measurement before the right side's (--dataset alone) or the latest
 * @param withDatasetNamed whether --with-dataset was given (then {@code withDataset} is not just the default)
 * @param withToken the right side's token; null: the latest
 */
record CompareOptions(boolean help, CompareFamily family, boolean clips, String dataset, String token, String withDataset,
                      boolean withDatasetNamed, String withToken, Path output, boolean force, ConnectionOptions connection,
                      HistoryFolder history, boolean verbose) {

    private static final Arguments.Syntax SYNTAX = ConnectionOptions.addTo(Arguments.syntax()
            .flag("--help", "-h")
            .flag("--force").flag("--verbose")
            .valued("a value", "--dataset", "--token", "--with-dataset", "--with-token", "--family", "--output"));

    static CompareOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Arguments given = SYNTAX.read(List.of(args));
        if (given.has("--help")) {
            return new CompareOptions(true, null, false, null, null, null, false, null, null, false, null, null, false);
        }
        String dataset = required(given, "--dataset");
        String word = required(given, "--family");
        boolean clips = word.strip().equalsIgnoreCase(ClipComparison.FAMILY);
        CompareFamily family = clips ? null : family(word);
        if (clips && (given.value("--token").isPresent() || given.value("--with-token").isPresent())) {
            throw new UsageException("--token and --with-token do not apply to --family clips: a side is a dataset's"
                    + " snapshot, the current one or the earlier one kept");
        }
        Path output = Path.of(required(given, "--output"));
        String withDataset = optional(given, "--with-dataset");
        return new CompareOptions(false, family, clips, dataset, optional(given, "--token"),
                withDataset == null ? dataset : withDataset, withDataset != null, optional(given, "--with-token"), output,
                given.has("--force"), ConnectionOptions.read(given, env), history(env), given.has("--verbose"));
    }

    /**
     * Whether the left side defaults to the measurement kept before the right one: only for --dataset alone.
     * Naming the same dataset with --with-dataset as well compares its latest with its latest.
     */
    boolean leftIsPrevious() {
        return token == null && !withDatasetNamed;
    }

    private static CompareFamily family(String word) throws UsageException {
        return CompareFamily.named(word).orElseThrow(() -> new UsageException(
                "--family is one of video, hands, vocabulary, duplicates, clips"));
    }

    static HistoryFolder history(Map<String, String> env) throws UsageException {
        try {
            return HistoryFolder.fromEnvironment(env);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
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
