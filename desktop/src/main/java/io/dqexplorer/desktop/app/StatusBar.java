package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.async.StatusMessage;
import javafx.animation.FadeTransition;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

/**
 * The strip along the bottom of the main window, for what passes: the last action's confirmation,
 * which fades away when the {@link StatusMessage} clears it, and the "retrying in N s" notice.
 */
final class StatusBar extends HBox {

    private static final Duration FADE = Duration.millis(400);

    private final Label message = new Label();
    private final FadeTransition fadeOut = new FadeTransition(FADE, message);

    StatusBar(StatusMessage status, Node retryNotice) {
        setId("status-bar");
        getStyleClass().add("status-bar");
        setSpacing(16);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(4, 16, 4, 16));

        message.setId("status-message");
        message.setMnemonicParsing(false);
        message.setGraphic(new FontIcon(Material2AL.CHECK_CIRCLE_OUTLINE));
        message.setMinWidth(0);
        message.setVisible(false);
        fadeOut.setToValue(0);
        fadeOut.setOnFinished(e -> message.setVisible(false));
        status.textProperty().addListener((obs, old, now) -> show(now));

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        getChildren().addAll(message, spacer, retryNotice);
    }

    private void show(String text) {
        fadeOut.stop();
        if (text.isEmpty()) {
            fadeOut.setFromValue(message.getOpacity());
            fadeOut.playFromStart();
            return;
        }
        message.setText(text);
        message.setOpacity(1);
        message.setVisible(true);
    }
}
