package io.dqexplorer.desktop.keys;

import io.dqexplorer.desktop.common.Shortcut;
import atlantafx.base.theme.Styles;
import javafx.geometry.Pos;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
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
            String name = shortcut.name().toLowerCase(Locale.ROOT);
            HBox keys = new HBox(6, keycap("shortcut-keys-" + name, shortcut.keyText()));
            keys.setAlignment(Pos.CENTER_LEFT);
            shortcut.typed().ifPresent(typed -> {
                Label or = new Label("or");
                or.getStyleClass().add(Styles.TEXT_MUTED);
                keys.getChildren().addAll(or, keycap("shortcut-typed-" + name, typed));
            });
            Label does = new Label(action);
            does.setMnemonicParsing(false);
            // a reader on the row hears the keys with what they do
            does.setAccessibleText(shortcut.keyText() + shortcut.typed().map(typed -> " or " + typed).orElse("")
                    + ": " + action);
            rows.addRow(row++, keys, does);
        }
        getDialogPane().setContent(rows);
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        getDialogPane().lookupButton(ButtonType.CLOSE).setId("shortcut-sheet-close");
    }

    /** The keys as on a keycap. */
    private static Label keycap(String id, String keys) {
        Label keycap = new Label(keys);
        keycap.setId(id);
        keycap.getStyleClass().add("shortcut-keys");
        keycap.setMnemonicParsing(false);
        return keycap;
    }
}
