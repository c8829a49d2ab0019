package io.dqexplorer.desktop.common;

import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Every file the app asks the user for: where an export, a report or a view is written, and which view
 * is read. The app answers with the platform's dialogs; a test answers with paths of its own, so that
 * exporting, saving and opening can be driven without a dialog no robot can reach.
 */
public interface FileDialogs {

    /**
     * A kind of file: the dialog's title, the type's name in its filter ("CSV files"), the extension
     * (without the dot) and the folder the dialog opens in (none: the platform's choice).
     */
    record Kind(String title, String typeName, String extension, Optional<Path> folder) {
    }

    /** Where to write a file of {@code kind}, its name ending in the kind's extension; empty when the user cancelled. */
    Optional<Path> save(Kind kind, String suggestedName);

    /** Which file of {@code kind} to read; empty when the user cancelled. */
    Optional<Path> open(Kind kind);

    /** The platform's dialogs, over {@code owner}'s window. */
    static FileDialogs platform(Supplier<Window> owner) {
        return new FileDialogs() {
            @Override
            public Optional<Path> save(Kind kind, String suggestedName) {
                FileChooser chooser = chooser(kind);
                chooser.setInitialFileName(suggestedName);
                File file = chooser.showSaveDialog(owner.get());
                if (file == null) {
                    return Optional.empty();
                }
                String name = file.getName();
                // some platforms' dialogs do not append the filter's extension themselves
                return Optional.of(name.toLowerCase(Locale.ROOT).endsWith("." + kind.extension())
                        ? file.toPath()
                        : file.toPath().resolveSibling(name + "." + kind.extension()));
            }

            @Override
            public Optional<Path> open(Kind kind) {
                return Optional.ofNullable(chooser(kind).showOpenDialog(owner.get())).map(File::toPath);
            }
        };
    }

    private static FileChooser chooser(Kind kind) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(kind.title());
        // a folder deleted since would make the dialog fail to open
        kind.folder().filter(Files::isDirectory).ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind.typeName(), "*." + kind.extension()));
        return chooser;
    }
}
