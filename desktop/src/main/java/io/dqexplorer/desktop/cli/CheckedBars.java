package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarCheck;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.CheckRun;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Bars checked by a command, {@code check} or {@code report --bars}: measurement figures through the app's
 * {@link SideResolver}, clips figures from the snapshots made current, and every outcome kept in the history.
 *
 * @param before the outcome kept before for each bar and dataset whose outcome or token changed, by
 *               {@code name + "\u0000" + dataset}
 */
record CheckedBars(CheckRun run, Map<String, BarOutcomes.Kept> before) {

    static CheckedBars check(DqClient client, ConnectionOptions connection, MeasurementHistory history,
                             HistoryKey whose, List<DatasetEntry> listed, Path barsFile, List<Bar> bars,
                             Predicate<String> chosen, Interruption interruption, PrintStream err, Clock clock) {
        List<BarResult> results;
        try (SnapshotSubsets subsets = new SnapshotSubsets(client, connection, err, interruption::requested)) {
            results = new BarCheck(new SideResolver(client, history, whose, clock), history, whose, subsets,
                    CheckedBars::failure).check(bars, listed, chosen);
        }
        CheckRun run = new CheckRun(barsFile.toString(), whose, clock.instant(), results);
        return new CheckedBars(run, new BarOutcomes(history).keep(whose, results, run.checked()));
    }

    /** A figure that could not be read, in one line: the service's code and request id, or the store's reason. */
    private static String failure(RuntimeException e) {
        return e instanceof DqException service ? "the service " + FailureLine.failed(service)
                : FailureLine.oneLine(e.getMessage());
    }
}
