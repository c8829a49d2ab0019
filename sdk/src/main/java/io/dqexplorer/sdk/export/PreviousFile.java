package io.dqexplorer.sdk.export;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * A file already at an export's target, kept under a hidden {@code .<name>.<random>.bak} name in
 * the same folder while the new CSV and its manifest are moved in: {@link #restore()} puts it back
 * when the manifest cannot follow (or removes the new CSV when there was no earlier file), and
 * {@link #drop()} deletes the backup once both moves succeeded. The backup is a hard link (no
 * copying, the target itself is never moved away), else a copy where links are not supported.
 */
final class PreviousFile {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path target;
    private final Path backup;

    private PreviousFile(Path target, Path backup) {
        this.target = target;
        this.backup = backup;
    }

    /** Keeps whatever is at {@code target} (an absolute path); nothing to keep when there is no file. */
    static PreviousFile keep(Path target) throws IOException {
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return new PreviousFile(target, null);
        }
        byte[] random = new byte[8];
        RANDOM.nextBytes(random);
        Path backup = target.resolveSibling("." + target.getFileName() + "." + HexFormat.of().formatHex(random) + ".bak");
        try {
            Files.createLink(backup, target);
        } catch (UnsupportedOperationException | FileSystemException noLink) {
            Files.deleteIfExists(backup);
            Files.copy(target, backup, StandardCopyOption.COPY_ATTRIBUTES, LinkOption.NOFOLLOW_LINKS);
        }
        return new PreviousFile(target, backup);
    }

    /** The hidden backup, or null when there was no earlier file. */
    Path backup() {
        return backup;
    }

    /** Puts the earlier file back over the target, or removes the target when there was none. */
    void restore() throws IOException {
        if (backup == null) {
            Files.deleteIfExists(target);
            return;
        }
        try {
            Files.move(backup, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(backup, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Deletes the backup; never throws (a left-over hidden .bak file harms nothing). */
    void drop() {
        if (backup == null) {
            return;
        }
        try {
            Files.deleteIfExists(backup);
        } catch (IOException ignored) {
            // best effort
        }
    }
}
