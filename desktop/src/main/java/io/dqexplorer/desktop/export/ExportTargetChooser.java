package io.dqexplorer.desktop.export;

import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/** Where an export goes: asks for a .csv file; empty when the user cancelled. */
@FunctionalInterface
public interface ExportTargetChooser {

    Optional<Path> choose(String suggestedFileName);

    /** The platform's save dialog, over {@code owner}'s window. */
    static ExportTargetChooser saveDialog(Supplier<Window> owner) {
        return suggestedFileName -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Export clips as CSV");
            chooser.setInitialFileName(suggestedFileName);
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV files", "*.csv"));
            File file = chooser.showSaveDialog(owner.get());
            if (file == null) {
                return Optional.empty();
            }
            String name = file.getName();
            // some platforms' dialogs do not append the filter's extension themselves
            return Optional.of(name.toLowerCase(Locale.ROOT).endsWith(".csv")
                    ? file.toPath()
                    : file.toPath().resolveSibling(name + ".csv"));
        };
    }
}
