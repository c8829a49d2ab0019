package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import picocli.CommandLine.Option;

import java.util.Map;

/** The snapshot command's line, checked before anything connects. */
record SnapshotOptions(String dataset, boolean refresh, int pagesInFlight, ConnectionOptions connection) {

    /** More requests at once than this only meet the service's 503s sooner. */
    static final int MAX_PAGES_IN_FLIGHT = 8;

    /** The line as typed, for {@link #of} to judge. */
    static final class Given {

        @Option(names = "--dataset") String dataset;
        @Option(names = "--pages-in-flight") String pagesInFlight;
        @Option(names = "--refresh") boolean refresh;
    }

    static SnapshotOptions of(Given given, ConnectionFlags connection, Map<String, String> env) throws UsageException {
        String dataset = CommandLines.required(given.dataset, "--dataset");
        return new SnapshotOptions(dataset, given.refresh, pagesInFlight(given.pagesInFlight),
                ConnectionOptions.read(connection, env));
    }

    private static int pagesInFlight(String text) throws UsageException {
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
