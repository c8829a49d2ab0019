package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.CompareFamily;
import io.dqexplorer.workspace.history.HistoryFolder;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
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
record CompareOptions(CompareFamily family, boolean clips, String dataset, String token, String withDataset,
                      boolean withDatasetNamed, String withToken, Path output, boolean force, ConnectionOptions connection,
                      HistoryFolder history, boolean verbose) {

    /** The line as typed, for {@link #of} to judge. */
    static final class Given {

        @Option(names = "--dataset") String dataset;
        @Option(names = "--token") String token;
        @Option(names = "--with-dataset") String withDataset;
        @Option(names = "--with-token") String withToken;
        @Option(names = "--family", completionCandidates = CompletionWords.Families.class) String family;
        @Option(names = "--output") String output;
        @Option(names = "--force") boolean force;
        @Option(names = "--verbose") boolean verbose;
        @Mixin
        ConnectionFlags connection;
    }

    static CompareOptions of(Given given, Map<String, String> env) throws UsageException {
        String dataset = CommandLines.required(given.dataset, "--dataset");
        String word = CommandLines.required(given.family, "--family");
        boolean clips = word.strip().equalsIgnoreCase(ClipComparison.FAMILY);
        CompareFamily family = clips ? null : family(word);
        if (clips && (given.token != null || given.withToken != null)) {
            throw new UsageException("--token and --with-token do not apply to --family clips: a side is a dataset's"
                    + " snapshot, the current one or the earlier one kept");
        }
        Path output = Path.of(CommandLines.required(given.output, "--output"));
        String withDataset = ConnectionOptions.blankToNull(given.withDataset);
        return new CompareOptions(family, clips, dataset, ConnectionOptions.blankToNull(given.token),
                withDataset == null ? dataset : withDataset, withDataset != null,
                ConnectionOptions.blankToNull(given.withToken), output, given.force,
                ConnectionOptions.read(given.connection, env), history(env), given.verbose);
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
}
