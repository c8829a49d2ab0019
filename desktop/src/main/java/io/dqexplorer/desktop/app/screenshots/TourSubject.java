package io.dqexplorer.desktop.app.screenshots;

import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.desktop.signin.SignInViewModel;
import io.dqexplorer.desktop.views.Views;
import javafx.beans.property.BooleanProperty;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.util.List;
import java.util.Optional;

/**
 * The running app as the screenshot tour drives it: its window, its sign-in, its tabs and its theme.
 * The composition root offers it, so that the tour, which the root starts, does not reach back into it.
 */
public interface TourSubject {

    Stage stage();

    Scene scene();

    SignInViewModel signIn();

    void signOut();

    Optional<Session> session();

    Optional<DatasetListViewModel> datasets();

    Optional<Views> views();

    void openView(String fileOrLink);

    /** True while the dark theme is on; set it to switch. */
    BooleanProperty darkProperty();

    /** The main window's tabs' titles, in order; none before the sign-in. */
    List<String> tabTitles();

    void selectTab(String title);

    /** The node id of the tab titled so ("tab-clips"). */
    String tabId(String title);
}
