package io.dqexplorer.desktop.common.async;

import javafx.animation.PauseTransition;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.scene.control.Label;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2MZ;

/** Shows the latest "retrying in N s" until a little after that retry has happened. */
public final class RetryNoticeLabel extends Label {

    private static final Duration LINGER = Duration.seconds(1.5);

    private final PauseTransition hide = new PauseTransition();
    /**
     * Held here and registered weakly: the notice lives as long as the app, each label only as long as
     * its window (a sign-in form, a signed-in main window), which must not be kept alive by the notice.
     */
    private final ChangeListener<RetryNotice.Retry> onRetry = (obs, old, retry) -> show(retry);

    public RetryNoticeLabel(RetryNotice notice) {
        setId("retry-notice");
        getStyleClass().add("retry-notice");
        setGraphic(new FontIcon(Material2MZ.SYNC));
        setVisible(false);
        managedProperty().bind(visibleProperty());
        hide.setOnFinished(e -> setVisible(false));
        notice.latestProperty().addListener(new WeakChangeListener<>(onRetry));
    }

    private void show(RetryNotice.Retry retry) {
        if (retry == null) {
            return;
        }
        setText(retry.text());
        setVisible(true);
        hide.stop();
        hide.setDuration(Duration.millis(retry.delay().toMillis()).add(LINGER));
        hide.playFromStart();
    }
}
