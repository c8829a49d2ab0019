package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.workspace.store.DatabaseFiles;
import io.dqexplorer.workspace.store.FileInUseException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The hidden files a fetch writes before its snapshot is complete, {@code .<snapshot file>.part-<pid>-<uuid>},
 * named by the process writing them: a fetch killed outright (SIGKILL, a power cut) cannot remove its own,
 * so the next fetch removes those of processes no longer running and leaves a live one's alone. A part
 * file of this process is never touched here: its own fetch removes it.
 */
final class PartFiles {

    private static final System.Logger LOG = System.getLogger(PartFiles.class.getName());
    private static final Pattern PART = Pattern.compile("\\..+\\.part-([0-9]+)-[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}(\\.wal)?");

    private PartFiles() {
    }

    /** A new part file for the snapshot {@code target}, in its folder, named by this process. */
    static Path of(Path target) {
        return target.resolveSibling("." + target.getFileName() + ".part-" + ProcessHandle.current().pid() + "-"
                + UUID.randomUUID());
    }

    /**
     * Removes the part files in {@code folder} whose process is gone; one that cannot be removed now stays
     * (hidden: the store never lists it), for a later fetch.
     *
     * @return those removed
     */
    static List<Path> removeAbandoned(Path folder, DatabaseFiles files) {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(PartFiles::abandoned).filter(part -> removed(part, files)).toList();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "Cannot look for the part files of stopped fetches in " + folder
                    + ": " + e.getMessage());
            return List.of();
        }
    }

    private static boolean abandoned(Path file) {
        Matcher part = PART.matcher(file.getFileName().toString());
        if (!part.matches()) {
            return false;
        }
        long pid;
        try {
            pid = Long.parseLong(part.group(1));
        } catch (NumberFormatException notAPid) {
            return false;
        }
        return pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isEmpty();
    }

    private static boolean removed(Path part, DatabaseFiles files) {
        try {
            return files.delete(part, Duration.ZERO);
        } catch (IOException | FileInUseException e) {
            LOG.log(System.Logger.Level.WARNING, "Cannot remove the part file " + part + " of a stopped fetch: "
                    + e.getMessage());
            return false;
        }
    }
}
