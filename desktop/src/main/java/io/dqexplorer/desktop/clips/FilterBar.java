package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.CompletionPopups;
import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.Filter;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;

import java.util.List;
import java.util.function.Function;

/**
 * The filter of the workspace: a field taking the filter text form (Enter applies it; a word typed in
 * quotes after {@code has} completes to the dataset's terms), the reason and the place when it does
 * not read, the applied clauses as chips (click one to edit it in the field, × to remove it), and
 * "jump to a clip".
 */
final class FilterBar extends VBox {

    /** The field keeps room for a condition however many chips sit beside it. */
    private static final double FIELD_MIN_WIDTH = 180;
    private static final String FIRST_PROMPT = "Filter, e.g. objects has \"knife\" and distorted_share > 0.1";

    private final ClipsViewModel model;
    private final TextField field = new TextField();
    private final FlowPane chips = new OneLineFirst();

    /** @param terms the dataset's terms and spellings containing a word, for the completion of quoted words */
    FilterBar(ClipsViewModel model, Function<String, List<TermIndex.Entry>> terms) {
        super(6);
        this.model = model;
        field.setId("ws-filter-field");
        field.setAccessibleText("Filter the snapshot's clips");
        field.setTooltip(new Tooltip("Enter applies the filter; each condition becomes a chip beside the field"));
        field.setAccessibleHelp(field.getTooltip().getText());
        ShortcutTargets.focuses(Shortcut.FILTER, field);
        field.textProperty().bindBidirectional(model.filterTextProperty());
        field.setOnAction(e -> {
            if (!model.applyFilterText()) {
                field.requestFocus();
                field.positionCaret(Math.min(model.filterErrorPositionProperty().get(), field.getLength()));
            }
        });
        HBox.setHgrow(field, Priority.ALWAYS);
        AutoCompletionBinding<TermCompletion> completion = CompletionPopups.themed(TextFields.bindAutoCompletion(field,
                request -> TermCompletion.of(request.getUserText(), terms), converter(TermCompletion::text)));
        // the list names a spelling with its term; choosing it writes the term
        completion.getAutoCompletionPopup().setConverter(converter(TermCompletion::label));

        TextField jump = new TextField();
        jump.setId("ws-jump");
        jump.setAccessibleText("Jump to a clip id");
        jump.setPromptText("Jump to clip id");
        // its prompt whole and no wider: the line's room goes to the filter's chips
        jump.setPrefColumnCount(9);
        jump.setOnAction(e -> model.jumpTo(jump.getText()));
        ShortcutTargets.focuses(Shortcut.GO_TO_CLIP, jump);
        jump.setMinWidth(Region.USE_PREF_SIZE);
        // the chips share the field's line, on more lines only when they outgrow it: on a line of their own
        // they moved the table down on the first chip and back up on the last, and the whole view was laid out and
        // painted again each time, while the filter's query ran
        chips.setAlignment(Pos.CENTER_LEFT);
        field.setMinWidth(FIELD_MIN_WIDTH);
        HBox inputs = new HBox(8, field, chips, jump);
        inputs.setAlignment(Pos.CENTER_LEFT);

        Label error = new Label();
        error.setId("ws-filter-error");
        error.getStyleClass().add("danger");
        error.setWrapText(true);
        error.setMnemonicParsing(false);
        error.textProperty().bind(model.filterErrorProperty());
        error.visibleProperty().bind(model.filterErrorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        Label notFound = new Label();
        notFound.setId("ws-jump-message");
        notFound.setMnemonicParsing(false);
        notFound.textProperty().bind(model.jumpMessageProperty());
        notFound.visibleProperty().bind(model.jumpMessageProperty().isNotEmpty());
        notFound.managedProperty().bind(notFound.visibleProperty());

        chips.setId("ws-chips");
        chips.managedProperty().bind(chips.visibleProperty());
        model.filterProperty().addListener((obs, old, now) -> showChips(now));
        model.editingProperty().addListener((obs, old, now) -> showChips(model.filterProperty().get()));
        showChips(model.filterProperty().get());

        getChildren().addAll(inputs, error, notFound);
    }

    private static StringConverter<TermCompletion> converter(Function<TermCompletion, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(TermCompletion completion) {
                return completion == null ? "" : text.apply(completion);
            }

            @Override
            public TermCompletion fromString(String typed) {
                throw new UnsupportedOperationException("completions are chosen, never typed back");
            }
        };
    }

    private void showChips(Filter filter) {
        List<Clause> clauses = filter.clauses();
        chips.getChildren().clear();
        for (int i = 0; i < clauses.size(); i++) {
            chips.getChildren().add(chip(i, clauses.get(i)));
        }
        chips.setVisible(!clauses.isEmpty());
        // beside the chips the field is narrower than the example
        field.setPromptText(clauses.isEmpty() ? FIRST_PROMPT : "Add a condition");
        // styled here, on the Enter that built them: left to the pulse's CSS pass, the buttons' skins add their
        // children while it runs, JavaFX leaves the scene marked for one more pass, and the pulse after it repaints
        // the whole window though nothing changed (26–70 ms in software, while the filter's query runs)
        chips.applyCss();
    }

    private HBox chip(int index, Clause clause) {
        // the clause's words may be the service's terms or anything typed: shown, never interpreted
        Button text = new Button(ServiceText.shown(clause.text()));
        text.setMnemonicParsing(false);
        text.getStyleClass().addAll("flat", "ws-chip-text");
        text.setTooltip(new Tooltip("Edit this condition in the filter field"));
        text.setOnAction(e -> {
            model.editClause(index);
            field.requestFocus();
            field.end();
        });
        Button remove = new Button("×");
        remove.setMnemonicParsing(false);
        remove.getStyleClass().addAll("flat", "ws-chip-remove");
        remove.setTooltip(new Tooltip("Remove this condition"));
        remove.setOnAction(e -> model.removeClause(index));
        HBox chip = new HBox(0, text, remove);
        chip.setAlignment(Pos.CENTER_LEFT);
        chip.getStyleClass().addAll("chip", "ws-chip");
        if (model.editingProperty().get() == index) {
            chip.getStyleClass().add("ws-chip-editing");
        }
        return chip;
    }

    /**
     * Chips that ask for the width of one line and wrap only within what they are given: a {@code FlowPane}
     * asks for its wrap length however few its children.
     */
    private static final class OneLineFirst extends FlowPane {

        OneLineFirst() {
            super(6, 6);
        }

        @Override
        protected double computePrefWidth(double height) {
            double width = 0;
            for (Node child : getManagedChildren()) {
                width += snapSizeX(child.prefWidth(-1)) + (width > 0 ? getHgap() : 0);
            }
            return snappedLeftInset() + width + snappedRightInset();
        }
    }
}
