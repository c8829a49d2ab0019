package io.dqexplorer.desktop.clips;

import atlantafx.base.theme.Styles;
import io.dqexplorer.sdk.export.ClipColumn;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Asks which columns the CSV holds: one check box per {@link ClipColumn}, in export order. */
final class ColumnChooserDialog extends Dialog<List<ClipColumn>> {

    private final Map<ClipColumn, CheckBox> boxes = new EnumMap<>(ClipColumn.class);

    ColumnChooserDialog(Window owner, List<ClipColumn> preselected, String whatIsWritten) {
        initOwner(owner);
        setTitle("Export CSV");
        setHeaderText("Choose the columns of the CSV file");

        GridPane grid = new GridPane();
        grid.setHgap(24);
        grid.setVgap(6);
        addGroup(grid, 0, "Clip", List.of(ClipColumn.CLIP, ClipColumn.EPISODE_INDEX, ClipColumn.ANALYZED_SECONDS,
                ClipColumn.ENVIRONMENTS, ClipColumn.OBJECTS, ClipColumn.ACTIONS), preselected);
        addGroup(grid, 1, "Frame quality", List.of(ClipColumn.FRAMES, ClipColumn.USABLE, ClipColumn.DISTORTED,
                ClipColumn.JERKY), preselected);
        addGroup(grid, 2, "Hand activity (seconds)", List.of(ClipColumn.MEASURED_SECONDS,
                ClipColumn.HANDS_VISIBLE_SECONDS, ClipColumn.TWO_HANDS_VISIBLE_SECONDS,
                ClipColumn.ACTIVE_MANIPULATION_SECONDS), preselected);

        Label note = new Label(whatIsWritten);
        note.setWrapText(true);
        getDialogPane().setContent(new VBox(12, grid, note));
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("export-columns-ok");
        ok.disableProperty().bind(Bindings.createBooleanBinding(
                () -> boxes.values().stream().noneMatch(CheckBox::isSelected),
                boxes.values().stream().map(CheckBox::selectedProperty).toArray(Observable[]::new)));
        setResultConverter(button -> button == ButtonType.OK ? chosen() : null);
    }

    /** Shows the dialog; empty when the user cancelled. */
    static Optional<List<ClipColumn>> ask(Window owner, List<ClipColumn> preselected, String whatIsWritten) {
        return new ColumnChooserDialog(owner, preselected, whatIsWritten).showAndWait();
    }

    private void addGroup(GridPane grid, int gridColumn, String title, List<ClipColumn> columns,
                          List<ClipColumn> preselected) {
        Label heading = new Label(title);
        heading.getStyleClass().add(Styles.TEXT_BOLD);
        grid.add(heading, gridColumn, 0);
        int row = 1;
        for (ClipColumn column : columns) {
            CheckBox box = new CheckBox(column.header());
            // the names are the CSV's: "episode_index" must not lose its underscore to a mnemonic
            box.setMnemonicParsing(false);
            box.setId("export-column-" + column.header());
            box.setSelected(preselected.contains(column));
            boxes.put(column, box);
            grid.add(box, gridColumn, row++);
        }
    }

    private List<ClipColumn> chosen() {
        return boxes.entrySet().stream().filter(e -> e.getValue().isSelected()).map(Map.Entry::getKey).toList();
    }
}
