package io.dqexplorer.desktop.common.bars;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.FigureValue;
import io.dqexplorer.workspace.bars.Outcome;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyEvent;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The analyst's bars where their figures are shown (a defect card, a hand share, the clips' summary): the mark each bar on the
 * figure makes of the value shown, and "Set a bar on this figure…" by a right-click or {@link Shortcut#SET_BAR}.
 * A bar against the history is judged on a change, which the Bars view shows; it makes no mark here.
 */
public final class FigureBars {

    /** What one bar says of the value shown. */
    public record Mark(Bar bar, Outcome outcome) {

        /** "Your bar “Blurry footage”: breached > 6". */
        public String words() {
            String condition = switch (outcome) {
                case BREACHED -> " " + bar.fail().orElseThrow().text();
                case WARNS -> " " + bar.warn().orElseThrow().text();
                default -> "";
            };
            return "Your bar “" + bar.name() + "”: " + outcome.words() + condition;
        }
    }

    private final BarEditing editing;

    public FigureBars(BarEditing editing) {
        this.editing = editing;
    }

    /** The bars, to mark again when they change. */
    public ObservableList<Bar> bars() {
        return editing.book().bars();
    }

    /** The marks of the bars set on {@code figure} of {@code dataset} (or of every dataset), on the value shown. */
    public List<Mark> marks(String dataset, String figure, FigureValue value) {
        return bars().stream()
                .filter(bar -> bar.figure().path().equals(figure) && bar.against().isEmpty() && bar.filter().isEmpty()
                        && (bar.everyDataset() || bar.dataset().equals(dataset)))
                .map(bar -> new Mark(bar, value.value().isPresent() ? bar.outcome(value.value().getAsDouble())
                        : Outcome.NOT_MEASURED))
                .toList();
    }

    /**
     * Offers "Set a bar on this figure…" on {@code shown}: its context menu (a right-click, the menu key) and
     * {@link Shortcut#SET_BAR} while it has the focus; the editor opens filled in with the dataset and figure.
     *
     * @param dataset the dataset shown, asked when the bar is set; none while none is shown
     */
    public void offer(Node shown, Supplier<Optional<String>> dataset, String figure) {
        offer(shown, dataset, figure, () -> "");
    }

    /**
     * The same on a figure of a subset of the clips: the editor opens with the filter that makes the subset.
     *
     * @param filter the filter's text, asked when the bar is set; empty for every clip
     */
    public void offer(Node shown, Supplier<Optional<String>> dataset, String figure, Supplier<String> filter) {
        MenuItem set = new MenuItem("Set a bar on this figure…");
        set.setAccelerator(Shortcut.SET_BAR.keys());
        set.setOnAction(e -> set(shown, dataset, figure, filter));
        ContextMenu menu = new ContextMenu(set);
        shown.addEventHandler(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
            menu.show(shown, e.getScreenX(), e.getScreenY());
            e.consume();
        });
        shown.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (Shortcut.SET_BAR.matches(e)) {
                set(shown, dataset, figure, filter);
                e.consume();
            }
        });
    }

    private void set(Node shown, Supplier<Optional<String>> dataset, String figure, Supplier<String> filter) {
        dataset.get().ifPresent(name -> editing.add(shown, BarDraft.on(name, figure, filter.get())));
    }
}
