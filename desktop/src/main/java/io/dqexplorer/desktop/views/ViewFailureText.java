package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.workspace.view.ViewFormatException;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * What the notice says of a view that did not open, as a sentence about the file or link: what it is when it
 * is no view ("kitchen.dqview is not a DQ Explorer view: not UTF-8 JSON"), or why the file could not be read.
 */
final class ViewFailureText {

    private ViewFailureText() {
    }

    /** @param subject the file's name, or "The link" */
    static String of(String subject, Throwable failure) {
        if (failure instanceof ViewFormatException notAView) {
            return notAView.about(subject);
        }
        if (failure instanceof IOException unread) {
            return subject + " could not be read: " + why(unread);
        }
        return subject + " could not be opened: " + ErrorReport.of(failure).headline();
    }

    private static String why(IOException unread) {
        if (unread instanceof NoSuchFileException) {
            return "there is no such file";
        }
        if (unread instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (unread instanceof FileSystemException system && system.getReason() != null) {
            return system.getReason();
        }
        return unread.getMessage();
    }
}
