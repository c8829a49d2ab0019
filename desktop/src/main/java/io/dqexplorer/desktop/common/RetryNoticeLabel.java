package io.dqexplorer.desktop.common;

import javafx.animation.PauseTransition;
import javafx.scene.control.Label;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2MZ;

/** Shows the latest "retrying in N s" until a little after that retry has happened. */
public final class RetryNoticeLabel extends Label {

    private static final Duration LINGER = Duration.seconds(1.5);

    private final PauseTransition hide = new PauseTransition();

    public RetryNoticeLabel(RetryNotice notice) {
        setId("retry-notice");
        getStyleClass().add("retry-notice");
        setGraphic(new FontIcon(Material2MZ.SYNC));
        setVisible(false);
        managedProperty().bind(visibleProperty());
        hide.setOnFinished(e -> setVisible(false));
        notice.latestProperty().addListener((obs, old, retry) -> {
            if (retry == null) {
                return;
            }
            setText(retry.text());
            setVisible(true);
            hide.stop();
            hide.setDuration(Duration.millis(retry.delay().toMillis()).add(LINGER));
            hide.playFromStart();
        });
    }
}
