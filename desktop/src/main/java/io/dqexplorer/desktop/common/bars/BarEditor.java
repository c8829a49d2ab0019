package io.dqexplorer.desktop.common.bars;

import atlantafx.base.theme.Styles;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.Figure;
import io.dqexplorer.workspace.bars.FigureCatalogue;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Adds or edits one of the analyst's bars: its name, its dataset (or "*", every dataset), the figure chosen from
 * every figure a bar can be set on, its conditions, and a filter (a clips figure's subset) or a comparison with
 * the history. It reads the bar as the bars file is read, and OK stays until it reads: what does not read is
 * said in words beside the field at fault.
 */
final class BarEditor extends Dialog<Bar> {

    private final TextField name = field("bar-editor-name", "Blurry footage");
    private final ComboBox<String> dataset = new ComboBox<>();
    private final ComboBox<Figure> figure = new ComboBox<>();
    private final Label meaning = new Label();
    private final TextField filter = field("bar-editor-filter", "objects has \"knife\"");
    private final ComboBox<String> against = new ComboBox<>();
    private final TextField warn = field("bar-editor-warn", "> 5");
    private final TextField fail = field("bar-editor-fail", "> 6");
    private final Label error = new Label();
    private final Map<String, Control> fields = new LinkedHashMap<>();

    /**
     * @param datasets   the datasets to choose from, the open one first
     * @param otherNames the names of the other bars
     */
    private BarEditor(Window owner, String title, BarDraft draft, List<String> datasets, Collection<String> otherNames) {
        initOwner(owner);
        setTitle(title);
        setHeaderText(title + ": your own bar on one of the service's figures");
        getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        getDialogPane().setId("bar-editor");

        dataset.setId("bar-editor-dataset");
        dataset.setEditable(true);
        dataset.getItems().setAll(datasets);
        dataset.getItems().add(Bar.EVERY_DATASET);
        figure.setId("bar-editor-figure");
        figure.getItems().setAll(FigureCatalogue.all());
        figure.setConverter(new StringConverter<>() {
            @Override
            public String toString(Figure shown) {
                return shown == null ? "" : shown.path() + "  (" + shown.unit().word() + ")";
            }

            @Override
            public Figure fromString(String text) {
                return FigureCatalogue.find(text.strip()).orElse(null);
            }
        });
        figure.setVisibleRowCount(16);
        figure.setMaxWidth(Double.MAX_VALUE);
        meaning.setId("bar-editor-meaning");
        meaning.setWrapText(true);
        meaning.getStyleClass().add(Styles.TEXT_MUTED);
        against.setId("bar-editor-against");
        against.setEditable(true);
        against.getItems().setAll("", "previous", "mean of last 3");
        error.setId("bar-editor-error");
        error.setWrapText(true);
        error.getStyleClass().add(Styles.DANGER);
        error.setMnemonicParsing(false);

        fields.put("name", name);
        fields.put("dataset", dataset);
        fields.put("figure", figure);
        fields.put("filter", filter);
        fields.put("against", against);
        fields.put("warn", warn);
        fields.put("fail", fail);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        int row = 0;
        for (Map.Entry<String, Control> field : fields.entrySet()) {
            Label label = new Label(BarDraft.LABELS.get(field.getKey()));
            label.setLabelFor(field.getValue());
            grid.addRow(row++, label, field.getValue());
            GridPane.setHgrow(field.getValue(), Priority.ALWAYS);
            field.getValue().setMaxWidth(Double.MAX_VALUE);
            if (field.getKey().equals("figure")) {
                grid.add(meaning, 1, row++);
            }
        }
        Label hint = new Label("Conditions: > N, >= N, < N, <= N, between A and B, outside A and B, in the figure's unit"
                + " (a percent 0..100, a share 0..1); against the history, on the change. A filter applies to the"
                + " clips.* figures, re-totalled from the dataset's snapshot.");
        hint.setWrapText(true);
        hint.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        VBox content = new VBox(10, grid, hint, error);
        content.setPrefWidth(560);
        getDialogPane().setContent(content);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("bar-editor-ok");

        figure.valueProperty().addListener((obs, old, now) -> figureChosen(now));
        fill(draft);
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            BarDraft.Reading reading = draft().read(otherNames);
            if (reading instanceof BarDraft.Refused refused) {
                showRefused(refused);
                e.consume();
            } else {
                setResult(((BarDraft.Made) reading).bar());
            }
        });
        setResultConverter(button -> button == ButtonType.OK ? getResult() : null);
    }

    /**
     * Opens the editor over {@code owner}; {@code then} gets the bar once it reads and OK is pressed.
     *
     * @param was the bar edited; none to add one
     */
    static void show(Window owner, Optional<Bar> was, BarDraft draft, List<String> datasets,
                     Collection<String> otherNames, Consumer<Bar> then) {
        BarEditor editor = new BarEditor(owner, was.isPresent() ? "Edit bar" : "Add a bar", draft, datasets, otherNames);
        editor.setOnHidden(e -> Optional.ofNullable(editor.getResult()).ifPresent(then));
        editor.show();
    }

    private void fill(BarDraft draft) {
        name.setText(draft.name());
        dataset.setValue(draft.dataset());
        figure.setValue(FigureCatalogue.find(draft.figure()).orElse(null));
        filter.setText(draft.filter());
        against.setValue(draft.against());
        warn.setText(draft.warn());
        fail.setText(draft.fail());
        figureChosen(figure.getValue());
    }

    /** A filter is for a subset figure, a comparison with the history for a measurement's. */
    private void figureChosen(Figure chosen) {
        meaning.setText(chosen == null ? "" : chosen.meaning());
        boolean subset = chosen != null && chosen.subset();
        filter.setDisable(!subset);
        against.setDisable(subset);
    }

    private BarDraft draft() {
        Figure chosen = figure.getValue();
        return new BarDraft(name.getText(), text(dataset), chosen == null ? "" : chosen.path(),
                filter.isDisabled() ? "" : filter.getText(), against.isDisabled() ? "" : text(against),
                warn.getText(), fail.getText());
    }

    /** An editable box's text as typed, whether or not it was committed. */
    private static String text(ComboBox<String> box) {
        String typed = box.getEditor().getText();
        return typed == null ? "" : typed;
    }

    private void showRefused(BarDraft.Refused refused) {
        fields.values().forEach(control -> control.pseudoClassStateChanged(Styles.STATE_DANGER, false));
        Optional.ofNullable(fields.get(refused.field())).ifPresent(control -> {
            control.pseudoClassStateChanged(Styles.STATE_DANGER, true);
            control.requestFocus();
        });
        error.setText(refused.words());
    }

    private static TextField field(String id, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        return field;
    }
}
