package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.report.Figures;

import java.util.Locale;

/**
 * The unit a figure is given in, as the service or the re-total gives it: a bar's numbers are in the same
 * unit (a percent bar on 0..100, a share bar on 0..1), and a bar against the history measures the change
 * in it (percentage points for a percent).
 */
public enum Unit {
    /** 0..100. */
    PERCENT("percent", "percentage points"),
    /** 0..1. */
    FRACTION("fraction", "fraction"),
    HOURS("hours", "hours"),
    SECONDS("seconds", "seconds"),
    COUNT("count", "count");

    private final String word;
    private final String changeWord;

    Unit(String word, String changeWord) {
        this.word = word;
        this.changeWord = changeWord;
    }

    /** The unit's name in the JSON and the figure list: "percent", "fraction", … */
    public String word() {
        return word;
    }

    /** The unit of a change of the figure: "percentage points" for a percent. */
    public String changeWord() {
        return changeWord;
    }

    /** The value written with its unit: "5.23 %", "0.9123", "12.50 h", "2,734". */
    public String shown(double value) {
        return switch (this) {
            case PERCENT -> Figures.percent(value);
            case FRACTION -> String.format(Locale.US, "%.4f", value);
            case HOURS -> Figures.hours(value);
            case SECONDS -> Figures.seconds(value);
            case COUNT -> value == Math.rint(value) && Math.abs(value) < 1e15 ? Figures.count((long) value)
                    : String.format(Locale.US, "%.2f", value);
        };
    }

    /** A change of the figure, signed: "+0.40 pp", "−0.0120", "+1.50 h". */
    public String shownChange(double change) {
        if (this == PERCENT) {
            return Figures.points(change);
        }
        String magnitude = shown(Math.abs(change));
        return (change > 0 ? "+" : change < 0 ? "−" : "±") + magnitude;
    }
}
