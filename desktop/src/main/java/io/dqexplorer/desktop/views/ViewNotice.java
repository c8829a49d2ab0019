package io.dqexplorer.desktop.views;

import atlantafx.base.theme.Styles;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

/**
 * Under the header: what opening a view has to say (its measurements moved on, it is of another
 * organization, it could not be read, the last session can be restored) and the choices it offers.
 */
public final class ViewNotice extends HBox {

    private final Label text = new Label();
    private final HBox actions = new HBox(8);

    public ViewNotice(Views views) {
        setId("view-notice");
        getStyleClass().add("view-notice");
        setSpacing(8);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 16, 6, 16));
        text.setId("view-notice-text");
        // names datasets and files: an "_" in them is no mnemonic
        text.setMnemonicParsing(false);
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        actions.setAlignment(Pos.CENTER_LEFT);
        actions.setMinWidth(HBox.USE_PREF_SIZE);

        Button dismiss = new Button(null, new FontIcon(Material2AL.CLOSE));
        dismiss.setId("view-notice-dismiss");
        dismiss.setAccessibleText("Dismiss");
        dismiss.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        dismiss.setOnAction(e -> views.dismissNotice());
        getChildren().addAll(text, actions, dismiss);

        show(views.noticeProperty().get());
        views.noticeProperty().addListener((obs, old, now) -> show(now));
        managedProperty().bind(visibleProperty());
    }

    private void show(Views.Notice notice) {
        setVisible(notice != null);
        getStyleClass().removeAll("stale", "error");
        actions.getChildren().clear();
        if (notice == null) {
            text.setText("");
            return;
        }
        text.setText(notice.text());
        text.setGraphic(new FontIcon(switch (notice.kind()) {
            case INFO -> Material2AL.INFO;
            case STALE -> Material2MZ.UPDATE;
            case ERROR -> Material2AL.ERROR_OUTLINE;
        }));
        switch (notice.kind()) {
            case STALE -> getStyleClass().add("stale");
            case ERROR -> getStyleClass().add("error");
            default -> { }
        }
        for (Views.Action action : notice.actions()) {
            Button button = new Button(action.label());
            button.setId(action.id());
            button.setMnemonicParsing(false);
            button.setMinWidth(Button.USE_PREF_SIZE);
            button.setOnAction(e -> action.run().run());
            actions.getChildren().add(button);
        }
    }
}
