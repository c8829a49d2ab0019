package io.dqexplorer.desktop.common;

import io.dqexplorer.sdk.ServiceText;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;

import java.util.function.Consumer;
import java.util.function.Function;

/** The small pieces every table of the app is made of. */
public final class Tables {

    private Tables() {
    }

    /** A column of text taken from each row; a cell too narrow for its text shows it whole in a tooltip. */
    public static <S> TableColumn<S, String> textColumn(String title, Function<S, String> value) {
        TableColumn<S, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setCellFactory(c -> new TextCell<>());
        return column;
    }

    /** Text that never parses mnemonics (it is data) and tells its whole text when it is cut short. */
    public static class TextCell<S> extends TableCell<S, String> {

        /** Made when the cell first cuts its text short: a tooltip is a popup window with a scene of its own. */
        private Tooltip whole;

        public TextCell() {
            setMnemonicParsing(false);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            // the row keeps the service's text as it came (navigation needs it); the cell shows it safely
            setText(empty ? null : ServiceText.shown(item));
        }

        @Override
        protected void layoutChildren() {
            super.layoutChildren();
            boolean truncated = truncated();
            if (truncated && whole == null) {
                whole = new Tooltip();
                whole.textProperty().bind(textProperty());
            }
            setTooltip(truncated ? whole : null);
        }

        /**
         * Whether the skin had to shorten the text to fit (it shows it with an ellipsis then). Asked on
         * every layout of every cell, so it walks the cell's few children rather than parse a selector.
         */
        boolean truncated() {
            String text = getText();
            if (text == null || text.isEmpty()) {
                return false;
            }
            for (Node child : getChildrenUnmodifiable()) {
                if (child instanceof Text shown && !text.equals(shown.getText())) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Opens a row on a double-click, and returns a button (enabled while a row is selected) that
     * opens the selected one.
     */
    public static <S> Button opener(TableView<S> table, String buttonText, String buttonId, Consumer<S> open) {
        table.setRowFactory(t -> {
            TableRow<S> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    open.accept(row.getItem());
                }
            });
            return row;
        });
        Button button = new Button(buttonText);
        button.setId(buttonId);
        button.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        button.setOnAction(e -> open.accept(table.getSelectionModel().getSelectedItem()));
        return button;
    }
}
