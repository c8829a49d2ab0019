package io.dqexplorer.desktop.compare;

import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.DifferenceTable;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;

import java.util.ArrayList;
import java.util.List;

/**
 * The columns of a difference table as every compare view shows them: the figures through
 * {@link DifferenceCells}, sorting by {@link CellOrder}.
 */
public final class DifferenceColumns {

    private static final List<String> TITLES = List.of("Part", "Item", "Measure", "Left", "Right", "Difference", "State");

    private DifferenceColumns() {
    }

    /**
     * One column per cell of {@link DifferenceTable#COLUMNS}, ids {@code compare-column-<name>}.
     *
     * @param titles the columns' titles where they read better than the general ones ("Clip" for "Item"); the rest keep theirs
     */
    public static List<TableColumn<List<Object>, Object>> of(List<String> titles) {
        List<TableColumn<List<Object>, Object>> columns = new ArrayList<>();
        for (int i = 0; i < DifferenceTable.COLUMNS.size(); i++) {
            columns.add(column(i < titles.size() ? titles.get(i) : TITLES.get(i), i));
        }
        return columns;
    }

    /** The general titles: Part, Item, Measure, Left, Right, Difference, State. */
    public static List<TableColumn<List<Object>, Object>> of() {
        return of(TITLES);
    }

    private static TableColumn<List<Object>, Object> column(String title, int index) {
        TableColumn<List<Object>, Object> column = new TableColumn<>(title);
        column.setId("compare-column-" + DifferenceTable.COLUMNS.get(index));
        column.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().get(index)));
        column.setComparator(CellOrder.CELLS);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Object value, boolean empty) {
                super.updateItem(value, empty);
                List<Object> row = empty || getTableRow() == null ? null : getTableRow().getItem();
                if (row == null) {
                    setText(null);
                    setTooltip(null);
                    return;
                }
                String measure = (String) row.get(2);
                String state = (String) row.get(6);
                String text = switch (index) {
                    case 3, 4 -> DifferenceCells.figure(measure, value, state);
                    case 5 -> DifferenceCells.difference(measure, value, state);
                    // "bin_footage_percent" reads as words; the CSV keeps the names
                    case 2 -> String.valueOf(value).replace('_', ' ');
                    default -> value == null ? "" : ServiceText.shown(String.valueOf(value));
                };
                setText(text);
                // a narrow window elides the long names: the whole text on hover
                if (getTooltip() == null) {
                    setTooltip(new Tooltip());
                }
                getTooltip().setText(text);
            }
        });
        column.getStyleClass().add(index >= 3 && index <= 5 ? "numeric" : "text");
        return column;
    }
}
