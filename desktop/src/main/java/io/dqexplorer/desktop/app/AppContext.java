package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.common.async.RetryNotice;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.common.history.AnswerRecorder;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.desktop.signin.SignInView;
import io.dqexplorer.desktop.signin.SignInViewModel;
import io.dqexplorer.desktop.views.ViewSource;
import io.dqexplorer.desktop.views.Views;
import io.dqexplorer.workspace.view.SavedView;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The composition root: the one place that builds the async runner, the settings, the client factory and the
 * sign-in; and the session's lifecycle: sign-in, the {@link SignedInSession} it opens, sign-out back to the
 * sign-in, and quitting. Nothing else constructs services or holds them statically.
 */
public final class AppContext implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(AppContext.class.getName());
    /** How long quitting waits for cancelled work to clean up (an export deleting its partial file). */
    private static final Duration CLEAN_UP = Duration.ofSeconds(3);

    private final Settings settings;
    private final Supplier<DemoService> demoStarter;
    private final AnswerRecorder answers = new AnswerRecorder();
    private final ClientFactory clients = new SdkClientFactory(answers);
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final RetryNotice retries = new RetryNotice(runner);
    private final AppServices app;
    private final WindowBounds bounds;
    private final ViewAfterSignIn afterSignIn;
    private final Scene scene;

    private SignInViewModel signIn;
    /** None on the sign-in. */
    private SignedInSession signedIn;

    public AppContext(Stage stage, Settings settings, Supplier<DemoService> demoStarter) {
        this(stage, settings, demoStarter, FileDialogs.platform(() -> stage), System.getenv());
    }

    /**
     * @param files         where exports, reports and views are written and which view is read; tests answer
     *                      without the platform's dialogs
     * @param environment   the variables that name the app's folders; tests give each app folders of its own
     */
    public AppContext(Stage stage, Settings settings, Supplier<DemoService> demoStarter,
                      FileDialogs files, Map<String, String> environment) {
        this(stage, settings, demoStarter, files, environment, SystemTheme.platform(environment));
    }

    /** @param systemTheme the platform's light or dark, followed while the user never chose a theme */
    public AppContext(Stage stage, Settings settings, Supplier<DemoService> demoStarter,
                      FileDialogs files, Map<String, String> environment, SystemTheme systemTheme) {
        this.settings = settings;
        this.demoStarter = demoStarter;
        this.app = new AppServices(stage, settings, files, ExportTargetChooser.of(files, settings),
                Map.copyOf(environment), answers, runner, retries, new ThemeSwitch(settings, systemTheme, runner));
        this.bounds = new WindowBounds(stage, settings);
        this.afterSignIn = new ViewAfterSignIn(runner, () -> signIn);
        this.scene = WindowBounds.sceneOf(signInView());
        scene.getStylesheets().add(AppContext.class.getResource("/io/dqexplorer/desktop/app.css").toExternalForm());
        app.theme().style(scene);
    }

    /** Shows the window on the sign-in, where the user left it last time. */
    public void show() {
        Stage stage = app.stage();
        runner.call(RasterizerWarmUp::run).start();
        stage.setTitle("DQ Explorer");
        // decoding seven PNGs is no work for the path to the first frame: the icon follows a moment later
        runner.call(WindowIcons::load)
                .onSuccess(stage.getIcons()::setAll)
                .onError(failure -> LOG.log(System.Logger.Level.WARNING, "the window icon could not be loaded", failure))
                .start();
        stage.setScene(scene);
        bounds.restore();
        stage.show();
    }

    private Parent signInView() {
        signIn = new SignInViewModel(runner, settings, clients, demoStarter, this::signedIn, retries);
        return new SignInView(signIn, retries, app.theme().newToggle());
    }

    private void signedIn(Session newSession) {
        signIn.awaitedViewProperty().set(null);
        signedIn = new SignedInSession(app, newSession, this::signOut, this::signInFor);
        scene.setRoot(signedIn.window());
        signedIn.load();
        afterSignIn.signedIn(signedIn.views());
    }

    /** Signs out to sign in where the view was saved; the view opens after the sign-in. */
    private void signInFor(SavedView view, ViewSource from) {
        signOut();
        afterSignIn.await(view, from);
    }

    /** Closes the session (and the demo service, if it was one) and returns to the sign-in. */
    private void signOut() {
        endSession();
        scene.setRoot(signInView());
    }

    private void endSession() {
        if (signedIn != null) {
            signedIn.close();
            signedIn = null;
        }
    }

    /**
     * Opens a {@code .dqview} file or a {@code dqexplorer:} link in this window; on the FX thread. Given on the
     * sign-in, it opens after the sign-in, which is prepared for it.
     */
    public void openView(String fileOrLink) {
        if (signedIn != null) {
            signedIn.views().open(fileOrLink);
            return;
        }
        afterSignIn.await(fileOrLink, () -> signedIn == null);
    }

    /** The signed-in session's saved views; none on the sign-in. */
    public Optional<Views> views() {
        return Optional.ofNullable(signedIn).map(SignedInSession::views);
    }

    /** The sign-in form currently shown (a new one after each sign-out). */
    public SignInViewModel signIn() {
        return signIn;
    }

    /** The signed-in session; none on the sign-in. */
    public Optional<Session> session() {
        return Optional.ofNullable(signedIn).map(SignedInSession::session);
    }

    public Optional<DatasetListViewModel> datasets() {
        return Optional.ofNullable(signedIn).map(SignedInSession::datasets);
    }

    /**
     * Remembers the window, signs out, waits briefly for a cancelled export to delete its partial file
     * and stops the background threads; the app is done afterwards.
     */
    @Override
    public void close() {
        bounds.remember();
        settings.flush();
        Optional<SignedInSession> closing = Optional.ofNullable(signedIn);
        endSession();
        closing.ifPresent(ended -> ended.awaitClosed(CLEAN_UP));
        runner.close();
    }
}
