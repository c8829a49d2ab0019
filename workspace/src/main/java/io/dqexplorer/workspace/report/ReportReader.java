package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.history.HistoryKey;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads what a report shows, the same way for the app and the command line: every family the datasets
 * list says was measured, through the comparison's {@link SideResolver} (so a pinned token the service no
 * longer keeps comes from the measurement history, and video comes with its distribution); a family not
 * listed is "not measured yet", never asked. Blocks on the network: call it off the UI thread.
 */
public final class ReportReader {

    private final DqClient client;
    private final SideResolver sides;
    private final HistoryKey whose;
    private final Clock clock;

    public ReportReader(DqClient client, SideResolver sides, HistoryKey whose, Clock clock) {
        this.client = client;
        this.sides = sides;
        this.whose = whose;
        this.clock = clock;
    }

    /**
     * @param videoToken the video-characteristics token to pin, or null for the latest
     * @throws ReportException when a dataset is not in the caller's list
     */
    public QualityReport read(String dataset, String videoToken, Optional<SubsetFigures> subset,
                              Optional<CompareTarget> compareWith) {
        List<DatasetEntry> listed = client.versioned().datasets();
        Map<Family, ComparisonSide> measured = measured(entry(listed, dataset), videoToken);
        List<Comparison> comparisons = new ArrayList<>();
        if (compareWith.isPresent()) {
            CompareTarget other = compareWith.get();
            Map<Family, ComparisonSide> right = measured(entry(listed, other.dataset()),
                    other.token().orElse(null));
            measured.forEach((family, left) -> Optional.ofNullable(right.get(family))
                    .ifPresent(r -> comparisons.add(Comparison.of(left, r))));
        }
        return new QualityReport(whose, dataset, clock.instant(), measured, subset, comparisons, Optional.empty());
    }

    private Map<Family, ComparisonSide> measured(DatasetEntry entry, String videoToken) {
        Map<Family, ComparisonSide> measured = new EnumMap<>(Family.class);
        for (Family family : Family.values()) {
            if (entry.has(family.metric())) {
                String token = family == Family.VIDEO ? videoToken : null;
                measured.put(family, sides.resolve(family, entry.dataset(), token));
            }
        }
        return measured;
    }

    private static DatasetEntry entry(List<DatasetEntry> listed, String dataset) {
        return listed.stream().filter(entry -> entry.dataset().equals(dataset)).findFirst()
                .orElseThrow(() -> new ReportException("no dataset " + dataset + " in the datasets this credential"
                        + " may see", null));
    }
}
