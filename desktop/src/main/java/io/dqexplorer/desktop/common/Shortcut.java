package io.dqexplorer.desktop.common;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

import java.util.List;
import java.util.Optional;

/**
 * Every keyboard shortcut of the app, in the order the shortcut sheet lists them: the one place that
 * names a key, so a menu item's accelerator, a scene's handler and the sheet never disagree.
 * {@link KeyCombination#SHORTCUT_DOWN} is Ctrl on Linux and Windows and Cmd on macOS.
 */
public enum Shortcut {
    FILTER("Filter the clip table", KeyCode.F),
    EXPORT("Export what the tab shows", KeyCode.E),
    SAVE_VIEW("Save view…", KeyCode.S),
    OPEN_VIEW("Open view…", KeyCode.O),
    COPY_LINK("Copy a link to this view", KeyCode.L),
    REPORT("Report…", KeyCode.R),
    TAB_1("First tab", KeyCode.DIGIT1),
    TAB_2("Second tab", KeyCode.DIGIT2),
    TAB_3("Third tab", KeyCode.DIGIT3),
    TAB_4("Fourth tab", KeyCode.DIGIT4),
    TAB_5("Fifth tab", KeyCode.DIGIT5),
    TAB_6("Sixth tab", KeyCode.DIGIT6),
    CHECK_NEWER("Check for a newer measurement", new KeyCodeCombination(KeyCode.F5)),
    GO_TO_CLIP("Go to a clip id in the snapshot", KeyCode.G),
    PREVIOUS_PAGE("Previous page of clips (a screen of rows in the snapshot)",
            new KeyCodeCombination(KeyCode.LEFT, KeyCombination.ALT_DOWN)),
    NEXT_PAGE("Next page of clips (a screen of rows in the snapshot)",
            new KeyCodeCombination(KeyCode.RIGHT, KeyCombination.ALT_DOWN)),
    CELL_MENU("The clip table's focused cell: only clips with its value, leave it out, copy (or the menu key)",
            new KeyCodeCombination(KeyCode.F10, KeyCombination.SHIFT_DOWN)),
    COPY_ROWS("Copy the selected clips, with the columns shown, as TSV", KeyCode.C),
    COPY_ROWS_AS("Copy the selected clips as TSV, CSV or Markdown…",
            new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN)),
    SET_BAR("Set a bar on the figure in focus (a defect card, a hand share, a summary card)…", KeyCode.B),
    CANCEL_QUERY("Cancel the clip table's query under way", new KeyCodeCombination(KeyCode.ESCAPE)),
    DATASETS("The dataset list (shown if hidden)",
            new KeyCodeCombination(KeyCode.D, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN)),
    CLOSE_WINDOW("Close the Trends window (Esc and Alt+F4 too)", KeyCode.W),
    HELP("This sheet of shortcuts", new KeyCodeCombination(KeyCode.F1), "?");

    /** The tabs' shortcuts, the first tab's first. */
    public static final List<Shortcut> TABS = List.of(TAB_1, TAB_2, TAB_3, TAB_4, TAB_5, TAB_6);

    private final String action;
    private final KeyCombination keys;
    private final Optional<String> typed;

    /** Its key with Ctrl (Cmd on macOS). */
    Shortcut(String action, KeyCode withShortcut) {
        this(action, new KeyCodeCombination(withShortcut, KeyCombination.SHORTCUT_DOWN));
    }

    Shortcut(String action, KeyCombination keys) {
        this(action, keys, null);
    }

    /** @param typed a character that does the same when typed outside a text field (where it would be text) */
    Shortcut(String action, KeyCombination keys, String typed) {
        this.action = action;
        this.keys = keys;
        this.typed = Optional.ofNullable(typed);
    }

    /** What the shortcut does, in the words of the shortcut sheet. */
    public String action() {
        return action;
    }

    public KeyCombination keys() {
        return keys;
    }

    /** The keys as this platform writes them: "Ctrl+S" here, "⌘S" on macOS. */
    public String keyText() {
        return keys.getDisplayText();
    }

    /** The character that also does it, typed while no text field has the focus: "?" for this sheet. */
    public Optional<String> typed() {
        return typed;
    }

    /** Whether the key event is this shortcut: its keys pressed, or its character typed. */
    public boolean matches(KeyEvent event) {
        if (event.getEventType() == KeyEvent.KEY_TYPED) {
            return typed.filter(event.getCharacter()::equals).isPresent();
        }
        return event.getEventType() == KeyEvent.KEY_PRESSED && keys.match(event);
    }
}
