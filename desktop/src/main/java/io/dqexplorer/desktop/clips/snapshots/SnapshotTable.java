package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.NoteLabel;
import io.dqexplorer.desktop.common.Tables;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import java.util.function.Function;

/**
 * The snapshots, one a row: dataset, organization, clips, size, when fetched and last used (the exact
 * time in a tooltip), and the vocabulary token shortened (whole in a tooltip).
 */
final class SnapshotTable extends TableView<SnapshotRow> {

    /** @param fetchOnOpen whether the Clips tab fetches a snapshot as it opens a dataset: the empty table says how to get one */
    SnapshotTable(ObservableList<SnapshotRow> rows, ObservableValue<Boolean> fetchOnOpen) {
        super(rows);
        setId("snapshot-table");
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        NoteLabel none = new NoteLabel("snapshots-none", "");
        none.textProperty().bind(fetchOnOpen.map(onOpen -> onOpen
                ? "No snapshots on this machine yet: the Clips tab fetches one when it opens a dataset."
                : "No snapshots on this machine yet: the Clips tab fetches one on \"Start snapshot\"."));
        setPlaceholder(none);
        getColumns().setAll(
                Tables.textColumn("Dataset", SnapshotRow::dataset),
                Tables.textColumn("Organization", SnapshotRow::organization),
                figure(Tables.textColumn("Clips", SnapshotRow::clips)),
                figure(Tables.textColumn("Size", SnapshotRow::size)),
                hinted("Fetched", SnapshotRow::fetched, SnapshotRow::fetchedAt),
                hinted("Last used", SnapshotRow::lastUsed, SnapshotRow::lastUsedAt),
                hinted("Vocabulary", row -> row.vocabulary().map(SnapshotRow.Token::shortened).orElse("—"),
                        row -> row.vocabulary().map(SnapshotRow.Token::value).orElse("")));
        getColumns().get(0).setPrefWidth(170);
        getColumns().get(1).setPrefWidth(130);
    }

    private static TableColumn<SnapshotRow, String> figure(TableColumn<SnapshotRow, String> column) {
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        column.setPrefWidth(90);
        return column;
    }

    /** A column whose cells say more in a tooltip: the exact time behind "3 h ago", the whole token. */
    private static TableColumn<SnapshotRow, SnapshotRow> hinted(String title, Function<SnapshotRow, String> text,
                                                               Function<SnapshotRow, String> hint) {
        TableColumn<SnapshotRow, SnapshotRow> column = new TableColumn<>(title);
        column.setPrefWidth(120);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setCellFactory(c -> new TableCell<>() {
            private final Tooltip tooltip = new Tooltip();

            {
                setMnemonicParsing(false);
                setAlignment(Pos.CENTER_LEFT);
            }

            @Override
            protected void updateItem(SnapshotRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : text.apply(row));
                String whole = empty || row == null ? "" : hint.apply(row);
                tooltip.setText(whole);
                setTooltip(whole.isEmpty() ? null : tooltip);
            }
        });
        return column;
    }
}
