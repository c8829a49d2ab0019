package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.common.bars.BarsBook;
import io.dqexplorer.desktop.common.bars.BarDraft;
import io.dqexplorer.desktop.common.bars.BarEditing;
import io.dqexplorer.desktop.common.bars.OutcomeBadge;
import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.NoteLabel;
import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.workspace.bars.Bar;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * The Bars tab: every bar of the analyst's bars file, checked on the open dataset, with its figure, value,
 * condition, outcome (in words, an icon and a colour) and the figure's history line with the bar drawn; add,
 * edit and delete, and open or save a bars file to share one.
 */
final class BarsView extends BorderPane {

    static final FileDialogs.Kind BARS_FILE = new FileDialogs.Kind("Bars file", "YAML files", "yaml", Optional.empty());
    private static final double ROW_HEIGHT = 46;

    private final BarsViewModel model;
    private final BarEditing editing;
    private final FileDialogs files;
    private final TableView<BarRow> table = new TableView<>();

    BarsView(BarsViewModel model, BarEditing editing, FileDialogs files) {
        this.model = model;
        this.editing = editing;
        this.files = files;
        setId("bars-view");

        Label intro = new NoteLabel("bars-intro", "Your own bars on the service's figures: the service applies no"
                + " acceptance bar, so these say only whether a figure meets yours. A figure not measured is never"
                + " taken to hold.");
        Label where = new Label(model.book().file().map(file -> "Kept in " + file).orElse("Kept for this session only"));
        where.setId("bars-file");
        where.setMnemonicParsing(false);
        where.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        Label note = new Label();
        note.setId("bars-note");
        note.setWrapText(true);
        note.setMnemonicParsing(false);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.textProperty().bind(model.book().noteProperty());
        note.visibleProperty().bind(note.textProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        ErrorBanner error = new ErrorBanner(action -> model.refresh());
        error.reportProperty().bind(model.loadState().errorProperty());

        VBox top = new VBox(8, toolbar(), intro, where, note, error);
        top.setPadding(new Insets(12, 12, 8, 12));
        setTop(top);

        table.setId("bars-table");
        table.setAccessibleText("Your bars on this dataset");
        table.setItems(model.rows());
        table.setFixedCellSize(ROW_HEIGHT);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        Label empty = new Label("No bars yet. Add one, open a bars file, or right-click a figure"
                + " (a defect card, a hand share) and set a bar on it.");
        empty.setWrapText(true);
        table.setPlaceholder(empty);
        table.getColumns().setAll(
                column("Bar", BarRow::details, BarsView::bar, 180),
                sized(Tables.textColumn("Value", BarRow::valueText), 80),
                wrapping(sized(Tables.textColumn("Your bar", BarRow::conditionText), 130)),
                column("Outcome", BarRow::outcomeText, row -> new OutcomeBadge(row.outcome(), row.outcomeText()), 110),
                column("History", BarRow::details, row -> new FigureHistoryLine(row.bar(), row.history()), 126));
        TableColumn<BarRow, ?> history = table.getColumns().get(table.getColumns().size() - 1);
        history.setMaxWidth(history.getMinWidth());
        table.setRowFactory(t -> row());
        table.setOnKeyPressed(e -> {
            Bar selected = selected();
            if (selected == null) {
                return;
            }
            if (e.getCode() == KeyCode.ENTER) {
                editing.edit(table, selected);
                e.consume();
            } else if (e.getCode() == KeyCode.DELETE) {
                model.remove(selected);
                e.consume();
            }
        });
        BorderPane.setMargin(table, new Insets(0, 12, 12, 12));
        setCenter(table);
    }

    private FlowPane toolbar() {
        Button add = button("Add bar…", "bars-add", Material2AL.ADD);
        add.setOnAction(e -> editing.add(this, BarDraft.on(model.datasetProperty().get(), "", "")));
        Button edit = button("Edit…", "bars-edit", Material2AL.EDIT);
        edit.setOnAction(e -> editing.edit(this, selected()));
        Button delete = button("Delete", "bars-delete", Material2AL.DELETE_OUTLINE);
        delete.setOnAction(e -> model.remove(selected()));
        // nothing is written over a bars file that could not be read
        add.disableProperty().bind(model.book().writableProperty().not());
        edit.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull()
                .or(model.book().writableProperty().not()));
        delete.disableProperty().bind(edit.disableProperty());
        Button open = button("Open bars file…", "bars-open", Material2AL.FOLDER_OPEN);
        open.setOnAction(e -> files.open(BARS_FILE).ifPresent(model.book()::open));
        Button saveAs = button("Save bars as…", "bars-save-as", Material2MZ.SAVE_ALT);
        saveAs.setOnAction(e -> files.save(BARS_FILE, BarsBook.FILE_NAME).ifPresent(model.book()::saveAs));
        Button again = button("Check again", "bars-check-again", Material2AL.AUTORENEW);
        again.setOnAction(e -> model.refresh());
        ProgressIndicator busy = new ProgressIndicator();
        busy.setId("bars-busy");
        busy.setPrefSize(18, 18);
        busy.visibleProperty().bind(model.loadState().loadingProperty());
        HBox changes = new HBox(8, add, edit, delete, busy);
        changes.setAlignment(Pos.CENTER_LEFT);
        HBox files = new HBox(8, again, open, saveAs);
        files.setAlignment(Pos.CENTER_LEFT);
        // in a narrow window the file's buttons go under the bars' rather than lose their words
        FlowPane bar = new FlowPane(8, 8, changes, files);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private TableRow<BarRow> row() {
        TableRow<BarRow> row = new TableRow<>();
        MenuItem edit = new MenuItem("Edit…");
        edit.setOnAction(e -> editing.edit(table, row.getItem().bar()));
        MenuItem delete = new MenuItem("Delete");
        delete.setOnAction(e -> model.remove(row.getItem().bar()));
        ContextMenu menu = new ContextMenu(edit, delete);
        row.contextMenuProperty().bind(row.emptyProperty().map(empty -> empty ? null : menu));
        row.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                editing.edit(table, row.getItem().bar());
            }
        });
        return row;
    }

    private Bar selected() {
        BarRow row = table.getSelectionModel().getSelectedItem();
        return row == null ? null : row.bar();
    }

    /** A column whose cell is a node made of the row; {@code text} is its accessible text. */
    private static TableColumn<BarRow, BarRow> column(String title, Function<BarRow, String> text,
                                                       Function<BarRow, Node> shown, double width) {
        TableColumn<BarRow, BarRow> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        sized(column, width);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(BarRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(null);
                setGraphic(empty || row == null ? null : shown.apply(row));
                setAccessibleText(empty || row == null ? null : text.apply(row));
            }
        });
        return column;
    }

    /** A bar's conditions take the row's two lines rather than end in an ellipsis in a narrow window. */
    private static TableColumn<BarRow, String> wrapping(TableColumn<BarRow, String> column) {
        column.setCellFactory(c -> {
            Tables.TextCell<BarRow> cell = new Tables.TextCell<>();
            cell.setWrapText(true);
            return cell;
        });
        return column;
    }

    /** The bar's name, then its figure and scope; hovered, the whole line the command line prints of the result. */
    private static Node bar(BarRow row) {
        Node bar = twoLines(row.bar().name(), row.bar().figure().path() + " · " + row.scope());
        Tooltip.install(bar, new Tooltip(row.details()));
        return bar;
    }

    /** At least {@code width}; the table shares what room is left among the columns. */
    private static <T> TableColumn<BarRow, T> sized(TableColumn<BarRow, T> column, double width) {
        column.setMinWidth(width);
        column.setPrefWidth(width);
        return column;
    }

    private static Node twoLines(String first, String second) {
        Label top = new Label(first);
        top.setMnemonicParsing(false);
        top.getStyleClass().add(Styles.TEXT_BOLD);
        Label below = new Label(second);
        below.setMnemonicParsing(false);
        below.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        return new VBox(1, top, below);
    }

    private static Button button(String text, String id, org.kordamp.ikonli.Ikon icon) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.setMnemonicParsing(false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }
}
