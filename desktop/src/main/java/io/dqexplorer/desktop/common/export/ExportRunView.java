package io.dqexplorer.desktop.common.export;

import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;
import java.util.function.Consumer;

/**
 * What every export view shows of its {@link ExportRun}, one under the other: while it runs a progress
 * bar with "rows 12,000 of 200,000" and Cancel; afterwards the outcome with "Open folder", or the
 * failure in the error banner. Ids are {@code PREFIX-progress}, {@code PREFIX-cancel}, … so that each
 * view's controls can be told apart.
 */
public final class ExportRunView {

    private ExportRunView() {
    }

    /** The three rows, for the export view's own box. */
    public static List<Node> of(ExportRun run, String idPrefix, Consumer<ErrorAction> onErrorAction) {
        ProgressBar bar = new ProgressBar();
        bar.setId(idPrefix + "-progress");
        bar.setPrefWidth(220);
        bar.progressProperty().bind(run.progressProperty());
        Label rows = new Label();
        rows.setId(idPrefix + "-progress-text");
        rows.textProperty().bind(run.progressTextProperty());
        Button cancel = new Button("Cancel", new FontIcon(Material2AL.CANCEL));
        cancel.setId(idPrefix + "-cancel");
        cancel.setOnAction(e -> run.cancel());
        HBox running = new HBox(8, bar, rows, cancel);
        running.setAlignment(Pos.CENTER_LEFT);
        running.visibleProperty().bind(run.runningProperty());
        running.managedProperty().bind(running.visibleProperty());

        Label message = new Label();
        message.setId(idPrefix + "-message");
        message.setWrapText(true);
        // the path is the user's, and may hold an underscore
        message.setMnemonicParsing(false);
        message.setMaxWidth(Double.MAX_VALUE);
        message.textProperty().bind(run.messageProperty());
        Button openFolder = new Button("Open folder", new FontIcon(Material2MZ.OPEN_IN_NEW));
        openFolder.setId(idPrefix + "-open-folder");
        openFolder.setMinWidth(Button.USE_PREF_SIZE);
        openFolder.setOnAction(e -> run.openFolder());
        openFolder.visibleProperty().bind(run.exportedFileProperty().isNotNull());
        openFolder.managedProperty().bind(openFolder.visibleProperty());
        HBox outcome = new HBox(8, message, openFolder);
        outcome.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(message, Priority.ALWAYS);
        message.visibleProperty().bind(run.messageProperty().isNotEmpty().and(run.runningProperty().not()));
        outcome.visibleProperty().bind(message.visibleProperty());
        outcome.managedProperty().bind(outcome.visibleProperty());

        ErrorBanner banner = new ErrorBanner(onErrorAction);
        banner.setId(idPrefix + "-error");
        banner.reportProperty().bind(run.errorProperty());
        return List.of(running, outcome, banner);
    }
}
