package io.dqexplorer.desktop.common.export;

import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.Settings;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** Where an export goes: asks for a file of the suggested name's type (.csv, .parquet); empty when the user cancelled. */
@FunctionalInterface
public interface ExportTargetChooser {

    Optional<Path> choose(String suggestedFileName);

    /**
     * Asks {@code files} for a file of the suggested name's extension (CSV when it has none), in the
     * folder the last export went to.
     */
    static ExportTargetChooser of(FileDialogs files, Settings settings) {
        return suggestedFileName -> {
            int dot = suggestedFileName.lastIndexOf('.');
            String extension = dot < 0 ? "csv" : suggestedFileName.substring(dot + 1).toLowerCase(Locale.ROOT);
            String type = extension.equals("csv") || extension.equals("html") ? extension.toUpperCase(Locale.ROOT)
                    : Character.toUpperCase(extension.charAt(0)) + extension.substring(1);
            // the same dialog saves clips, a view and a table of differences: the title names the format only
            return files.save(new FileDialogs.Kind("Export as " + type, type + " files", extension, settings.exportFolder()),
                    suggestedFileName);
        };
    }
}
