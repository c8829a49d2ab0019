package io.dqexplorer.desktop.workspace;

import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.export.ExportTargetChooser;
import io.dqexplorer.workspace.export.ExportFormat;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

/**
 * The export of the workspace's view: the format beside an "Export view…" button that asks for the
 * file, then a progress bar with "rows 12,000 of 200,000" and Cancel; afterwards the file, its rows and
 * manifest with "Open folder", or the failure in the error banner. The controls go beside the view's
 * count ({@link #controls()}); the progress and outcome below it (this node).
 */
final class WorkspaceExportView extends VBox {

    private final HBox controls;

    WorkspaceExportView(WorkspaceExportViewModel model, ExportTargetChooser targetChooser) {
        setSpacing(6);

        ComboBox<ExportFormat> format = new ComboBox<>();
        format.setId("ws-export-format");
        format.getItems().setAll(ExportFormat.values());
        format.setButtonCell(new FormatCell());
        format.setCellFactory(list -> new FormatCell());
        format.valueProperty().bindBidirectional(model.formatProperty());
        format.setTooltip(new Tooltip("CSV for spreadsheets; Parquet keeps the columns' types and term lists as lists"));
        Button export = new Button("Export view…", new FontIcon(Material2MZ.SAVE_ALT));
        export.setId("ws-export");
        export.setMinWidth(Button.USE_PREF_SIZE);
        export.setTooltip(new Tooltip("Write the clips of this view, in its order and columns, with a manifest beside the file"));
        export.disableProperty().bind(model.runningProperty());
        export.setOnAction(e -> targetChooser.choose(model.suggestedName()).ifPresent(model::start));
        controls = new HBox(6, format, export);
        controls.setAlignment(Pos.CENTER_LEFT);

        ProgressBar bar = new ProgressBar();
        bar.setId("ws-export-progress");
        bar.setPrefWidth(220);
        bar.progressProperty().bind(model.progressProperty());
        Label rows = new Label();
        rows.setId("ws-export-progress-text");
        rows.textProperty().bind(model.progressTextProperty());
        Button cancel = new Button("Cancel", new FontIcon(Material2AL.CANCEL));
        cancel.setId("ws-export-cancel");
        cancel.setOnAction(e -> model.cancel());
        HBox running = new HBox(8, bar, rows, cancel);
        running.setAlignment(Pos.CENTER_LEFT);
        running.visibleProperty().bind(model.runningProperty());
        running.managedProperty().bind(running.visibleProperty());

        Label message = new Label();
        message.setId("ws-export-message");
        message.setWrapText(true);
        // the path is the user's, and may hold an underscore
        message.setMnemonicParsing(false);
        message.setMaxWidth(Double.MAX_VALUE);
        message.textProperty().bind(model.messageProperty());
        Button openFolder = new Button("Open folder", new FontIcon(Material2MZ.OPEN_IN_NEW));
        openFolder.setId("ws-export-open-folder");
        openFolder.setMinWidth(Button.USE_PREF_SIZE);
        openFolder.setOnAction(e -> model.openFolder());
        openFolder.visibleProperty().bind(model.exportedFileProperty().isNotNull());
        openFolder.managedProperty().bind(openFolder.visibleProperty());
        HBox outcome = new HBox(8, message, openFolder);
        outcome.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(message, Priority.ALWAYS);
        message.visibleProperty().bind(model.messageProperty().isNotEmpty().and(model.runningProperty().not()));
        outcome.visibleProperty().bind(message.visibleProperty());
        outcome.managedProperty().bind(outcome.visibleProperty());

        ErrorBanner banner = new ErrorBanner(model::onErrorAction);
        banner.setId("ws-export-error");
        banner.reportProperty().bind(model.errorProperty());

        getChildren().addAll(running, outcome, banner);
    }

    /** The format and the button, for the row of the view's count. */
    HBox controls() {
        return controls;
    }

    private static final class FormatCell extends ListCell<ExportFormat> {
        @Override
        protected void updateItem(ExportFormat item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : switch (item) {
                case CSV -> "CSV";
                case PARQUET -> "Parquet";
            });
        }
    }
}
