package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarCheck;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.Outcome;
import io.dqexplorer.workspace.bars.Subsets;
import io.dqexplorer.workspace.compare.SideResolver;

import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Checks the analyst's bars in the app as {@code dq-explorer check} does ({@link BarCheck} over the session's
 * client and history), keeps each outcome in the history ({@link BarOutcomes}), and says once, in the status bar,
 * which bars' outcomes changed (after a sign-in, a re-measure, a check of the Bars view or of a report). A figure
 * that could not be read is no outcome of the bar and is not kept.
 */
public final class BarsChecker {

    /**
     * One check's results and, for those whose outcome changed since the outcome kept before, that outcome.
     *
     * @param before by {@code name + "\u0000" + dataset}
     */
    public record Checked(List<BarResult> results, Map<String, BarOutcomes.Kept> before) {

        /** What changed: the results whose outcome is not the one kept before. */
        public List<BarResult> changed() {
            return results.stream().filter(result -> {
                BarOutcomes.Kept was = before.get(result.bar().name() + "\u0000" + result.dataset());
                return was != null && was.outcome() != result.outcome();
            }).toList();
        }
    }

    private final DqClient client;
    private final SessionHistory history;
    private final SideResolver sides;
    private final Supplier<Subsets> subsets;
    private final AsyncRunner runner;
    private final StatusMessage status;
    private final Clock clock;

    /**
     * @param subsets the clips figures' source as it stands when a check starts, asked on the UI thread
     */
    public BarsChecker(DqClient client, SessionHistory history, Supplier<Subsets> subsets, AsyncRunner runner,
                       StatusMessage status, Clock clock) {
        this.client = client;
        this.history = history;
        this.sides = new SideResolver(client, history.history(), history.key(), clock);
        this.subsets = subsets;
        this.runner = runner;
        this.status = status;
        this.clock = clock;
    }

    /**
     * Checks the bars on the datasets chosen, keeps the outcomes and says in the status bar which changed. Said
     * here, whatever becomes of the caller's answer: once kept, a change is no change to the next check, so a
     * check dropped after it kept (the Bars view's, superseded by a newer one) would leave it unsaid for good.
     * Blocks on the service and the history: call it off the UI thread, with the subsets taken on it.
     */
    Checked check(List<Bar> bars, Predicate<String> chosen, Subsets from) {
        List<BarResult> results = new BarCheck(sides, history.history(), history.key(), from, BarsChecker::failure)
                .check(bars, client.versioned().datasets(), chosen);
        List<BarResult> outcomes = results.stream().filter(result -> result.outcome() != Outcome.NOT_CHECKED).toList();
        Checked checked = new Checked(results,
                new BarOutcomes(history.history()).keep(history.key(), outcomes, clock.instant()));
        announcement(checked.changed(), checked.before()).ifPresent(text -> runner.onUiThread(() -> status.show(text)));
        return checked;
    }

    /** The clips figures' source as it stands now; on the UI thread. */
    Subsets subsets() {
        return subsets.get();
    }

    /** The side reader of the session, for the figures' history lines. */
    SideResolver sides() {
        return sides;
    }

    SessionHistory history() {
        return history;
    }

    /**
     * Checks the bars on the datasets chosen in the background, after a sign-in (every dataset) or a
     * re-measure (its dataset), and announces the outcomes that changed. A failure is no news: the Bars view
     * says it when it checks.
     *
     * @param then run on the UI thread once the outcomes are kept: a check before it would find nothing changed
     */
    public void checkAndAnnounce(List<Bar> bars, Predicate<String> chosen, Runnable then) {
        if (bars.isEmpty()) {
            return;
        }
        List<Bar> checked = List.copyOf(bars);
        Subsets from = subsets();
        runner.call(() -> check(checked, chosen, from))
                .onSuccess(done -> then.run())
                .start();
    }

    /** "Your bar “Blurry footage” on kitchen-egocentric: holds → breached (measurement vc-1a2b…)"; several joined. */
    static Optional<String> announcement(List<BarResult> changed, Map<String, BarOutcomes.Kept> before) {
        if (changed.isEmpty()) {
            return Optional.empty();
        }
        String each = changed.stream().map(result -> "“" + result.bar().name() + "” on " + result.dataset() + ": "
                        + before.get(result.bar().name() + "\u0000" + result.dataset()).outcome().words() + " → "
                        + result.outcome().words()
                        + (result.token() == null ? "" : " (measurement " + MeasurementStamp.shorten(result.token()) + ")"))
                .collect(Collectors.joining("; "));
        return Optional.of(ServiceText.shown((changed.size() == 1 ? "Your bar " : changed.size()
                + " of your bars changed: ") + each));
    }

    /** A figure that could not be read, in one line: the service's code and request id, or the store's reason. */
    private static String failure(RuntimeException e) {
        if (!(e instanceof DqException)) {
            return String.valueOf(e.getMessage());
        }
        ErrorReport report = ErrorReport.of(e);
        return report.headline().toLowerCase(Locale.ROOT) + ": " + report.detail()
                + report.code().map(code -> " (" + code + report.requestId().map(id -> ", request " + id).orElse("") + ")")
                .orElse("");
    }
}
