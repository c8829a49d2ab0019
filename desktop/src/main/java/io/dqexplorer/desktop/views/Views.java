package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.view.SavedView;
import io.dqexplorer.workspace.view.ViewLink;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The session's saved views, what the window's Views menu, notice and "Opening…" cover work on: takes the view
 * shown ({@link ViewCapture}), writes it as a {@code .dqview} file or a link and reads one ({@link ViewFiles}),
 * shows one again ({@link ViewRestore}) and keeps the last session's ({@link LastSession}). A view of another
 * service or organization asks before signing in there.
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

    private final ViewOrigin origin;
    private final ViewTabs tabs;
    private final DatasetListViewModel datasets;
    private final AsyncRunner runner;
    private final Settings settings;
    private final ViewCapture capture;
    private final ViewRestore restore;
    private final ViewFiles files;
    private final LastSession lastSession;
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
        this.tabs = new ViewTabs(host);
        this.datasets = datasets;
        this.runner = runner;
        this.settings = settings;
        this.capture = new ViewCapture(origin, host, tabs, datasets);
        this.restore = new ViewRestore(host, tabs, runner, notice::set, () -> opening.set(""));
        this.files = new ViewFiles(runner, settings, status, notice::set, this::open);
        this.lastSession = new LastSession(dataFolder, runner);
        this.signInElsewhere = signInElsewhere;
        this.status = status;
    }

    /** The view shown now; none before a dataset is chosen. */
    public Optional<SavedView> capture() {
        return capture.capture();
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
        capture().ifPresent(view -> files.save(view, file));
    }

    /** Opens a {@code .dqview} file's path or a {@code dqexplorer:} link; what is wrong with it shows in the notice. */
    @Override
    public void open(String fileOrLink) {
        files.open(fileOrLink, ViewSource.of(fileOrLink));
    }

    /** Opens a view file listed among the recent views. */
    public void openRecent(Path file) {
        files.open(file.toString(), ViewSource.RECENT);
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
        opening.set("Opening the view of " + ServiceText.shown(view.dataset()) + " (" + tabs.title(view) + ")…");
        whenListed(() -> datasets.find(view.dataset()).ifPresentOrElse(entry -> restore.check(view, entry, from), () -> {
            opening.set("");
            notice.set(new Notice(Kind.ERROR, "The view's dataset \"" + ServiceText.shown(view.dataset())
                    + "\" is not among the datasets of " + ServiceText.shown(origin.describe()) + ".", List.of()));
        }));
    }

    /**
     * Keeps the view shown as the last session's, for "Restore the last session" at the next sign-in.
     * On sign-out and quit: a small file, written before the session's runner stops.
     */
    public void keepLastSession() {
        lastSession.keep(capture());
    }

    /** Offers the last session's view, when one of this service and organization was kept. */
    public void offerLastSession() {
        lastSession.read(origin, view -> {
            // a view opened meanwhile (a link the app was started with) is what the user wants now
            if (!anyOpened && notice.get() == null) {
                notice.set(new Notice(Kind.INFO, "Restore the last session: " + ServiceText.shown(view.dataset())
                        + ", " + tabs.title(view) + "?",
                        List.of(new Action("view-restore-last", "Restore", () -> open(view, ViewSource.LAST_SESSION)))));
            }
        });
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
