package io.dqexplorer.workspace.bars;

/**
 * A result in words, the same for the terminal, the JUnit file and the report: "video.blurry.percent 5.23 % at
 * vc-1a2b; your bar: warns > 5, breached > 6", with the history's side for a relative bar. Text from the service
 * or the bars file is as given: a terminal escapes it, XML and HTML writers quote it.
 */
public final class BarLine {

    private BarLine() {
    }

    /** The figure, its value (or why none) and the measurement(s) it was read at, then the bar. */
    public static String of(BarResult result) {
        return figure(result) + "; your bar: " + result.bar().conditionText();
    }

    /** The figure and its value, or why it has none; for a relative bar, the earlier value and the change. */
    public static String figure(BarResult result) {
        Bar bar = result.bar();
        Unit unit = result.unit();
        StringBuilder text = new StringBuilder(bar.figure().path());
        if (bar.filter().isPresent()) {
            text.append(" of the clips where ").append(bar.filterText());
        }
        if (result.value().isPresent()) {
            text.append(' ').append(unit.shown(result.value().getAsDouble()));
        }
        if (result.token() != null) {
            text.append(" at ").append(result.token());
        }
        if (result.compared().isPresent()) {
            text.append(", against ").append(bar.against().orElseThrow().text()).append(' ')
                    .append(unit.shown(result.compared().getAsDouble())).append(" at ")
                    .append(String.join(", ", result.comparedTokens())).append(": change ")
                    .append(unit.shownChange(result.checked().getAsDouble()));
        }
        if (result.reason() != null) {
            text.append(": ").append(result.reason());
        }
        return text.toString();
    }
}
