package io.dqexplorer.desktop.clips.compare;

import io.dqexplorer.desktop.compare.DifferenceColumns;
import javafx.beans.binding.Bindings;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.ArrayList;
import java.util.List;

/**
 * The clip differences shown: clip, field, left, right, difference and state, as every compare view shows
 * a difference table. A click on a header does not sort the list here: it asks the view model, which
 * sorts on the worker with the filter, so that a million rows never sort on the UI thread.
 */
final class ClipDifferenceTable extends TableView<List<Object>> {

    /** True while a new list replaces the old: the table's own clearing of its sort order is no request. */
    private boolean swapping;

    ClipDifferenceTable(ClipCompareViewModel model) {
        super(model.rowsProperty().get());
        setId("clip-compare-table");
        Label placeholder = new Label();
        placeholder.textProperty().bind(Bindings.when(model.comparing().loadingProperty()).then("Comparing…")
                .otherwise(Bindings.when(model.comparedProperty().isNull()).then("")
                        .otherwise("No clip differs in this view")));
        setPlaceholder(placeholder);
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        List<TableColumn<List<Object>, Object>> columns = DifferenceColumns.of(
                List.of("Part", "Clip", "Field", "Left", "Right", "Difference", "State"));
        // every row's part is "clip": the column says nothing here
        getColumns().setAll(columns.subList(1, columns.size()));
        // shares of the width: a clip id and the fields' names are short, a term list may be long
        double[] widths = {150, 150, 190, 190, 140, 170};
        for (int i = 0; i < widths.length; i++) {
            getColumns().get(i).setPrefWidth(widths[i]);
        }
        model.rowsProperty().addListener((obs, old, now) -> show(now));
        setSortPolicy(table -> {
            if (!swapping) {
                List<DifferenceFilter.SortKey> keys = new ArrayList<>();
                for (TableColumn<List<Object>, ?> column : getSortOrder()) {
                    keys.add(new DifferenceFilter.SortKey(columns.indexOf(column),
                            column.getSortType() == TableColumn.SortType.ASCENDING));
                }
                if (!keys.equals(model.filterProperty().get().sort())) {
                    model.filterProperty().set(model.filterProperty().get().withSort(keys));
                }
            }
            return true;
        });
    }

    /** The table forgets its sort order when its list is replaced: the new rows are already in that order. */
    private void show(ObservableList<List<Object>> rows) {
        List<TableColumn<List<Object>, ?>> order = new ArrayList<>(getSortOrder());
        swapping = true;
        try {
            setItems(rows);
            getSortOrder().setAll(order);
        } finally {
            swapping = false;
        }
    }
}
