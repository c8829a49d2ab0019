package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.keys.ShortcutSheet;
import javafx.event.EventHandler;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The signed-in window's shortcuts: the window's own (the tabs, the dataset list, the shortcut sheet) and
 * those a control of the tab in front answers (see {@link ShortcutTargets}). Handled on the scene, after
 * the control with the focus had its turn, so that a field keeps the keys it edits with; on the scene
 * rather than the window, so that they work while nothing has the focus too (after sign-in, or when the
 * focused control left with its tab). The menu items of the views and the report carry their own
 * accelerators: nothing here binds them.
 */
final class KeyBindings {

    /** The pulses a tab brought forward may take to show what a shortcut looks for: its view comes in steps. */
    private static final int PULSES_TO_SHOW = 4;

    private final MainWindow window;
    private final Map<Shortcut, Runnable> actions = new EnumMap<>(Shortcut.class);
    private final EventHandler<KeyEvent> handler = this::handle;

    private KeyBindings(MainWindow window) {
        this.window = window;
        for (int i = 0; i < Shortcut.TABS.size(); i++) {
            int index = i;
            actions.put(Shortcut.TABS.get(i), () -> window.selectTab(index));
        }
        actions.put(Shortcut.DATASETS, window::focusDatasets);
        actions.put(Shortcut.HELP, this::showSheet);
        for (Shortcut inTab : List.of(Shortcut.EXPORT, Shortcut.CHECK_NEWER, Shortcut.PREVIOUS_PAGE,
                Shortcut.NEXT_PAGE)) {
            actions.put(inTab, () -> inFrontTab(inTab).ifPresent(Runnable::run));
        }
        // the clip table's fields answer from any tab: the Clips tab comes forward
        for (Shortcut toClips : List.of(Shortcut.FILTER, Shortcut.GO_TO_CLIP)) {
            actions.put(toClips, () -> inFrontTab(toClips).ifPresentOrElse(Runnable::run, () -> {
                if (window.selectClipTab()) {
                    onceShown(toClips, PULSES_TO_SHOW);
                }
            }));
        }
    }

    /** Handles the window's shortcuts in whichever scene shows it, for as long as it does. */
    static void install(MainWindow window) {
        KeyBindings bindings = new KeyBindings(window);
        window.sceneProperty().addListener((obs, old, scene) -> {
            if (old != null) {
                old.removeEventHandler(KeyEvent.ANY, bindings.handler);
            }
            if (scene != null) {
                scene.addEventHandler(KeyEvent.ANY, bindings.handler);
            }
        });
    }

    private void handle(KeyEvent event) {
        // "?" typed in a field is the field's
        if (event.getEventType() == KeyEvent.KEY_TYPED && event.getTarget() instanceof TextInputControl) {
            return;
        }
        actions.entrySet().stream().filter(entry -> entry.getKey().matches(event)).findFirst().ifPresent(entry -> {
            event.consume();
            entry.getValue().run();
        });
    }

    private Optional<Runnable> inFrontTab(Shortcut shortcut) {
        return window.frontContent().flatMap(content -> ShortcutTargets.shownUnder(content, shortcut));
    }

    /** Runs the shortcut's target once the tab just brought forward shows it, waiting a few pulses at most. */
    private void onceShown(Shortcut shortcut, int pulses) {
        Scene scene = window.getScene();
        if (scene != null) {
            AfterPulse.run(scene, () -> inFrontTab(shortcut).ifPresentOrElse(Runnable::run, () -> {
                if (pulses > 1) {
                    onceShown(shortcut, pulses - 1);
                }
            }));
        }
    }

    /** Modal, as the app's other dialogs: while it shows, the window's keys are the sheet's (Escape closes it). */
    private void showSheet() {
        new ShortcutSheet(window.getScene().getWindow(), window.tabTitles()).show();
    }
}
