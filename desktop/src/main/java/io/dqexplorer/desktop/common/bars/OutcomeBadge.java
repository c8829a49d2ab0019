package io.dqexplorer.desktop.common.bars;

import io.dqexplorer.workspace.bars.Outcome;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.Locale;
import java.util.Optional;

/**
 * An outcome of the analyst's bar in words, an icon and a colour: never the colour alone ("holds" green with a
 * tick, "warns" amber, "breached" red with a cross, "not measured" muted with a dash, never a tick).
 */
public class OutcomeBadge extends Label {

    public static final String STYLE_CLASS = "bar-outcome";

    public OutcomeBadge() {
        getStyleClass().add(STYLE_CLASS);
        setMnemonicParsing(false);
        setMinWidth(USE_PREF_SIZE);
    }

    public OutcomeBadge(Optional<Outcome> outcome, String words) {
        this();
        show(outcome, words);
    }

    /** @param outcome none for a bar set elsewhere: muted, without an icon */
    public void show(Optional<Outcome> outcome, String words) {
        getStyleClass().removeIf(style -> style.startsWith(STYLE_CLASS + "-"));
        setText(words);
        setGraphic(outcome.map(shown -> (Node) new FontIcon(icon(shown))).orElse(null));
        getStyleClass().add(STYLE_CLASS + "-" + outcome.map(OutcomeBadge::styleName).orElse("elsewhere"));
    }

    /** "holds", "warns", "breached", "not-measured", "not-checked": the CSS class's last word. */
    public static String styleName(Outcome outcome) {
        return outcome.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static Ikon icon(Outcome outcome) {
        return switch (outcome) {
            case HOLDS -> Material2AL.CHECK_CIRCLE_OUTLINE;
            case WARNS -> Material2MZ.WARNING;
            case BREACHED -> Material2AL.CANCEL;
            case NOT_MEASURED -> Material2MZ.REMOVE_CIRCLE_OUTLINE;
            case NOT_CHECKED -> Material2AL.ERROR_OUTLINE;
        };
    }
}
