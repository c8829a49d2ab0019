package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.IconsWhenNarrow;
import io.dqexplorer.desktop.common.ChoiceWords;
import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import io.dqexplorer.desktop.common.export.ExportRunView;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.workspace.export.ExportFormat;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2MZ;

/**
 * The export of the clip table's view, from the snapshot or the service's pages: the format beside an "Export view…" button that asks for the
 * file, then a progress bar with "rows 12,000 of 200,000" and Cancel; afterwards the file, its rows and
 * manifest with "Open folder", or the failure in the error banner. The controls go beside the view's
 * count ({@link #controls()}); the progress and outcome below it (this node).
 */
final class ExportView extends VBox {

    private final HBox controls;
    private final Button export;

    /** @param unanswered true while the service's pages cannot show the view: only the snapshot can write it */
    ExportView(ExportViewModel model, ExportTargetChooser targetChooser, ObservableBooleanValue unanswered) {
        setSpacing(6);

        ComboBox<ExportFormat> format = new ComboBox<>();
        format.setId("ws-export-format");
        format.setAccessibleText("Export format");
        format.getItems().setAll(ExportFormat.values());
        ChoiceWords.show(format, shown -> switch (shown) {
            case CSV -> "CSV";
            case PARQUET -> "Parquet";
        });
        format.valueProperty().bindBidirectional(model.formatProperty());
        format.setMinWidth(Region.USE_PREF_SIZE);
        format.setTooltip(new Tooltip("CSV for spreadsheets; Parquet keeps the columns' types and term lists as lists"));
        export = new Button("Export view…", new FontIcon(Material2MZ.SAVE_ALT));
        export.setId("ws-export");
        export.setTooltip(new Tooltip("Write the clips of this view, in its order and columns, with a manifest beside the file"));
        export.setAccessibleHelp(export.getTooltip().getText());
        export.disableProperty().bind(Bindings.or(model.run().runningProperty(), unanswered));
        export.setOnAction(e -> targetChooser.choose(model.suggestedName()).ifPresent(model::start));
        ShortcutTargets.fires(Shortcut.EXPORT, export);
        controls = new HBox(6, format, export);
        controls.setAlignment(Pos.CENTER_LEFT);

        getChildren().addAll(ExportRunView.of(model.run(), "ws-export", model::onErrorAction));
        // no gap of its own in the column above the table while it shows nothing
        managedProperty().bind(Bindings.createBooleanBinding(() -> getChildren().stream().anyMatch(Node::isManaged),
                getChildren().stream().map(Node::managedProperty).toArray(javafx.beans.Observable[]::new)));
    }

    /** The format and the button, for the row of the view's count. */
    HBox controls() {
        return controls;
    }

    /** In a narrow row the button shows its icon only, with the row's other buttons. */
    void givesWayIn(IconsWhenNarrow row) {
        row.givesWay(1, export);
    }
}
