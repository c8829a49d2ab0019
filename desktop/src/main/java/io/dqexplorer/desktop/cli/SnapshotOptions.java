package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.snapshot.SnapshotFetch;

import java.util.List;
import java.util.Map;

/** The snapshot command's line, checked before anything connects. */
record SnapshotOptions(boolean help, String dataset, boolean refresh, int pagesInFlight,
                       ConnectionOptions connection, boolean verbose) {

    /** More requests at once than this only meet the service's 503s sooner. */
    static final int MAX_PAGES_IN_FLIGHT = 8;

    private static final Arguments.Syntax SYNTAX = ConnectionOptions.addTo(Arguments.syntax()
            .flag("--help", "-h")
            .flag("--refresh").flag("--verbose")
            .valued("a value", "--dataset", "--pages-in-flight"));

    static SnapshotOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Arguments given = SYNTAX.read(List.of(args));
        if (given.has("--help")) {
            return new SnapshotOptions(true, null, false, SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT, null, false);
        }
        String dataset = ConnectionOptions.blankToNull(given.value("--dataset").orElse(null));
        if (dataset == null) {
            throw new UsageException("missing --dataset");
        }
        return new SnapshotOptions(false, dataset, given.has("--refresh"), pagesInFlight(given),
                ConnectionOptions.read(given, env), given.has("--verbose"));
    }

    private static int pagesInFlight(Arguments given) throws UsageException {
        String text = given.value("--pages-in-flight").orElse(null);
        if (text == null) {
            return SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT;
        }
        try {
            int pages = Integer.parseInt(text.strip());
            if (pages >= 1 && pages <= MAX_PAGES_IN_FLIGHT) {
                return pages;
            }
        } catch (NumberFormatException notANumber) {
            // told below, as a number out of range is
        }
        throw new UsageException("--pages-in-flight is a whole number from 1 to " + MAX_PAGES_IN_FLIGHT);
    }
}
