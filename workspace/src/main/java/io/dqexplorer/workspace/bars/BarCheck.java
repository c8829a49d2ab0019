package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.history.StoredMeasurement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Checks bars: each measurement figure read from its family's latest answer through the same
 * {@link SideResolver} as the app's comparisons, each clips figure re-totalled by {@link Subsets}, and a bar
 * against the history compared with the measurements the history kept before the current one. Each answer
 * and each subset is read once however many bars use it; bars run a few at a time. Blocks on the network and
 * the snapshots: call it off the UI thread.
 */
public final class BarCheck {

    /** How many bars are read at the same time: enough to overlap the service's answers, few enough to be polite. */
    public static final int CONCURRENCY = 4;

    private final SideResolver sides;
    private final MeasurementHistory history;
    private final HistoryKey key;
    private final Subsets subsets;
    private final Function<RuntimeException, String> failureText;
    private final Once<String, ComparisonSide> latest = new Once<>();
    private final Once<String, ComparisonSide> pinned = new Once<>();
    private final Once<String, Subsets.Subset> subset = new Once<>();

    /**
     * @param failureText says in one line why a figure could not be read (the service's code and request id)
     */
    public BarCheck(SideResolver sides, MeasurementHistory history, HistoryKey key, Subsets subsets,
                    Function<RuntimeException, String> failureText) {
        this.sides = sides;
        this.history = history;
        this.key = key;
        this.subsets = subsets;
        this.failureText = failureText;
    }

    /**
     * Every bar on each of its datasets, in the file's order (a bar on every dataset in the list's order).
     *
     * @param listed the datasets the credential sees, with the measurements made of each
     * @param chosen the datasets to check (the command line's choice); others are left out
     * @throws CancellationException when the work was cancelled (a snapshot's fetch interrupted)
     */
    public List<BarResult> check(List<Bar> bars, List<DatasetEntry> listed, Predicate<String> chosen) {
        ExecutorService pool = Executors.newFixedThreadPool(CONCURRENCY, work -> {
            Thread thread = new Thread(work, "bar-check");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<BarResult>> pending = new ArrayList<>();
            for (Bar bar : bars) {
                for (String dataset : datasets(bar, listed, chosen)) {
                    pending.add(pool.submit(() -> check(bar, dataset, listed)));
                }
            }
            List<BarResult> results = new ArrayList<>(pending.size());
            for (Future<BarResult> result : pending) {
                results.add(result.get());
            }
            return results;
        } catch (ExecutionException e) {
            throw Once.unwrapped(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while checking the bars");
        } finally {
            pool.shutdownNow();
        }
    }

    /** The bar's dataset, or for "*" every listed dataset that has its figure's measurement. */
    private static List<String> datasets(Bar bar, List<DatasetEntry> listed, Predicate<String> chosen) {
        if (!bar.everyDataset()) {
            return chosen.test(bar.dataset()) ? List.of(bar.dataset()) : List.of();
        }
        return listed.stream()
                .filter(entry -> bar.figure().family().map(family -> entry.has(family.measurement().name())).orElse(true))
                .map(DatasetEntry::dataset)
                .filter(chosen)
                .toList();
    }

    private BarResult check(Bar bar, String dataset, List<DatasetEntry> listed) {
        Optional<DatasetEntry> entry = listed.stream().filter(found -> found.dataset().equals(dataset)).findFirst();
        if (entry.isEmpty()) {
            return BarResult.notChecked(bar, dataset, null, "no dataset " + dataset
                    + " in the datasets this credential may see");
        }
        try {
            Optional<Family> family = bar.figure().family();
            if (family.isPresent() && !entry.get().has(family.get().measurement().name())) {
                return BarResult.notMeasured(bar, dataset, OptionalDouble.empty(), null,
                        "the service has not measured " + family.get().word() + " for this dataset yet");
            }
            return family.isPresent() ? measured(bar, dataset, family.get()) : subset(bar, dataset);
        } catch (CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            return BarResult.notChecked(bar, dataset, null, failureText.apply(e));
        }
    }

    private BarResult subset(Bar bar, String dataset) {
        Filter filter = bar.filter().orElse(Filter.ALL);
        Subsets.Subset read = subset.get(dataset + "\u0000" + filter.text(), () -> subsets.summary(dataset, filter));
        return judged(bar, dataset, bar.figure().read(read.summary()), read.token(), OptionalDouble.empty(), List.of());
    }

    private BarResult measured(Bar bar, String dataset, Family family) {
        ComparisonSide now = latest.get(family + "\u0000" + dataset, () -> sides.latest(family, dataset));
        FigureValue value = bar.figure().read(now.answer());
        if (bar.against().isEmpty() || !value.measured()) {
            return judged(bar, dataset, value, now.token(), OptionalDouble.empty(), List.of());
        }
        List<String> earlier = earlier(family, dataset, now.token(), bar.against().get().last());
        if (earlier.isEmpty()) {
            return BarResult.notMeasured(bar, dataset, value.value(), now.token(),
                    "no measurement earlier than " + now.token() + " is kept in the history to compare with");
        }
        List<String> tokens = new ArrayList<>();
        double sum = 0;
        for (String token : earlier) {
            ComparisonSide then = pinned.get(family + "\u0000" + dataset + "\u0000" + token,
                    () -> sides.pinned(family, dataset, token));
            FigureValue was = bar.figure().read(then.answer());
            if (was.measured()) {
                tokens.add(token);
                sum += was.value().getAsDouble();
            }
        }
        if (tokens.isEmpty()) {
            return BarResult.notMeasured(bar, dataset, value.value(), now.token(),
                    "the earlier measurements kept (" + String.join(", ", earlier) + ") do not have it");
        }
        return judged(bar, dataset, value, now.token(), OptionalDouble.of(sum / tokens.size()), tokens);
    }

    /** The tokens of the {@code last} measurements kept before {@code token} (all kept, when it was never kept). */
    private List<String> earlier(Family family, String dataset, String token, int last) {
        List<String> kept = history.list(key, dataset, family.measurement()).stream().map(StoredMeasurement::token)
                .toList();
        int at = kept.indexOf(token);
        int end = at < 0 ? kept.size() : at;
        return kept.subList(Math.max(0, end - last), end);
    }

    private static BarResult judged(Bar bar, String dataset, FigureValue value, String token, OptionalDouble compared,
                                    List<String> comparedTokens) {
        if (!value.measured()) {
            return BarResult.notMeasured(bar, dataset, OptionalDouble.empty(), token, value.notMeasured());
        }
        BarResult unjudged = new BarResult(bar, dataset, Outcome.HOLDS, value.value(), token, compared, comparedTokens,
                null);
        double checked = unjudged.checked().getAsDouble();
        return new BarResult(bar, dataset, bar.outcome(checked), value.value(), token, compared, comparedTokens, null);
    }
}
