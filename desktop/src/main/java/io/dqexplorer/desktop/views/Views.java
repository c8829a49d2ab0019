package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.clips.ClipsViewModel;
import io.dqexplorer.workspace.view.ClipPagesState;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.view.ClipTableState;
import io.dqexplorer.workspace.view.CompareSides;
import io.dqexplorer.workspace.view.SavedView;
import io.dqexplorer.workspace.view.ViewDocument;
import io.dqexplorer.workspace.view.ViewFormatException;
import io.dqexplorer.workspace.view.ViewLink;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The session's saved views: takes the view shown from the window (dataset, tab in front, the token of
 * each tab's measurement, the clip table's filter, sort, columns and top clip, the service's paged table's
 * term, page size and first row), writes it as a
 * {@code .dqview} file or a link, and shows one again. A view whose measurements are no longer the
 * latest opens as saved (pinned, from the stored copies once the service answers 409) and the notice
 * offers it on the latest; a view of another service or organization asks before signing in there.
 * Everything on the FX thread; files are read and written, and tokens checked, through the runner.
 */
public final class Views implements ViewOpener {

    /** What the notice under the header says and offers; none while it is hidden. */
    public record Notice(Kind kind, String text, List<Action> actions) {
    }

    public enum Kind { INFO, STALE, ERROR }

    /** A button of the notice. */
    public record Action(String id, String label, Runnable run) {
    }

    private static final String LAST_SESSION = "last-session" + ViewDocument.EXTENSION;
    private static final System.Logger LOG = System.getLogger(Views.class.getName());

    private final ViewOrigin origin;
    private final ViewHost host;
    private final DatasetListViewModel datasets;
    private final AsyncRunner runner;
    private final Settings settings;
    private final Optional<Path> lastSession;
    private final BiConsumer<SavedView, ViewSource> signInElsewhere;
    private final Consumer<String> status;
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(this, "notice");
    /** "Opening the view of D (Tab)…" from a view's opening until the window shows it; empty the rest of the time. */
    private final ReadOnlyStringWrapper opening = new ReadOnlyStringWrapper(this, "opening", "");
    /** Whether a view was opened in this session: the last session is offered no more. */
    private boolean anyOpened;

    /**
     * @param dataFolder      where the last session's view is kept (the history's folder); none, and none is kept
     * @param signInElsewhere signs out and offers the sign-in to the view's service (signs in to the demo service),
     *                        the view opened after it
     * @param status          shows a passing message in the status bar
     */
    public Views(ViewOrigin origin, ViewHost host, DatasetListViewModel datasets, AsyncRunner runner, Settings settings,
                 Optional<Path> dataFolder, BiConsumer<SavedView, ViewSource> signInElsewhere, Consumer<String> status) {
        this.origin = origin;
        this.host = host;
        this.datasets = datasets;
        this.runner = runner;
        this.settings = settings;
        this.lastSession = dataFolder.map(folder -> folder.resolve(LAST_SESSION));
        this.signInElsewhere = signInElsewhere;
        this.status = status;
    }

