package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.measurement.Family;
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
record CompareOptions(Family family, boolean clips, String dataset, String token, String withDataset,
                      boolean withDatasetNamed, String withToken, Path output, boolean force, ConnectionOptions connection,
                      HistoryFolder history) implements CommandFrame.OneFile {

    /** The line as typed, for {@link #of} to judge. */
    static final class Given {

        @Option(names = "--dataset") String dataset;
        @Option(names = "--token") String token;
        @Option(names = "--with-dataset") String withDataset;
        @Option(names = "--with-token") String withToken;
        @Mixin
        FamilyFlag family;
        @Mixin
        OutputFlags file;
    }

    static CompareOptions of(Given given, ConnectionFlags connection, Map<String, String> env) throws UsageException {
        String dataset = CommandLines.required(given.dataset, "--dataset");
        CommandLines.required(given.family.word, "--family");
        boolean clips = given.family.clips();
        Family family = given.family.measurement().orElse(null);
        if (clips && (given.token != null || given.withToken != null)) {
            throw new UsageException("--token and --with-token do not apply to --family clips: a side is a dataset's"
                    + " snapshot, the current one or the earlier one kept");
        }
        Path output = given.file.file();
        String withDataset = ConnectionOptions.blankToNull(given.withDataset);
        return new CompareOptions(family, clips, dataset, ConnectionOptions.blankToNull(given.token),
                withDataset == null ? dataset : withDataset, withDataset != null,
                ConnectionOptions.blankToNull(given.withToken), output, given.file.force,
                ConnectionOptions.read(connection, env), history(env));
    }

    /**
     * Whether the left side defaults to the measurement kept before the right one: only for --dataset alone.
     * Naming the same dataset with --with-dataset as well compares its latest with its latest.
     */
    boolean leftIsPrevious() {
        return token == null && !withDatasetNamed;
    }

    static HistoryFolder history(Map<String, String> env) throws UsageException {
        try {
            return HistoryFolder.fromEnvironment(env);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
