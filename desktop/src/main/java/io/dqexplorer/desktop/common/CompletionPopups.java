package io.dqexplorer.desktop.common;

import javafx.scene.Parent;
import org.controlsfx.control.textfield.AutoCompletionBinding;

/** Makes ControlsFX's completion popup follow the AtlantaFX theme (see completion.css for why). */
public final class CompletionPopups {

    private static final String STYLESHEET =
            CompletionPopups.class.getResource("/io/dqexplorer/desktop/completion.css").toExternalForm();

    private CompletionPopups() {
    }

    /**
     * Gives the binding's popup the theme's colours for the Modena colours its stylesheet looks up.
     * On the popup's list, next to ControlsFX's stylesheet: the list is styled the first time before
     * the popup has an owner window, so the window's own stylesheets come too late.
     */
    public static <T> AutoCompletionBinding<T> themed(AutoCompletionBinding<T> binding) {
        binding.getAutoCompletionPopup().skinProperty().addListener((obs, old, skin) -> {
            if (skin != null && skin.getNode() instanceof Parent list) {
                list.getStylesheets().add(STYLESHEET);
            }
        });
        return binding;
    }
}
