package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import io.dqexplorer.desktop.common.export.ExportRunView;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.sdk.model.ClipRow;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;
import java.util.function.Supplier;

/**
 * The "Export CSV…" and "Export selected rows…" buttons and the running export: choose columns,
 * choose the file, then a progress bar with "rows 12,000 of 200,000" and Cancel; afterwards the
 * file and its manifest with "Open folder", or the failure in the error banner. What is exported,
 * under which name, and what the banner's button does is the {@link ExportViewModel}'s.
 */
public final class ExportView extends VBox {

    private static final String WHOLE_FILTER = "Every clip of the current filter is written, over every page, "
            + "with a manifest beside the file.";
    private static final String SELECTED_ROWS = "The rows selected in the table are written, as they are shown.";

    private final ExportViewModel model;
    private final Supplier<List<ClipRow>> selectedRows;
    private final ExportTargetChooser targetChooser;
    private final Button export = new Button("Export CSV…", new FontIcon(Material2MZ.SAVE_ALT));
    private final Button exportSelected = new Button("Export selected rows…", new FontIcon(Material2MZ.SAVE_ALT));

    /**
     * @param available    false while there is nothing to export (no page of the filter shown, an explicit selection)
     * @param selectedRows the rows selected in the table; {@code anySelected} says whether there are any
     */
    public ExportView(ExportViewModel model, ObservableBooleanValue available, Supplier<List<ClipRow>> selectedRows,
                      ObservableBooleanValue anySelected, ExportTargetChooser targetChooser) {
        this.model = model;
        this.selectedRows = selectedRows;
        this.targetChooser = targetChooser;
        setSpacing(6);

        export.setId("clip-export");
        export.disableProperty().bind(model.run().runningProperty().or(Bindings.not(available)));
        export.setOnAction(e -> choose(WHOLE_FILTER, model.draftOfFilter()));
        ShortcutTargets.fires(Shortcut.EXPORT, export);
        exportSelected.setId("clip-export-selected");
        exportSelected.setTooltip(new Tooltip("Write the rows selected in the table to a CSV file"));
        exportSelected.disableProperty().bind(model.run().runningProperty().or(Bindings.not(anySelected)));
        exportSelected.setOnAction(e -> choose(SELECTED_ROWS, model.draftOfRows(selectedRows.get())));

        getChildren().addAll(ExportRunView.of(model.run(), "export", model::onErrorAction));
    }

    /** The button that exports the whole filter; the clip table puts it in its tool bar. */
    public Button button() {
        return export;
    }

    /** The button that exports the table's selected rows. */
    public Button selectedButton() {
        return exportSelected;
    }

    private void choose(String whatIsWritten, ExportDraft draft) {
        Window owner = getScene() == null ? null : getScene().getWindow();
        ColumnChooserDialog.ask(owner, draft.preselectedColumns(), whatIsWritten)
                .filter(columns -> !columns.isEmpty())
                .ifPresent(columns -> targetChooser.choose(draft.suggestedName())
                        .ifPresent(target -> draft.start(columns, target)));
    }
}
