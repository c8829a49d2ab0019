package io.dqexplorer.desktop.app;

import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import javafx.application.Application;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.Optional;

/**
 * Light or dark (AtlantaFX Primer), applied to the whole app at once. The theme the user chose with the
 * toggle is remembered and shown at the next launch; a user who never chose one sees the platform's
 * preference ({@link SystemTheme}) once it has answered, light until then and where it says nothing.
 * <p>
 * Primer Light stays the one user-agent stylesheet; dark is a pseudo-class on the root of every window
 * that turns on dark.css, Primer Dark's colours as a layer over it. Replacing the user-agent stylesheet
 * instead would empty JavaFX's style caches and match every node again: twice the time of a switch.
 */
public final class ThemeSwitch {

    private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");
    private final Settings settings;
    /** Whether the theme was set since the start (chosen, or set by a test): the platform's answer is late then. */
    private boolean decided;

    /**
     * @param system asked off the UI thread, through {@code runner}, when no theme was ever chosen
     */
    public ThemeSwitch(Settings settings, SystemTheme system, AsyncRunner runner) {
        this.settings = settings;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        Optional<Boolean> chosen = settings.chosenDarkTheme();
        dark.set(chosen.orElse(false));
        DarkLayer.apply(dark.get());
        dark.addListener((obs, old, now) -> {
            decided = true;
            DarkLayer.apply(now);
        });
        if (chosen.isEmpty()) {
            runner.call(system::prefersDark)
                    .onSuccess(prefers -> prefers.filter(systemDark -> !decided).ifPresent(dark::set))
                    .start();
        }
    }

    /** The user's choice: shown now and at every launch after. */
    public void choose(boolean isDark) {
        decided = true;
        dark.set(isDark);
        settings.rememberDarkTheme(isDark);
    }

    /**
     * Gives the scene the dark layer before it is first shown, so that its first stylesheet pass is its
     * only one; the windows shown later (dialogs, popups) get it when they show.
     */
    public void style(Scene scene) {
        DarkLayer.follow(scene);
    }

    public BooleanProperty darkProperty() {
        return dark;
    }

    /**
     * A new theme button for one place in the UI. A plain button showing the theme it switches to,
     * rather than a toggle, whose pressed look would read as "something is on".
     */
    public Button newToggle() {
        Button toggle = new Button();
        toggle.setId("theme-toggle");
        toggle.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        toggle.setOnAction(e -> choose(!dark.get()));
        // bound to the icon code, not to icon nodes: a mapping that held nodes would stay subscribed to
        // the app-lifetime theme and keep each toggle's window (a signed-out main window) alive
        FontIcon icon = new FontIcon();
        icon.iconCodeProperty().bind(dark.map(isDark -> isDark ? Material2MZ.WB_SUNNY : Material2MZ.NIGHTS_STAY));
        toggle.setGraphic(icon);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(dark.map(isDark -> isDark ? "Switch to the light theme" : "Switch to the dark theme"));
        toggle.setTooltip(tip);
        toggle.accessibleTextProperty().bind(tip.textProperty());
        return toggle;
    }
}
