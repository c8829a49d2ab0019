package io.dqexplorer.desktop.common.bars;

import io.dqexplorer.workspace.bars.Bar;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Opens the bar editor, from the Bars view or from a figure where it is shown, and keeps what it gives in the
 * analyst's bars file. On the UI thread.
 */
public final class BarEditing {

    private final BarsBook book;
    private final Supplier<List<String>> datasets;

    /** @param datasets the names of the datasets listed, for the editor's choice */
    public BarEditing(BarsBook book, Supplier<List<String>> datasets) {
        this.book = book;
        this.datasets = datasets;
    }

    /** The editor filled in with {@code draft}, over the window of {@code over}; OK adds the bar. */
    public void add(Node over, BarDraft draft) {
        BarEditor.show(over.getScene().getWindow(), Optional.empty(), draft, choices(draft.dataset()),
                names(null), book::add);
    }

    /** The editor filled in with {@code bar}; OK puts the edited bar in its place. */
    public void edit(Node over, Bar bar) {
        BarEditor.show(over.getScene().getWindow(), Optional.of(bar), BarDraft.of(bar), choices(bar.dataset()),
                names(bar), edited -> book.replace(bar, edited));
    }

    private List<String> choices(String first) {
        List<String> choices = new ArrayList<>();
        if (!first.isBlank() && !first.equals(Bar.EVERY_DATASET)) {
            choices.add(first);
        }
        datasets.get().stream().filter(name -> !name.equals(first)).forEach(choices::add);
        return choices;
    }

    private List<String> names(Bar except) {
        return book.bars().stream().filter(bar -> bar != except).map(Bar::name).toList();
    }

    public BarsBook book() {
        return book;
    }
}
