package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.common.Settings;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/** Where an export goes: asks for a .csv file; empty when the user cancelled. */
@FunctionalInterface
public interface ExportTargetChooser {

    Optional<Path> choose(String suggestedFileName);

    /** The platform's save dialog, over {@code owner}'s window, opening in the folder the last export went to. */
    static ExportTargetChooser saveDialog(Supplier<Window> owner, Settings settings) {
        return suggestedFileName -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Export clips as CSV");
            chooser.setInitialFileName(suggestedFileName);
            // a folder deleted since would make the dialog fail to open
            settings.exportFolder().filter(Files::isDirectory).ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
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
