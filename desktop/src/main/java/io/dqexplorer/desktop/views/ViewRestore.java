package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.clips.ClipsViewModel;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.views.Views.Action;
import io.dqexplorer.desktop.views.Views.Kind;
import io.dqexplorer.desktop.views.Views.Notice;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.view.SavedView;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Shows a view of this session's service in the window: asks which of its pinned measurements are no longer the
 * latest, shows it as saved (pinned, from the stored copies once the service answers 409) or on the latest,
 * and says so in the notice, which offers the other.
 */
final class ViewRestore {

    private static final System.Logger LOG = System.getLogger(ViewRestore.class.getName());

    private final ViewHost host;
    private final ViewTabs tabs;
    private final AsyncRunner runner;
    private final Consumer<Notice> notice;
    private final Runnable onShown;

    /** @param onShown told once the window shows the view */
    ViewRestore(ViewHost host, ViewTabs tabs, AsyncRunner runner, Consumer<Notice> notice, Runnable onShown) {
        this.host = host;
        this.tabs = tabs;
        this.runner = runner;
        this.notice = notice;
        this.onShown = onShown;
    }

    /** Asks the service for each pinned tab's latest token, then shows the view: as saved where a token moved on. */
    void check(SavedView view, DatasetEntry entry, ViewSource from) {
        Map<String, DatasetTab> byId = tabs.byId();
        Map<String, String> pins = new LinkedHashMap<>(view.tokens());
        pins.keySet().retainAll(byId.keySet());
        runner.call(() -> {
                    Set<String> stale = new TreeSet<>();
                    for (Map.Entry<String, String> pin : pins.entrySet()) {
                        Optional<String> latest = byId.get(pin.getKey()).latestToken(entry.dataset());
                        if (latest.isPresent() && !latest.get().equals(pin.getValue())) {
                            stale.add(pin.getKey());
                        }
                    }
                    return stale;
                })
                .onSuccess(stale -> {
                    show(view, entry, stale, true);
                    logOpened(view, from, stale);
                    if (!stale.isEmpty()) {
                        staleNotice(view, entry, stale, true);
                    }
                })
                .onError(failure -> {
                    // unable to tell which moved on, the view shows what it was saved on: the stored copies serve it
                    show(view, entry, pins.keySet(), true);
                    logOpened(view, from, pins.keySet());
                    ErrorReport report = ErrorReport.of(failure);
                    notice.accept(new Notice(Kind.INFO, "The view shows the measurements it was saved on: whether newer ones"
                            + " exist could not be checked (" + report.headline() + ").", List.of()));
                })
                .start();
    }

    /**
     * Shows the view in the window: its dataset and tab, each stale tab pinned to its token while
     * {@code asSaved}, else back on the latest, and the clip table's state.
     */
    private void show(SavedView view, DatasetEntry entry, Set<String> stale, boolean asSaved) {
        Map<String, DatasetTab> byId = tabs.byId();
        Map<String, Consumer<DatasetTab>> work = new HashMap<>();
        for (String id : stale) {
            String token = view.tokens().get(id);
            work.put(byId.get(id).title(), asSaved ? tab -> tab.pin(token)
                    // a tab not shown since is opened on the latest anyway; one pinned by the view goes back to it
                    : tab -> tab.shownToken(entry.dataset()).ifPresent(shown -> tab.showLatest()));
        }
        // an earlier app wrote the service's pages apart: a view with those alone opens on them
        view.clips().or(() -> view.pages().map(ClipsViewModel::tableOf)).ifPresent(state -> tabs.clips().ifPresent(tab ->
                work.merge(tab.title(), shown -> tab.table().restore(state, view.pages()), Consumer::andThen)));
        view.compare().filter(sides -> byId.containsKey(sides.tab())).ifPresent(sides -> work.merge(
                byId.get(sides.tab()).title(), tab -> tab.compare(sides.left(), sides.right()), Consumer::andThen));
        DatasetTab front = byId.getOrDefault(view.tab(), tabs.first());
        host.restore(entry, front.title(), work);
        onShown.run();
    }

    /**
     * One line for each view opened: where from, its dataset and tab, and whether it shows pinned
     * measurements. The view's own fields only: never the link (a user may paste anything into one).
     */
    private void logOpened(SavedView view, ViewSource from, Set<String> pinned) {
        String shown = pinned.isEmpty() ? "on the latest measurements"
                : "pinned to the measurements it was saved on (" + tabs.titles(pinned) + ")";
        LOG.log(System.Logger.Level.INFO, "Opened a view from " + from.describe() + ": dataset "
                + ServiceText.shown(view.dataset()) + ", tab " + host.selectedTabTitle().orElse(tabs.title(view)) + ", " + shown);
    }

    private void staleNotice(SavedView view, DatasetEntry entry, Set<String> stale, boolean asSaved) {
        String which = tabs.titles(stale);
        if (asSaved) {
            notice.accept(new Notice(Kind.STALE, "This view was saved on earlier measurements (" + which + "). It shows them"
                    + " as saved, from the copies kept on this machine where the service no longer has them.",
                    List.of(new Action("view-open-latest", "Show on the latest", () -> {
                        show(view, entry, stale, false);
                        staleNotice(view, entry, stale, false);
                    }))));
        } else {
            notice.accept(new Notice(Kind.STALE, "This view shows the latest measurements; it was saved on earlier ones ("
                    + which + ").",
                    List.of(new Action("view-open-as-saved", "Show as saved", () -> {
                        show(view, entry, stale, true);
                        staleNotice(view, entry, stale, true);
                    }))));
        }
    }
}
