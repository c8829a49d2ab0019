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

/** Where an export goes: asks for a file of the suggested name's type (.csv, .parquet); empty when the user cancelled. */
@FunctionalInterface
public interface ExportTargetChooser {

    Optional<Path> choose(String suggestedFileName);

    /**
     * The platform's save dialog, over {@code owner}'s window, opening in the folder the last export
     * went to, for files of the suggested name's extension (CSV when it has none).
     */
    static ExportTargetChooser saveDialog(Supplier<Window> owner, Settings settings) {
        return suggestedFileName -> {
            int dot = suggestedFileName.lastIndexOf('.');
            String extension = dot < 0 ? "csv" : suggestedFileName.substring(dot + 1).toLowerCase(Locale.ROOT);
            String type = extension.equals("csv") || extension.equals("html") ? extension.toUpperCase(Locale.ROOT)
                    : Character.toUpperCase(extension.charAt(0)) + extension.substring(1);
            FileChooser chooser = new FileChooser();
            // the same dialog saves clips, a view and a table of differences: the title names the format only
            chooser.setTitle("Export as " + type);
            chooser.setInitialFileName(suggestedFileName);
            // a folder deleted since would make the dialog fail to open
            settings.exportFolder().filter(Files::isDirectory).ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(type + " files", "*." + extension));
            File file = chooser.showSaveDialog(owner.get());
            if (file == null) {
                return Optional.empty();
            }
            String name = file.getName();
            // some platforms' dialogs do not append the filter's extension themselves
            return Optional.of(name.toLowerCase(Locale.ROOT).endsWith("." + extension)
                    ? file.toPath()
                    : file.toPath().resolveSibling(name + "." + extension));
        };
    }
}
