package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.ErrorBanner;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * The "Export CSV…" button and the running export: choose columns, choose the file, then a
 * progress bar with "rows 12,000 of 200,000" and Cancel; afterwards the file and its manifest,
 * or the failure in the error banner.
 */
public final class ExportView extends VBox {

    private final ExportViewModel model;
    private final Supplier<ClipQuery> query;
    private final Supplier<List<ClipColumn>> shownColumns;
    private final BiFunction<Window, List<ClipColumn>, Optional<List<ClipColumn>>> columnChooser;
    private final ExportTargetChooser targetChooser;
    private final Runnable loadLatest;
    private final Button export = new Button("Export CSV…", new FontIcon(Material2MZ.SAVE_ALT));

    /**
     * @param query        every clip of the current filter, pinned to the shown measurement
     * @param shownColumns the table's columns, preselected in the column dialog
     * @param available    false while there is nothing to export (no page of the filter shown, an explicit selection)
     * @param loadLatest   shows the clip table's filter on the latest measurement: the query is pinned, so
     *                     once the service has moved on the export answers 409 and the banner offers this
     */
    public ExportView(ExportViewModel model, Supplier<ClipQuery> query, Supplier<List<ClipColumn>> shownColumns,
                      ObservableBooleanValue available, ExportTargetChooser targetChooser, Runnable loadLatest) {
        this(model, query, shownColumns, available, ColumnChooserDialog::ask, targetChooser, loadLatest);
    }

    ExportView(ExportViewModel model, Supplier<ClipQuery> query, Supplier<List<ClipColumn>> shownColumns,
               ObservableBooleanValue available,
               BiFunction<Window, List<ClipColumn>, Optional<List<ClipColumn>>> columnChooser,
               ExportTargetChooser targetChooser, Runnable loadLatest) {
        this.model = model;
        this.query = query;
        this.shownColumns = shownColumns;
        this.columnChooser = columnChooser;
        this.targetChooser = targetChooser;
        this.loadLatest = loadLatest;
        setSpacing(6);

        export.setId("clip-export");
        export.disableProperty().bind(model.runningProperty().or(Bindings.not(available)));
        export.setOnAction(e -> begin());

        ProgressBar bar = new ProgressBar();
        bar.setId("export-progress");
        bar.setPrefWidth(220);
        bar.progressProperty().bind(model.progressProperty());
        Label rows = new Label();
        rows.setId("export-progress-text");
        rows.textProperty().bind(model.progressTextProperty());
        Button cancel = new Button("Cancel", new FontIcon(Material2AL.CANCEL));
        cancel.setId("export-cancel");
        cancel.setOnAction(e -> model.cancel());
        HBox running = new HBox(8, bar, rows, cancel);
        running.setAlignment(Pos.CENTER_LEFT);
        running.visibleProperty().bind(model.runningProperty());
        running.managedProperty().bind(running.visibleProperty());

        Label message = new Label();
        message.setId("export-message");
        message.setWrapText(true);
        message.textProperty().bind(model.messageProperty());
        message.visibleProperty().bind(model.messageProperty().isNotEmpty().and(model.runningProperty().not()));
        message.managedProperty().bind(message.visibleProperty());

        ErrorBanner banner = new ErrorBanner(this::onErrorAction);
        banner.setId("export-error");
        banner.reportProperty().bind(model.errorProperty());

        getChildren().addAll(running, message, banner);
    }

    /** The button that starts an export; the clip table puts it in its tool bar. */
    public Button button() {
        return export;
    }

    private void onErrorAction(ErrorAction action) {
        switch (action) {
            case RETRY -> model.retry();
            case LOAD_LATEST -> {
                // the failed export named a measurement that is gone: show the latest, then export again
                model.dismissFailure();
                loadLatest.run();
            }
            default -> { }
        }
    }

    private void begin() {
        ClipQuery filter = query.get();
        Window owner = getScene() == null ? null : getScene().getWindow();
        columnChooser.apply(owner, shownColumns.get())
                .filter(columns -> !columns.isEmpty())
                .ifPresent(columns -> targetChooser.choose(suggestedName(filter))
                        .ifPresent(target -> model.start(new ExportRequest(filter, columns, target))));
    }

    private static String suggestedName(ClipQuery filter) {
        String name = filter.term() == null ? filter.dataset() : filter.dataset() + "-" + filter.term();
        return name.replaceAll("[^A-Za-z0-9._-]+", "_") + ".csv";
    }
}
