package io.dqexplorer.desktop.common.bars;

import javafx.scene.control.Tooltip;

import java.util.Optional;

/**
 * The mark a bar makes where its figure is shown: "your bar: breached" with its icon and colour, and the bar's
 * name and condition on hover.
 */
public final class BarMark extends OutcomeBadge {

    private final String words;

    public BarMark(FigureBars.Mark mark) {
        super(Optional.of(mark.outcome()), "your bar: " + mark.outcome().words());
        this.words = mark.words();
        getStyleClass().add("bar-mark");
        setTooltip(new Tooltip(words));
    }

    /** "Your bar “Blurry footage”: breached > 6". */
    public String words() {
        return words;
    }
}
