package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.history.HistoryFolder;

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
record CheckOptions(boolean help, boolean listFigures, Path bars, Set<String> datasets, Optional<Path> json,
                    Optional<Path> junit, boolean force, ConnectionOptions connection, HistoryFolder history,
                    Map<String, String> env, boolean verbose) {

    private static final Arguments.Syntax SYNTAX = ConnectionOptions.addTo(Arguments.syntax()
            .flag("--help", "-h")
            .flag("--list-figures").flag("--force").flag("--verbose")
            .valued("a value", "--bars", "--dataset", "--json", "--junit", "--history"));

    static CheckOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Arguments given = SYNTAX.read(List.of(args));
        if (given.has("--help") || given.has("--list-figures")) {
            return new CheckOptions(given.has("--help"), given.has("--list-figures"), null, Set.of(), Optional.empty(),
                    Optional.empty(), false, null, null, env, false);
        }
        String bars = ConnectionOptions.blankToNull(given.value("--bars").orElse(null));
        if (bars == null) {
            throw new UsageException("missing --bars FILE");
        }
        Set<String> datasets = new LinkedHashSet<>();
        given.value("--dataset").ifPresent(list -> Arrays.stream(list.split(","))
                .map(String::strip).filter(dataset -> !dataset.isEmpty()).forEach(datasets::add));
        if (given.value("--dataset").isPresent() && datasets.isEmpty()) {
            throw new UsageException("--dataset names one dataset or several, separated by commas");
        }
        Optional<Path> json = output(given, "--json");
        Optional<Path> junit = output(given, "--junit");
        if (json.isPresent() && json.equals(junit)) {
            throw new UsageException("--json and --junit name the same file");
        }
        Map<String, String> effective = new HashMap<>(env);
        Optional<String> history = given.value("--history").map(ConnectionOptions::blankToNull);
        if (given.value("--history").isPresent()) {
            if (history.isEmpty()) {
                throw new UsageException("--history needs a folder");
            }
            effective.put(HistoryFolder.VARIABLE, Path.of(history.get()).toAbsolutePath().normalize().toString());
        }
        return new CheckOptions(false, false, Path.of(bars), Set.copyOf(datasets), json, junit, given.has("--force"),
                ConnectionOptions.read(given, effective), CompareOptions.history(effective), Map.copyOf(effective),
                given.has("--verbose"));
    }

    private static Optional<Path> output(Arguments given, String option) {
        return given.value(option).map(ConnectionOptions::blankToNull).map(Path::of);
    }

    /** The files the command writes, for the frame's check that none is replaced without --force. */
    List<Path> outputs() {
        return Stream.of(json, junit).flatMap(Optional::stream).toList();
    }

    boolean chosen(String dataset) {
        return datasets.isEmpty() || datasets.contains(dataset);
    }
}
