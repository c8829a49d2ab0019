package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.Formats;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;

import java.util.Comparator;
import java.util.OptionalLong;
import java.util.function.Function;

/** The terms of the selected section; double-clicking a term opens its clips. */
final class TermsTable extends TableView<TermRow> {

    TermsTable(VocabularyViewModel model) {
        super(model.terms());
        setId("vocabulary-terms-table");
        setPlaceholder(new Label("No terms published in this section"));
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        getColumns().add(text("Term", TermRow::term));
        getColumns().add(text("Kind", TermRow::kind));
        getColumns().add(text("Tier", TermRow::tier));
        getColumns().add(text("Spellings", TermRow::spellingsText));
        getColumns().add(count("Clips", TermRow::clipCount));
        getColumns().add(count("Occurrences", TermRow::occurrences));
        setRowFactory(table -> {
            TableRow<TermRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    model.showClips(row.getItem());
                }
            });
            return row;
        });
    }

    private static TableColumn<TermRow, String> text(String title, Function<TermRow, String> value) {
        TableColumn<TermRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        return column;
    }

    private static TableColumn<TermRow, OptionalLong> count(String title, Function<TermRow, OptionalLong> value) {
        TableColumn<TermRow, OptionalLong> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setComparator(Comparator.comparingLong(c -> c.orElse(-1)));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(OptionalLong item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null
                        : item.isPresent() ? Formats.count(item.getAsLong()) : MergedVocabulary.NOT_REPORTED);
            }
        });
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        return column;
    }
}
