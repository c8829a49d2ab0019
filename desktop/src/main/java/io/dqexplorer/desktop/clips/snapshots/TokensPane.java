package io.dqexplorer.desktop.clips.snapshots;

import atlantafx.base.theme.Styles;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

/**
 * The measurement tokens of the selected snapshot: each shortened, whole in its tooltip, and copied
 * whole by its button (to compare with a manifest, or to quote to a colleague).
 */
final class TokensPane extends VBox {

    private final Label title = new Label();
    private final GridPane grid = new GridPane();

    TokensPane(ObservableValue<SnapshotRow> selected) {
        super(6);
        setId("snapshot-tokens");
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.setMnemonicParsing(false);
        // "Fetched at these measurements, <dataset> of <organization>" is as long as the names are
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        grid.setHgap(12);
        grid.setVgap(2);
        getChildren().addAll(title, grid);
        selected.addListener((obs, old, row) -> show(row));
        show(selected.getValue());
    }

    private void show(SnapshotRow row) {
        grid.getChildren().clear();
        if (row == null) {
            title.setText("Select a snapshot to see the measurement tokens it was fetched at");
            return;
        }
        if (row.tokens().isEmpty()) {
            title.setText("The snapshot of " + row.dataset() + " cannot be read: " + row.fetchedAt());
            return;
        }
        title.setText("Fetched at these measurements, " + row.dataset() + " of " + row.organization());
        int line = 0;
        for (SnapshotRow.Token token : row.tokens()) {
            Label name = new Label(token.name());
            Label value = new Label(token.shortened());
            value.setMnemonicParsing(false);
            value.getStyleClass().add("token");
            value.setTooltip(new Tooltip(token.value()));
            Button copy = new Button(null, new FontIcon(Material2AL.CONTENT_COPY));
            copy.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON, Styles.SMALL);
            copy.setId("snapshot-copy-token-" + line);
            copy.setTooltip(new Tooltip("Copy the whole " + token.name().toLowerCase() + " token"));
            copy.setOnAction(e -> {
                ClipboardContent content = new ClipboardContent();
                content.putString(token.value());
                Clipboard.getSystemClipboard().setContent(content);
            });
            grid.addRow(line++, name, value, copy);
        }
    }
}
