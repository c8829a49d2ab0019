package io.dqexplorer.workspace.store;

import java.nio.file.Path;

/** A database file this process has open (or is opening or closing) that could not be opened, moved or deleted as asked. */
public final class FileInUseException extends RuntimeException {

    private final Path file;

    FileInUseException(Path file, String message) {
        super(message);
        this.file = file;
    }

    /** The file in use. */
    public Path file() {
        return file;
    }
}
