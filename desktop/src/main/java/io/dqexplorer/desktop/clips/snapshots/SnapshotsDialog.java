package io.dqexplorer.desktop.clips.snapshots;

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
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.nio.file.Path;

/**
 * Lists the snapshots on this machine and deletes them, one (after asking) or all, and sets how they
 * are fetched (when the Clips tab opens a dataset or on request; pages at once) and kept (the cache
 * cap, beyond which the least recently used are deleted). Modal, like the app's other dialogs: a
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

        table = new SnapshotTable(viewModel.rows(), viewModel.fetchOnOpenProperty());
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
                + "whatever is deleted here can be fetched again from the Clips tab.");

        TokensPane tokens = new TokensPane(table.getSelectionModel().selectedItemProperty());
        HBox.setHgrow(tokens, Priority.ALWAYS);
        HBox details = new HBox(24, tokens, settings());
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
            // the list first, as in every dialog: not Close, which a stray Enter would press
            table.requestFocus();
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

    /** What the Clips tab does with snapshots: when it fetches one, how fast, and how much it keeps. */
    private GridPane settings() {
        CheckBox onOpen = new CheckBox("Fetch a dataset's snapshot when its Clips tab opens");
        onOpen.setId("snapshots-fetch-on-open");
        onOpen.setSelected(viewModel.fetchOnOpenProperty().get());
        onOpen.selectedProperty().addListener((obs, old, selected) -> viewModel.changeFetchOnOpen(selected));
        onOpen.setTooltip(paragraph("Off: the Clips tab shows the service's pages and a \"Start snapshot\" button,"
                + " and fetches only when it is pressed. Applies from the next dataset opened."));

        Spinner<Integer> pages = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(
                SnapshotsViewModel.MIN_PAGES_IN_FLIGHT, SnapshotsViewModel.MAX_PAGES_IN_FLIGHT,
                viewModel.pagesInFlightProperty().get()));
        pages.setId("snapshots-pages-in-flight");
        pages.setPrefWidth(110);
        pages.valueProperty().addListener((obs, old, count) -> viewModel.changePagesInFlight(count));
        Label pagesLabel = new Label("Pages fetched at once");
        pagesLabel.setLabelFor(pages);
        Tooltip pagesTip = paragraph("How many pages of clips a snapshot fetch asks the service for at once."
                + " More than the service allows meets its 503s (overloaded), which the fetch waits out:"
                + " slower, not faster. Applies from the next fetch.");
        pagesLabel.setTooltip(pagesTip);
        pages.setTooltip(pagesTip);

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
        Label capLabel = new Label("Cache cap (GB)");
        capLabel.setLabelFor(cap);
        capLabel.setTooltip(paragraph("When the snapshots take more than this, the least recently used are"
                + " deleted (the one used last is always kept)"));

        GridPane grid = new GridPane();
        grid.setId("snapshots-settings");
        grid.setHgap(8);
        grid.setVgap(8);
        grid.add(onOpen, 0, 0, 2, 1);
        grid.addRow(1, pagesLabel, pages);
        grid.addRow(2, capLabel, cap);
        grid.setMinWidth(Region.USE_PREF_SIZE);
        return grid;
    }

    /** A tooltip of a few sentences, wrapped rather than one line wider than the screen. */
    private static Tooltip paragraph(String text) {
        Tooltip tooltip = new Tooltip(text);
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(420);
        return tooltip;
    }

    private void confirmDelete(SnapshotRow row) {
        if (row != null && confirmed("Delete the snapshot of " + row.dataset() + " of " + row.organization()
                + " (" + row.size() + ")?", "If the app has it open, it is closed first.")) {
            if (row.earlier()) {
                viewModel.deleteEarlier(row.key());
            } else {
                viewModel.delete(row.key());
            }
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
