package io.dqexplorer.sdk.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * A file being written beside its target, under a hidden name {@code .<name>.<random>.part} in
 * the same folder (so the final move is a rename on one file system). {@link #commit()} syncs it
 * to disk and moves it over the target atomically; {@link #discard()} deletes it. Until commit,
 * the target, if it exists, is untouched. Public so that the workspace's query exports write their
 * files and manifests the same way.
 */
public final class PartFile {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path target;
    private final Path part;
    private final FileChannel channel;
    private boolean committed;

    private PartFile(Path target, Path part, FileChannel channel) {
        this.target = target;
        this.part = part;
        this.channel = channel;
    }

    /** Creates the part file for {@code target} (an absolute path) in the target's folder. */
    public static PartFile beside(Path target) throws IOException {
        byte[] random = new byte[8];
        RANDOM.nextBytes(random);
        String name = "." + target.getFileName() + "." + HexFormat.of().formatHex(random) + ".part";
        Path part = target.resolveSibling(name);
        FileChannel channel = FileChannel.open(part, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        return new PartFile(target, part, channel);
    }

    /**
     * Checks that an export can go to {@code target}: its folder exists and is a folder, and the target
     * is a regular file or nothing yet ({@link OutputTarget}).
     *
     * @throws ExportException naming the path at fault
     */
    public static void checkFolder(Path target) {
        Path folder = target.getParent();
        if (folder == null || !Files.exists(folder)) {
            throw new ExportException("The export folder does not exist: " + folder, folder, null);
        }
        if (!Files.isDirectory(folder)) {
            throw new ExportException("The export folder is not a folder: " + folder, folder, null);
        }
        OutputTarget.check(target);
    }

    /**
     * {@link #beside} for an export, once {@link OutputTarget} allows the target (a manifest's too): a failure
     * is an {@link ExportException} naming the path.
     */
    public static PartFile forExport(Path target) {
        OutputTarget.check(target);
        try {
            return beside(target);
        } catch (IOException e) {
            throw new ExportException("Could not create a file in the export folder " + target.getParent()
                    + ": " + ExportException.describe(e), target.getParent(), e);
        }
    }

    /** {@link #discard()} of a part file that may not have been created yet (null). */
    public static void discard(PartFile part) {
        if (part != null) {
            part.discard();
        }
    }

    public boolean committed() {
        return committed;
    }

    /** A stream onto the part file. Closing it does not close the part file; commit does. */
    public OutputStream stream() {
        OutputStream raw = Channels.newOutputStream(channel);
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                raw.write(b);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                raw.write(bytes, offset, length);
            }
        };
    }

    /** Forces the content to disk, closes, and moves the part file over the target. */
    public void commit() throws IOException {
        channel.force(true);
        channel.close();
        try {
            Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING);
        }
        committed = true;
        syncFolder(target.getParent());
    }

    /**
     * Moves a file ({@code filePart}) and then its manifest into place. A file already at the target is first kept
     * under a hidden backup name (a hard link, else a copy) and put back if the manifest cannot
     * follow the file, so that no failure loses it; with no earlier file, the new file is taken back
     * out. The backup is deleted once both moves succeeded. A manifest move that fails leaves the
     * earlier manifest untouched (a rename either happens or not).
     */
    public static void commitWithManifest(PartFile filePart, PartFile manifestPart) throws IOException {
        Path target = filePart.target;
        PreviousFile previous = PreviousFile.keep(target);
        try {
            filePart.commit();
            manifestPart.commit();
        } catch (IOException | RuntimeException e) {
            if (filePart.committed()) {
                try {
                    previous.restore();
                } catch (IOException restoreFailed) {
                    e.addSuppressed(restoreFailed);
                    throw new ExportException("Could not write the export " + target + ": " + ExportException.describe(e)
                            + "; the previous file could not be put back and is kept as " + previous.backup(),
                            target, e);
                }
            } else {
                previous.drop();
            }
            throw e;
        }
        previous.drop();
    }

    /** Closes and deletes the part file unless it was committed; never throws. */
    public void discard() {
        if (committed) {
            return;
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // deleting below is what matters
        }
        try {
            Files.deleteIfExists(part);
        } catch (IOException ignored) {
            // nothing better to do: the hidden .part name keeps it apart from the target
        }
    }

    /** Makes the rename durable where the platform allows syncing a folder (not on Windows). */
    private static void syncFolder(Path folder) {
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | RuntimeException ignored) {
            // best effort only
        }
    }
}
