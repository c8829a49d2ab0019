package io.dqexplorer.desktop.workspace.snapshots;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.NoteLabel;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.nio.file.Path;

/**
 * Lists the snapshots on this machine and deletes them, one (after asking) or all, and sets the cache
 * cap, beyond which the least recently used are deleted. Modal, like the app's other dialogs: a
 * snapshot is not opened by a tab while the analyst is deleting it.
 */
public final class SnapshotsDialog extends Dialog<Void> {

    private static final double GIB = 1024.0 * 1024 * 1024;

    private final SnapshotsViewModel viewModel;
    private final SnapshotTable table;

    public SnapshotsDialog(Window owner, SnapshotsViewModel viewModel, Path folder) {
        this.viewModel = viewModel;
        initOwner(owner);
        // the app's own styles (notes, the error banner); the theme is the whole app's already
        if (owner != null && owner.getScene() != null) {
            getDialogPane().getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        setTitle("Snapshots");
        setResizable(true);
        getDialogPane().setId("snapshots-dialog");
        setHeaderText("Snapshots on this machine");

        table = new SnapshotTable(viewModel.rows());
        VBox.setVgrow(table, Priority.ALWAYS);
        ErrorBanner error = new ErrorBanner(viewModel::onErrorAction);
        error.setId("snapshots-error");
        error.reportProperty().bind(viewModel.errorProperty());
        Label message = new Label();
        message.setId("snapshots-message");
        message.setWrapText(true);
        message.setMnemonicParsing(false);
        message.textProperty().bind(viewModel.messageProperty());
        NoteLabel where = new NoteLabel("snapshots-folder", "Kept in " + folder + ". A snapshot is a cache: "
                + "whatever is deleted here is fetched again when the Clips tab next opens its dataset.");

        TokensPane tokens = new TokensPane(table.getSelectionModel().selectedItemProperty());
        HBox.setHgrow(tokens, Priority.ALWAYS);
        HBox details = new HBox(24, tokens, capRow());
        VBox content = new VBox(10, error, actions(), table, details, message, where);
        getDialogPane().setContent(content);
        // as large as the table wants, within the window it belongs to (1024×700 at the smallest)
        double width = owner == null ? 960 : Math.min(960, owner.getWidth() - 40);
        double height = owner == null ? 700 : Math.min(700, owner.getHeight() - 40);
        getDialogPane().setPrefSize(width, height);
        // a resizable dialog is shown at the size its window had before the content was laid out
        setOnShown(e -> {
            setWidth(width);
            setHeight(height);
            if (owner != null) {
                setX(owner.getX() + (owner.getWidth() - width) / 2);
                setY(owner.getY() + (owner.getHeight() - height) / 2);
            }
            viewModel.load();
        });
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        setOnHidden(e -> viewModel.close());
    }

    private HBox actions() {
        Button delete = new Button("Delete…", new FontIcon(Material2AL.DELETE));
        delete.setId("snapshot-delete");
        delete.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull()
                .or(viewModel.busyProperty()));
        delete.setOnAction(e -> confirmDelete(table.getSelectionModel().getSelectedItem()));
        Button deleteAll = new Button("Delete all…");
        deleteAll.setId("snapshot-delete-all");
        deleteAll.getStyleClass().add(Styles.DANGER);
        deleteAll.disableProperty().bind(Bindings.isEmpty(viewModel.rows())
                .or(viewModel.busyProperty()));
        deleteAll.setOnAction(e -> confirmDeleteAll());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label total = new Label();
        total.setId("snapshots-total");
        total.textProperty().bind(viewModel.totalProperty());
        ProgressBar used = new ProgressBar();
        used.setId("snapshots-used");
        used.setPrefWidth(140);
        used.progressProperty().bind(viewModel.totalBytesProperty().divide(viewModel.capBytesProperty().add(0.0)));
        delete.setMinWidth(Region.USE_PREF_SIZE);
        deleteAll.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(8, delete, deleteAll, spacer, total, used);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private HBox capRow() {
        SpinnerValueFactory.DoubleSpinnerValueFactory gigabytes = new SpinnerValueFactory.DoubleSpinnerValueFactory(
                0.1, 1024, viewModel.capBytesProperty().get() / GIB, 0.5);
        gigabytes.setConverter(new GigabyteConverter(gigabytes));
        Spinner<Double> cap = new Spinner<>(gigabytes);
        cap.setId("snapshots-cap");
        cap.setEditable(true);
        cap.setPrefWidth(110);
        cap.disableProperty().bind(viewModel.busyProperty());
        cap.valueProperty().addListener((obs, old, gb) -> {
            if (gb != null) {
                viewModel.changeCap(Math.round(gb * GIB));
            }
        });
        Label label = new Label("Cache cap (GB)");
        label.setLabelFor(cap);
        label.setTooltip(new Tooltip("When the snapshots take more than this, the least recently used are"
                + " deleted (the one used last is always kept)"));
        HBox row = new HBox(8, label, cap);
        row.setAlignment(Pos.TOP_RIGHT);
        row.setMinWidth(Region.USE_PREF_SIZE);
        return row;
    }

    private void confirmDelete(SnapshotRow row) {
        if (row != null && confirmed("Delete the snapshot of " + row.dataset() + " of " + row.organization()
                + " (" + row.size() + ")?", "If the app has it open, it is closed first.")) {
            viewModel.delete(row.key());
        }
    }

    private void confirmDeleteAll() {
        String all = Formats.count(viewModel.rows().size(), "snapshot", "snapshots");
        if (confirmed("Delete all " + all + " (" + Formats.bytes(viewModel.totalBytesProperty().get()) + ")?",
                "Those the app has open are closed first.")) {
            viewModel.deleteAll();
        }
    }

    private boolean confirmed(String question, String detail) {
        ButtonType delete = new ButtonType("Delete", ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, detail, delete, ButtonType.CANCEL);
        alert.initOwner(getDialogPane().getScene().getWindow());
        alert.setTitle("Delete snapshots");
        alert.setHeaderText(question);
        alert.getDialogPane().setId("snapshot-delete-confirmation");
        alert.getDialogPane().lookupButton(delete).setId("snapshot-delete-confirm");
        return alert.showAndWait().filter(delete::equals).isPresent();
    }
}