    /** A tab's id in a view: its title in lower case, words joined by "-" ("Video defects" → "video-defects"). */
    public static String tabId(String title) {
        return title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    /** The view shown now; none before a dataset is chosen. */
    public Optional<SavedView> capture() {
        DatasetEntry dataset = datasets.selectedProperty().get();
        if (dataset == null) {
            return Optional.empty();
        }
        Map<String, String> tokens = new LinkedHashMap<>();
        for (DatasetTab tab : host.features()) {
            tab.shownToken(dataset.dataset()).ifPresent(token -> tokens.put(tabId(tab.title()), token));
        }
        Optional<ClipTableState> clips = clipsTab().flatMap(tab -> tab.table().state(dataset.dataset()));
        String tab = host.selectedTabTitle().map(Views::tabId).orElse(tabId(host.features().get(0).title()));
        Optional<ClipPagesState> pages = clipsTab().flatMap(clipsTab -> clipsTab.table().pages(dataset.dataset()));
        return Optional.of(new SavedView(origin.service(), origin.organization(), dataset.dataset(), tab, tokens, clips,
                comparison(tab), pages));
    }

    /** The comparison of the tab in front, else of the first tab comparing: a view holds one. */
    private Optional<CompareSides> comparison(String front) {
        List<DatasetTab> tabs = new ArrayList<>(host.features());
        tabs.sort(Comparator.comparing(tab -> !tabId(tab.title()).equals(front)));
        for (DatasetTab tab : tabs) {
            Optional<CompareSides.Side[]> sides = tab.comparedSides();
            if (sides.isPresent()) {
                return Optional.of(new CompareSides(tabId(tab.title()), sides.get()[0], sides.get()[1]));
            }
        }
        return Optional.empty();
    }

    /** The view shown now as a {@code dqexplorer:} link; none before a dataset is chosen. */
    public Optional<String> link() {
        return capture().map(ViewLink::of);
    }

    /** Says in the status bar that the link is on the clipboard. */
    public void linkCopied() {
        status.accept("A link to this view is on the clipboard");
    }

    /** Writes the view shown to {@code file} (whole or not at all) and lists it among the recent views. */
    public void save(Path file) {
        Optional<SavedView> view = capture();
        if (view.isEmpty()) {
            return;
        }
        runner.call(() -> {
                    ViewDocument.write(view.get(), file);
                    return file;
                })
                .onSuccess(saved -> {
                    settings.rememberRecentView(saved);
                    status.accept("View saved to " + saved.getFileName());
                })
                .onError(failure -> failed("The view could not be saved to " + file, failure))
                .start();
    }

    /** Opens a {@code .dqview} file's path or a {@code dqexplorer:} link; what is wrong with it shows in the notice. */
    @Override
    public void open(String fileOrLink) {
        open(fileOrLink, ViewSource.of(fileOrLink));
    }

    /** Opens a view file listed among the recent views. */
    public void openRecent(Path file) {
        open(file.toString(), ViewSource.RECENT);
    }

    private void open(String fileOrLink, ViewSource from) {
        if (ViewLink.isLink(fileOrLink)) {
            try {
                open(ViewLink.parse(fileOrLink), from);
            } catch (ViewFormatException e) {
                notOpened("The link", e);
            }
            return;
        }
        Path file;
        try {
            file = Path.of(fileOrLink);
        } catch (InvalidPathException e) {
            failed("No view could be opened", e);
            return;
        }
        runner.call(() -> ViewDocument.read(file))
                .onSuccess(view -> {
                    settings.rememberRecentView(file);
                    open(view, from);
                })
                .onError(failure -> notOpened(String.valueOf(file.getFileName()), failure))
                .start();
    }

    /**
     * Reads a {@code .dqview} file or a {@code dqexplorer:} link off the UI thread and hands the view on, on it:
     * for the sign-in to prepare for it. What cannot be read is told when the view is opened after the sign-in.
     */
    public static void read(String fileOrLink, AsyncRunner runner, Consumer<SavedView> then) {
        runner.call(() -> ViewLink.isLink(fileOrLink) ? ViewLink.parse(fileOrLink) : ViewDocument.read(Path.of(fileOrLink)))
                .onSuccess(then)
                .onError(unread -> { })
                .start();
    }

    /**
     * Shows a view: at once when it is of this session's service and organization, else after asking to sign
     * in there. Once shown, the log says where it came from and what it shows.
     */
    public void open(SavedView view, ViewSource from) {
        anyOpened = true;
        ViewOrigin of = ViewOrigin.of(view);
        if (!of.equals(origin)) {
            notice.set(new Notice(Kind.INFO, "This view is of " + ServiceText.shown(of.describe())
                    + "; you are signed in to " + ServiceText.shown(origin.describe()) + ".",
                    List.of(new Action("view-switch", "Sign in there…", () -> {
                        notice.set(null);
                        signInElsewhere.accept(view, from);
                    }))));
            return;
        }
        notice.set(null);
        opening.set("Opening the view of " + ServiceText.shown(view.dataset()) + " (" + tabTitle(view) + ")…");
        whenListed(() -> datasets.find(view.dataset()).ifPresentOrElse(entry -> check(view, entry, from), () -> {
            opening.set("");
            notice.set(new Notice(Kind.ERROR, "The view's dataset \"" + ServiceText.shown(view.dataset())
                    + "\" is not among the datasets of " + ServiceText.shown(origin.describe()) + ".", List.of()));
        }));
    }

    /** Asks the service for each pinned tab's latest token, then shows the view: as saved where a token moved on. */
    private void check(SavedView view, DatasetEntry entry, ViewSource from) {
        Map<String, DatasetTab> tabs = tabsById();
        Map<String, String> pins = new LinkedHashMap<>(view.tokens());
        pins.keySet().retainAll(tabs.keySet());
        runner.call(() -> {
                    Set<String> stale = new TreeSet<>();
                    for (Map.Entry<String, String> pin : pins.entrySet()) {
                        Optional<String> latest = tabs.get(pin.getKey()).latestToken(entry.dataset());
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
                    notice.set(new Notice(Kind.INFO, "The view shows the measurements it was saved on: whether newer ones"
                            + " exist could not be checked (" + report.headline() + ").", List.of()));
                })
                .start();
    }

    /**
     * Shows the view in the window: its dataset and tab, each stale tab pinned to its token while
     * {@code asSaved}, else back on the latest, and the clip table's state.
     */
    private void show(SavedView view, DatasetEntry entry, Set<String> stale, boolean asSaved) {
        Map<String, DatasetTab> tabs = tabsById();
        Map<String, Consumer<DatasetTab>> work = new HashMap<>();
        for (String id : stale) {
            String token = view.tokens().get(id);
            work.put(tabs.get(id).title(), asSaved ? tab -> tab.pin(token)
                    // a tab not shown since is opened on the latest anyway; one pinned by the view goes back to it
                    : tab -> tab.shownToken(entry.dataset()).ifPresent(shown -> tab.showLatest()));
        }
        // an earlier app wrote the service's pages apart: a view with those alone opens on them
        view.clips().or(() -> view.pages().map(ClipsViewModel::tableOf)).ifPresent(state -> clipsTab().ifPresent(tab ->
                work.merge(tab.title(), shown -> tab.table().restore(state, view.pages()), Consumer::andThen)));
        view.compare().filter(sides -> tabs.containsKey(sides.tab())).ifPresent(sides -> work.merge(
                tabs.get(sides.tab()).title(), tab -> tab.compare(sides.left(), sides.right()), Consumer::andThen));
        DatasetTab front = tabs.getOrDefault(view.tab(), host.features().get(0));
        host.restore(entry, front.title(), work);
        opening.set("");
    }

    /**
     * One line for each view opened: where from, its dataset and tab, and whether it shows pinned
     * measurements. The view's own fields only: never the link (a user may paste anything into one).
     */
    private void logOpened(SavedView view, ViewSource from, Set<String> pinned) {
        Map<String, DatasetTab> tabs = tabsById();
        String shown = pinned.isEmpty() ? "on the latest measurements"
                : "pinned to the measurements it was saved on (" + String.join(", ", tabs.entrySet().stream()
                        .filter(tab -> pinned.contains(tab.getKey())).map(tab -> tab.getValue().title()).toList()) + ")";
        LOG.log(System.Logger.Level.INFO, "Opened a view from " + from.describe() + ": dataset "
                + ServiceText.shown(view.dataset()) + ", tab " + host.selectedTabTitle().orElse(tabTitle(view)) + ", " + shown);
    }

    private void staleNotice(SavedView view, DatasetEntry entry, Set<String> stale, boolean asSaved) {
        Map<String, DatasetTab> tabs = tabsById();
        String which = String.join(", ", tabs.entrySet().stream().filter(tab -> stale.contains(tab.getKey()))
                .map(tab -> tab.getValue().title()).toList());
        if (asSaved) {
            notice.set(new Notice(Kind.STALE, "This view was saved on earlier measurements (" + which + "). It shows them"
                    + " as saved, from the copies kept on this machine where the service no longer has them.",
                    List.of(new Action("view-open-latest", "Show on the latest", () -> {
                        show(view, entry, stale, false);
                        staleNotice(view, entry, stale, false);
                    }))));
        } else {
            notice.set(new Notice(Kind.STALE, "This view shows the latest measurements; it was saved on earlier ones ("
                    + which + ").",
                    List.of(new Action("view-open-as-saved", "Show as saved", () -> {
                        show(view, entry, stale, true);
                        staleNotice(view, entry, stale, true);
                    }))));
        }
    }

    /**
     * Keeps the view shown as the last session's, for "Restore the last session" at the next sign-in.
     * On sign-out and quit: a small file, written before the session's runner stops.
     */
    public void keepLastSession() {
        Optional<SavedView> view = capture();
        if (lastSession.isEmpty() || view.isEmpty()) {
            return;
        }
        try {
            ViewDocument.write(view.get(), lastSession.get());
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "The last session's view could not be kept: " + e.getMessage());
        }
    }

    /** Offers the last session's view, when one of this service and organization was kept. */
    public void offerLastSession() {
        if (lastSession.isEmpty()) {
            return;
        }
        Path file = lastSession.get();
        runner.call(() -> Files.exists(file) ? Optional.of(ViewDocument.read(file)) : Optional.<SavedView>empty())
                .onSuccess(kept -> kept.filter(view -> ViewOrigin.of(view).equals(origin)).ifPresent(view -> {
                    // a view opened meanwhile (a link the app was started with) is what the user wants now
                    if (!anyOpened && notice.get() == null) {
                        notice.set(new Notice(Kind.INFO, "Restore the last session: " + ServiceText.shown(view.dataset())
                                + ", " + tabTitle(view) + "?",
                                List.of(new Action("view-restore-last", "Restore", () -> open(view, ViewSource.LAST_SESSION)))));
                    }
                }))
                .onError(failure -> LOG.log(System.Logger.Level.WARNING,
                        "The last session's view could not be read: " + failure.getMessage()))
                .start();
    }

    private String tabTitle(SavedView view) {
        DatasetTab tab = tabsById().get(view.tab());
        return tab == null ? ServiceText.shown(view.tab()) : tab.title();
    }

    /** The views last saved or opened, the latest first. */
    public List<Path> recent() {
        return settings.recentViews();
    }

    /** Whether there is a view to save or link to: a dataset is chosen. */
    public BooleanBinding capturableBinding() {
        return datasets.selectedProperty().isNotNull();
    }

    public void dismissNotice() {
        notice.set(null);
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** What the window says while a view is on its way to it: "Opening the view of D (Tab)…"; empty when none is. */
    public ReadOnlyStringProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    private void failed(String what, Throwable failure) {
        String why = failure instanceof IOException || failure instanceof InvalidPathException
                ? failure.getMessage() : ErrorReport.of(failure).headline();
        notice.set(new Notice(Kind.ERROR, ServiceText.shown(what + ": " + why), List.of()));
    }

    /** A file or link that did not open: what it is, or why it could not be read. */
    private void notOpened(String subject, Throwable failure) {
        notice.set(new Notice(Kind.ERROR, ServiceText.shown(ViewFailureText.of(subject, failure)), List.of()));
    }

    private Optional<ClipsTab> clipsTab() {
        return host.features().stream().filter(ClipsTab.class::isInstance).map(ClipsTab.class::cast).findFirst();
    }

    private Map<String, DatasetTab> tabsById() {
        Map<String, DatasetTab> tabs = new LinkedHashMap<>();
        host.features().forEach(tab -> tabs.put(tabId(tab.title()), tab));
        return tabs;
    }

    /** Runs {@code then} once the dataset list has come (or failed to). */
    private void whenListed(Runnable then) {
        if (!datasets.loadState().isLoading()
                && (!datasets.visibleDatasets().isEmpty() || datasets.loadState().error().isPresent())) {
            then.run();
            return;
        }
        ChangeListener<Boolean> once = new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> obs, Boolean was, Boolean loading) {
                if (!loading) {
                    obs.removeListener(this);
                    // the load ends before its answer fills the list: look once it has
                    runner.onUiThread(then);
                }
            }
        };
        datasets.loadState().loadingProperty().addListener(once);
    }
}
