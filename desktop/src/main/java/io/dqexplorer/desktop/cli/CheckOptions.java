package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.history.HistoryFolder;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The check command's line, checked before anything connects.
 *
 * @param datasets the datasets to check (a bar on another is left out); empty for every one the bars name
 * @param env      the environment the command runs in: with --history, its {@code DQ_DATA_DIR} names that folder,
 *                 so the clients keep the answers they read where the bars read the history
 */
record CheckOptions(Path bars, Set<String> datasets, Optional<Path> json,
                    Optional<Path> junit, boolean force, ConnectionOptions connection, HistoryFolder history,
                    Map<String, String> env) implements CommandFrame.Line {

    /** The line as typed, for {@link #of} to judge. */
    static final class Given {

        @Option(names = "--bars") String bars;
        /** Repeated, or several separated by commas. */
        @Option(names = "--dataset") List<String> datasets;
        @Option(names = "--json") String json;
        @Option(names = "--junit") String junit;
        @Option(names = "--history") String history;
        @Option(names = "--list-figures") boolean listFigures;
        @Option(names = "--force") boolean force;
    }

    static CheckOptions of(Given given, ConnectionFlags connection, Map<String, String> env) throws UsageException {
        String bars = CommandLines.required(given.bars, "--bars FILE");
        Set<String> datasets = new LinkedHashSet<>();
        Optional.ofNullable(given.datasets).orElse(List.of()).stream().flatMap(list -> Arrays.stream(list.split(",")))
                .map(String::strip).filter(dataset -> !dataset.isEmpty()).forEach(datasets::add);
        if (given.datasets != null && datasets.isEmpty()) {
            throw new UsageException("--dataset names one dataset or several, separated by commas");
        }
        Optional<Path> json = output(given.json);
        Optional<Path> junit = output(given.junit);
        if (json.isPresent() && json.equals(junit)) {
            throw new UsageException("--json and --junit name the same file");
        }
        Map<String, String> effective = new HashMap<>(env);
        if (given.history != null) {
            String history = ConnectionOptions.blankToNull(given.history);
            if (history == null) {
                throw new UsageException("--history needs a folder");
            }
            effective.put(HistoryFolder.VARIABLE, Path.of(history).toAbsolutePath().normalize().toString());
        }
        return new CheckOptions(Path.of(bars), Set.copyOf(datasets), json, junit, given.force,
                ConnectionOptions.read(connection, effective), CompareOptions.history(effective),
                Map.copyOf(effective));
    }

    private static Optional<Path> output(String given) {
        return Optional.ofNullable(ConnectionOptions.blankToNull(given)).map(Path::of);
    }

    @Override
    public List<Path> outputs() {
        return Stream.of(json, junit).flatMap(Optional::stream).toList();
    }

    boolean chosen(String dataset) {
        return datasets.isEmpty() || datasets.contains(dataset);
    }
}
