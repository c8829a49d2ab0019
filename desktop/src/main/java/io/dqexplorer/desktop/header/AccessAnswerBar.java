package io.dqexplorer.desktop.header;

import atlantafx.base.theme.Styles;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

/** Under the header, after "Show access" on a refused request: what the access endpoint answered. */
public final class AccessAnswerBar extends HBox {

    public AccessAnswerBar(HeaderViewModel viewModel) {
        setId("access-answer-bar");
        getStyleClass().add("access-answer-bar");
        setSpacing(8);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 16, 6, 16));

        Label answer = new Label();
        answer.setId("access-answer");
        // names the scope and capabilities the service reported: an "_" in them is no mnemonic
        answer.setMnemonicParsing(false);
        answer.setWrapText(true);
        answer.setGraphic(new FontIcon(Material2AL.INFO));
        answer.textProperty().bind(viewModel.accessAnswerProperty());
        HBox.setHgrow(answer, Priority.ALWAYS);
        answer.setMaxWidth(Double.MAX_VALUE);

        Button dismiss = new Button(null, new FontIcon(Material2AL.CLOSE));
        dismiss.setId("access-answer-dismiss");
        dismiss.setAccessibleText("Dismiss");
        dismiss.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        dismiss.setOnAction(e -> viewModel.dismissAccessAnswer());

        getChildren().addAll(answer, dismiss);
        visibleProperty().bind(viewModel.accessAnswerProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
    }
}
