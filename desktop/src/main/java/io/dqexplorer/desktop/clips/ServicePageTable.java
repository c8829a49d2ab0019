package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipRow;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.VBox;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The page of clips: one table column per shown {@link ClipColumn}; Ctrl+C copies the selected rows.
 * The clip column stays in view when the table scrolls sideways; an unreadable clip's row is marked
 * and says why; a cell too narrow for its text shows the whole text as its tooltip.
 */
final class ServicePageTable extends TableView<ClipRow> {

    private static final String CLIP_COLUMN_ID = "clip-column-" + ClipColumn.CLIP.header();
    static final PseudoClass UNREADABLE = PseudoClass.getPseudoClass("unreadable");
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);

    private final ClipsViewModel model;
    /** How far the table is scrolled sideways, in pixels: the clip column's cells move back by as much. */
    private final DoubleProperty scrolledSideways = new SimpleDoubleProperty();
    /**
     * One table column per clip column, made when first shown and kept: a row keeps its cells by
     * column, so turning a column group on adds cells for the new columns only, instead of making
     * every shown cell anew (the most of that frame).
     */
    private final Map<ClipColumn, TableColumn<ClipRow, String>> made = new EnumMap<>(ClipColumn.class);
    private boolean headerToFix = true;

    ServicePageTable(ClipsViewModel model) {
        super(model.rows());
        this.model = model;
        setId("clip-table");
        setAccessibleText("Clips of the dataset");
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        setPlaceholder(emptyState(model));
        setRowFactory(table -> new ClipTableRow());

        model.columns().addListener((ListChangeListener<ClipColumn>) change -> showColumns(model.columns()));
        showColumns(model.columns());
        setOnKeyPressed(event -> {
            if (COPY.match(event)) {
                copySelection();
                event.consume();
            }
        });
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (!scrolledSideways.isBound()) {
            followTheSidewaysScrollBar();
        }
        if (headerToFix) {
            fixClipHeader();
        }
    }

    /** The header of the clip column is made anew with the columns, by the skin's layout: keeps it over the headers it covers. */
    private void fixClipHeader() {
        for (Node node : lookupAll(".column-header")) {
            if (node instanceof TableColumnHeader header && header.getTableColumn() != null
                    && CLIP_COLUMN_ID.equals(header.getTableColumn().getId())) {
                header.translateXProperty().bind(scrolledSideways);
                header.setViewOrder(-1);
                if (!header.getStyleClass().contains("fixed-clip-header")) {
                    header.getStyleClass().add("fixed-clip-header");
                }
                headerToFix = false;
            }
        }
    }

    /** Puts the selected rows on the clipboard as tab-separated text; nothing when none is selected. */
    void copySelection() {
        List<ClipRow> selected = List.copyOf(getSelectionModel().getSelectedItems());
        if (selected.isEmpty()) {
            return;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(model.copyText(selected));
        Clipboard.getSystemClipboard().setContent(content);
    }

    /** "No clips match", and the term probably meant when the filter's term is cased or spelled wrongly. */
    private static Node emptyState(ClipsViewModel model) {
        Label none = new Label("No clips match");
        none.setId("clip-empty");
        Button meant = new Button();
        meant.setId("clip-suggested-term");
        // the term is data: an underscore in it is no mnemonic
        meant.setMnemonicParsing(false);
        meant.textProperty().bind(model.suggestedTermProperty().map(term -> "Show clips with “" + term + "”").orElse(""));
        meant.visibleProperty().bind(model.suggestedTermProperty().isNotNull());
        meant.managedProperty().bind(meant.visibleProperty());
        meant.setOnAction(e -> model.applySuggestedTerm());
        VBox empty = new VBox(8, none, meant);
        empty.setAlignment(Pos.CENTER);
        empty.visibleProperty().bind(model.paging().emptyProperty());
        return empty;
    }

    /** The skin's sideways scroll bar, there once the skin is: its value is the scroll in pixels. */
    private void followTheSidewaysScrollBar() {
        lookupAll(".scroll-bar").stream()
                .filter(node -> node instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL)
                .findFirst()
                .ifPresent(bar -> scrolledSideways.bind(((ScrollBar) bar).valueProperty()));
    }

    private void showColumns(List<ClipColumn> shown) {
        getColumns().setAll(shown.stream().map(clipColumn -> made.computeIfAbsent(clipColumn, this::column)).toList());
        headerToFix = true;
        // the default columns share the width; with the measurement columns the table scrolls sideways
        setColumnResizePolicy(shown.size() > ClipColumn.defaults().size()
                ? TableView.UNCONSTRAINED_RESIZE_POLICY
                : TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    }

    private TableColumn<ClipRow, String> column(ClipColumn clipColumn) {
        TableColumn<ClipRow, String> column = new TableColumn<>(ClipTexts.title(clipColumn));
        column.setId("clip-column-" + clipColumn.header());
        // a page is a slice of the service's order: sorting it alone would mislead
        column.setSortable(false);
        // moving a column in front of the fixed clip column would hide it
        column.setReorderable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(ClipTexts.shown(clipColumn, cell.getValue())));
        column.setCellFactory(c -> clipColumn == ClipColumn.CLIP ? new FixedCell() : new Tables.TextCell<>());
        if (clipColumn == ClipColumn.CLIP) {
            column.setMinWidth(100);
        } else if (isTermList(clipColumn)) {
            column.setMinWidth(120);
            column.setPrefWidth(200);
        } else {
            // wide enough for the header in bold, which a narrow window would otherwise cut
            column.setMinWidth(clipColumn == ClipColumn.EPISODE_INDEX ? 84 : 90);
            column.setPrefWidth(clipColumn.needsHandActivity() ? 110 : 90);
            // a style class, not an inline style: cells of a column with an inline style share no styling
            column.getStyleClass().add("number-column");
        }
        return column;
    }

    private static boolean isTermList(ClipColumn column) {
        return column == ClipColumn.ENVIRONMENTS || column == ClipColumn.OBJECTS || column == ClipColumn.ACTIONS;
    }

    /** A row marked {@code :unreadable}, saying why, when nothing of its clip could be measured. */
    private static final class ClipTableRow extends TableRow<ClipRow> {
        /** Made for the first unreadable clip the row shows: a tooltip is a popup window with a scene of its own. */
        private Tooltip why;

        @Override
        protected void updateItem(ClipRow row, boolean empty) {
            super.updateItem(row, empty);
            String reason = empty || row == null ? null : ClipTexts.unreadable(row).orElse(null);
            pseudoClassStateChanged(UNREADABLE, reason != null);
            if (reason != null && why == null) {
                why = new Tooltip();
            }
            if (why != null) {
                why.setText(reason);
            }
            setTooltip(reason == null ? null : why);
        }
    }

    private final class FixedCell extends Tables.TextCell<ClipRow> {
        FixedCell() {
            getStyleClass().add("fixed-clip-cell");
            translateXProperty().bind(scrolledSideways);
            // app.css paints it opaque like its row, so that the cells scrolled under it do not show through
            setViewOrder(-1);
        }
    }
}
