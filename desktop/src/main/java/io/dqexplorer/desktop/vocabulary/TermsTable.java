package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Tables;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.Comparator;
import java.util.OptionalLong;
import java.util.function.Function;

/** The terms of the selected section; the view makes a double-click on a term open its clips. */
final class TermsTable extends TableView<TermRow> {

    /** A kind is a word or two and a count a few digits: the term, its tier and its spellings share the rest. */
    private static final double KIND_WIDTH = 95;
    private static final double CLIPS_WIDTH = 80;
    private static final double OCCURRENCES_WIDTH = 115;
    /** A term and its tier label stay whole; a long list of spellings is what ends in an ellipsis. */
    private static final double TERM_MIN_WIDTH = 120;
    private static final double TIER_MIN_WIDTH = 160;

    TermsTable(VocabularyViewModel model) {
        super(model.terms());
        setId("vocabulary-terms-table");
        setAccessibleText("Terms of the section");
        setPlaceholder(new Label("No terms published in this section"));
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        getColumns().add(atLeast(Tables.textColumn("Term", TermRow::term), TERM_MIN_WIDTH));
        getColumns().add(narrow(Tables.textColumn("Kind", TermRow::kind), KIND_WIDTH));
        getColumns().add(atLeast(Tables.textColumn("Tier", TermRow::tier), TIER_MIN_WIDTH));
        getColumns().add(Tables.textColumn("Spellings", TermRow::spellingsText));
        getColumns().add(narrow(count("Clips", TermRow::clipCount), CLIPS_WIDTH));
        getColumns().add(narrow(count("Occurrences", TermRow::occurrences), OCCURRENCES_WIDTH));
    }

    private static <T> TableColumn<TermRow, T> narrow(TableColumn<TermRow, T> column, double width) {
        column.setMinWidth(width);
        column.setPrefWidth(width);
        column.setMaxWidth(width);
        return column;
    }

    private static TableColumn<TermRow, String> atLeast(TableColumn<TermRow, String> column, double width) {
        column.setMinWidth(width);
        column.setPrefWidth(width);
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
