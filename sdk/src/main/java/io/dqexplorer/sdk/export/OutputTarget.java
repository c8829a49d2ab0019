package io.dqexplorer.sdk.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What a file the app or a command writes may replace: nothing (a new path) or a regular file. Every
 * writer moves its finished file over the target, and a rename replaces whatever node is there: a FIFO, a
 * socket, or a device such as {@code /dev/null} would become a regular file (as root, the system's own
 * device). So anything else is refused before a byte is written, with or without {@code --force}.
 */
public final class OutputTarget {

    private OutputTarget() {
    }

    /**
     * @throws ExportException naming the path and what it is, when something other than a regular file (or a
     *                         link to one) is there
     */
    public static void check(Path target) {
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS) || Files.isRegularFile(target)) {
            return;
        }
        throw new ExportException(target + " is " + kind(target) + ", not a regular file: choose a file name",
                target, null);
    }

    private static String kind(Path target) {
        if (Files.isDirectory(target)) {
            return "a folder";
        }
        if (Files.isSymbolicLink(target) && !Files.exists(target)) {
            return "a link to nothing";
        }
        try {
            BasicFileAttributes attributes = Files.readAttributes(target, BasicFileAttributes.class);
            return attributes.isOther() ? "a device, a pipe or a socket" : "not a file";
        } catch (IOException unreadable) {
            return "unreadable (" + ExportException.describe(unreadable) + ")";
        }
    }
}
