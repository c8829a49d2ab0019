package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import io.dqexplorer.desktop.common.CompletionPopups;
import io.dqexplorer.sdk.query.TermIndex;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.util.List;
import java.util.function.Function;

/**
 * The term filter (completing to the vocabulary's terms and spellings), the column toggles, the
 * sections the term is published in, and the label of an explicit selection with its "Clear".
 */
final class ClipFilterBar extends VBox {

    private final ClipsViewModel model;
    private final AutoCompletionBinding<TermIndex.Entry> completion;
    /**
     * The term filtered by, read by the completion's own thread: suggesting the very term just
     * applied would only reopen the popup (a request for the last key typed is still under way when
     * Enter applies it), and the open popup would take the next click.
     */
    private volatile String applied = "";

    ClipFilterBar(ClipsViewModel model) {
        this.model = model;
        setSpacing(6);

        TextField filter = new TextField();
        filter.setId("clip-term-filter");
        filter.setAccessibleText("Filter the clips by term or spelling");
        filter.setPromptText("Filter by term or spelling");
        // narrow enough that the toggles keep to the same line in a 1024-pixel window
        filter.setPrefColumnCount(16);
        filter.setMaxWidth(420);
        ShortcutTargets.focuses(Shortcut.FILTER, filter);
        model.filter().termProperty().addListener((obs, old, now) -> {
            applied = now == null ? "" : now;
            filter.setText(applied);
        });
        // the binding asks for suggestions on a thread of its own: suggestTerms reads only an immutable snapshot
        completion = CompletionPopups.themed(TextFields.bindAutoCompletion(filter, request -> request.getUserText().strip().equals(applied)
                ? List.of() : model.suggestTerms(request.getUserText()), converter(TermIndex.Entry::term)));
        // the list names a spelling with its term ("chopping block → cutting board"); choosing it filters by the term
        completion.getAutoCompletionPopup().setConverter(converter(TermIndex.Entry::label));
        // Enter while the suggestions show picks the highlighted one (the popup takes the key); else it applies the text
        completion.setOnAutoCompleted(e -> apply(e.getCompletion().term()));
        filter.setOnAction(e -> apply(filter.getText()));

        Button apply = new Button("Filter", new FontIcon(Material2AL.FILTER_LIST));
        apply.setId("clip-term-apply");
        apply.setOnAction(e -> apply(filter.getText()));
        Button clear = new Button("All clips");
        clear.setId("clip-term-clear");
        clear.disableProperty().bind(model.filter().termProperty().isNull());
        clear.setOnAction(e -> apply(null));

        CheckBox frames = toggle("clip-toggle-frame-quality", "Frame quality", "frames, usable, distorted, jerky");
        frames.selectedProperty().addListener((obs, old, now) -> model.showFrameQuality(now));
        model.columnToggles().frameQualityProperty().addListener((obs, old, now) -> frames.setSelected(now));
        frames.disableProperty().bind(model.columnToggles().frameQualityMeasuredProperty().not());

        CheckBox hands = toggle("clip-toggle-hand-activity", "Hand activity",
                "measured, hands visible, two hands and active manipulation seconds");
        hands.selectedProperty().addListener((obs, old, now) -> model.showHandActivity(now));
        model.columnToggles().handActivityProperty().addListener((obs, old, now) -> hands.setSelected(now));
        hands.disableProperty().bind(model.columnToggles().handActivityMeasuredProperty().not());

        // wraps onto a second line in a narrow window rather than pushing the toggles out of sight
        FlowPane controls = new FlowPane(8, 6, filter, apply, clear, frames, hands);
        controls.setAlignment(Pos.CENTER_LEFT);

        Label filteredTo = new Label();
        filteredTo.setId("clip-filtered-to");
        filteredTo.setWrapText(true);
        filteredTo.textProperty().bind(model.filter().filteredToProperty());
        filteredTo.visibleProperty().bind(model.filter().filteredToProperty().isNotEmpty());
        filteredTo.managedProperty().bind(filteredTo.visibleProperty());

        Label selection = new Label();
        selection.setId("clip-selection");
        selection.textProperty().bind(model.filter().selectionLabelProperty());
        selection.setWrapText(true);
        Button clearSelection = new Button("Clear", new FontIcon(Material2AL.CLEAR));
        clearSelection.setId("clip-selection-clear");
        clearSelection.setOnAction(e -> model.clearSelection());
        HBox selectionRow = new HBox(8, selection, clearSelection);
        selectionRow.setAlignment(Pos.CENTER_LEFT);
        selectionRow.visibleProperty().bind(model.filter().selectionActiveProperty());
        selectionRow.managedProperty().bind(selectionRow.visibleProperty());

        getChildren().addAll(controls, filteredTo, selectionRow);
    }

    /** Filters by the term and closes the suggestions, which would otherwise stay open over the table. */
    private void apply(String term) {
        model.applyFilter(term);
        completion.getAutoCompletionPopup().hide();
    }

    private static StringConverter<TermIndex.Entry> converter(Function<TermIndex.Entry, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(TermIndex.Entry entry) {
                return entry == null ? "" : text.apply(entry);
            }

            @Override
            public TermIndex.Entry fromString(String string) {
                throw new UnsupportedOperationException("completions are chosen, never typed back");
            }
        };
    }

    private static CheckBox toggle(String id, String text, String columns) {
        CheckBox toggle = new CheckBox(text);
        toggle.setId(id);
        toggle.setTooltip(new Tooltip("Adds the columns " + columns + " (not measured yet when disabled)"));
        return toggle;
    }
}
