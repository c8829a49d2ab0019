package io.dqexplorer.desktop.testing;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * The labels a user sees cut short: a skin that lacks the room for a label's text shows it with an
 * ellipsis instead, so the text drawn differs from the label's own.
 */
public final class CutLabels {

    private CutLabels() {
    }

    /** Each shown label (table cells included) under {@code root} whose text is cut, as "text → shown". Call on the FX thread. */
    public static List<String> under(Node root) {
        List<String> cut = new ArrayList<>();
        collect(root, cut);
        return cut;
    }

    private static void collect(Node node, List<String> cut) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            labeled.getChildrenUnmodifiable().stream()
                    .filter(child -> child instanceof Text && child.getStyleClass().contains("text"))
                    .map(child -> ((Text) child).getText())
                    .filter(shown -> !shown.equals(labeled.getText()))
                    .forEach(shown -> cut.add(labeled.getText() + " → " + shown));
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, cut));
        }
    }
}
