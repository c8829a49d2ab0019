package io.dqexplorer.desktop.screenshots;

import io.dqexplorer.desktop.app.AppContext;
import io.dqexplorer.desktop.app.AppWindow;
import io.dqexplorer.desktop.app.MainWindow;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.desktop.signin.SignInViewModel;
import io.dqexplorer.desktop.views.Views;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;

import java.util.List;
import java.util.Optional;

/**
 * The running app as the screenshot tour drives it: its window, its sign-in, its tabs and its theme, reached
 * through the window where a user would reach them. On the FX thread.
 */
final class TourSubject {

    private final AppWindow window;
    private final AppContext app;

    TourSubject(AppWindow window, AppContext app) {
        this.window = window;
        this.app = app;
    }

    Stage stage() {
        return window.stage();
    }

    Scene scene() {
        return window.scene();
    }

    SignInViewModel signIn() {
        return app.signIn();
    }

    /** Presses the header's "Sign out". */
    void signOut() {
        ((Button) scene().lookup("#sign-out")).fire();
    }

    Optional<Session> session() {
        return app.session();
    }

    Optional<DatasetListViewModel> datasets() {
        return app.datasets();
    }

    Optional<Views> views() {
        return app.views();
    }

    void openView(String fileOrLink) {
        app.openView(fileOrLink);
    }

    void showDark(boolean dark) {
        window.showDark(dark);
    }

    /** The main window's tabs' titles, in order; none before the sign-in. */
    List<String> tabTitles() {
        return window.mainWindow().map(MainWindow::tabTitles).orElse(List.of());
    }

    void selectTab(String title) {
        if (!window.mainWindow().orElseThrow().selectTab(title)) {
            throw new IllegalStateException("The main window has no tab " + title);
        }
    }

    /** The node id of the tab titled so ("tab-clips"). */
    String tabId(String title) {
        return MainWindow.tabId(title);
    }
}
