package io.dqexplorer.desktop.keys;

import io.dqexplorer.desktop.common.Shortcut;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

import java.util.List;
import java.util.Locale;

/**
 * Every shortcut of the app beside what it does, as {@link Shortcut} lists them: the keys as this platform
 * writes them (Cmd on macOS). A tab's shortcut names its tab, and a shortcut for a tab this window does not
 * have is left out. Escape or Close closes it.
 */
public final class ShortcutSheet extends Dialog<Void> {

    /** @param tabTitles the window's tabs, in order: {@link Shortcut#TABS} bring them forward */
    public ShortcutSheet(Window owner, List<String> tabTitles) {
        initOwner(owner);
        // the app's own styles; the theme is the whole app's already
        if (owner != null && owner.getScene() != null) {
            getDialogPane().getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        setTitle("Keyboard shortcuts");
        setHeaderText("Keyboard shortcuts");
        getDialogPane().setId("shortcut-sheet");

        GridPane rows = new GridPane();
        rows.setId("shortcut-rows");
        rows.setHgap(16);
        rows.setVgap(6);
        int row = 0;
        for (Shortcut shortcut : Shortcut.values()) {
            int tab = Shortcut.TABS.indexOf(shortcut);
            if (tab >= tabTitles.size()) {
                continue;
            }
            String action = tab < 0 ? shortcut.action() : "The " + tabTitles.get(tab) + " tab";
            Label keys = new Label(keysOf(shortcut));
            keys.setId("shortcut-keys-" + shortcut.name().toLowerCase(Locale.ROOT));
            keys.getStyleClass().add("shortcut-keys");
            keys.setMnemonicParsing(false);
            Label does = new Label(action);
            does.setMnemonicParsing(false);
            // a reader on the row hears the keys with what they do
            keys.setAccessibleText(keys.getText() + ": " + action);
            rows.addRow(row++, keys, does);
        }
        getDialogPane().setContent(rows);
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        getDialogPane().lookupButton(ButtonType.CLOSE).setId("shortcut-sheet-close");
    }

    private static String keysOf(Shortcut shortcut) {
        return shortcut.typed().map(typed -> shortcut.keyText() + "  or  " + typed).orElse(shortcut.keyText());
    }
}
