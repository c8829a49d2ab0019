package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.views.Views.Kind;
import io.dqexplorer.desktop.views.Views.Notice;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.view.SavedView;
import io.dqexplorer.workspace.view.ViewDocument;
import io.dqexplorer.workspace.view.ViewFormatException;
import io.dqexplorer.workspace.view.ViewLink;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Views as {@code .dqview} files and {@code dqexplorer:} links: writes one (whole or not at all), reads one
 * through the runner and hands it on to be shown; the files saved or opened are listed among the recent views.
 * What is wrong with a file or link shows in the notice.
 */
public final class ViewFiles {

    private final AsyncRunner runner;
    private final Settings settings;
    private final Consumer<String> status;
    private final Consumer<Notice> notice;
    private final BiConsumer<SavedView, ViewSource> show;

    ViewFiles(AsyncRunner runner, Settings settings, Consumer<String> status, Consumer<Notice> notice,
              BiConsumer<SavedView, ViewSource> show) {
        this.runner = runner;
        this.settings = settings;
        this.status = status;
        this.notice = notice;
        this.show = show;
    }

    /** Writes {@code view} to {@code file} (whole or not at all) and lists it among the recent views. */
    void save(SavedView view, Path file) {
        runner.call(() -> {
                    ViewDocument.write(view, file);
                    return file;
                })
                .onSuccess(saved -> {
                    settings.rememberRecentView(saved);
                    status.accept("View saved to " + saved.getFileName());
                })
                .onError(failure -> failed("The view could not be saved to " + file, failure))
                .start();
    }

    /** Reads a {@code .dqview} file's path or parses a {@code dqexplorer:} link, and shows the view. */
    void open(String fileOrLink, ViewSource from) {
        if (ViewLink.isLink(fileOrLink)) {
            try {
                show.accept(ViewLink.parse(fileOrLink), from);
            } catch (ViewFormatException e) {
                notOpened("The link", e);
            }
            return;
        }
        Path file;
        try {
            file = Path.of(fileOrLink);
        } catch (InvalidPathException e) {
            failed("No view could be opened", e);
            return;
        }
        runner.call(() -> ViewDocument.read(file))
                .onSuccess(view -> {
                    settings.rememberRecentView(file);
                    show.accept(view, from);
                })
                .onError(failure -> notOpened(String.valueOf(file.getFileName()), failure))
                .start();
    }

    /**
     * Reads a {@code .dqview} file or a {@code dqexplorer:} link off the UI thread and hands the view on, on it:
     * for the sign-in to prepare for it. What cannot be read is told when the view is opened after the sign-in.
     */
    public static void read(String fileOrLink, AsyncRunner runner, Consumer<SavedView> then) {
        runner.call(() -> ViewLink.isLink(fileOrLink) ? ViewLink.parse(fileOrLink) : ViewDocument.read(Path.of(fileOrLink)))
                .onSuccess(then)
                .onError(unread -> { })
                .start();
    }

    private void failed(String what, Throwable failure) {
        String why = failure instanceof IOException || failure instanceof InvalidPathException
                ? failure.getMessage() : ErrorReport.of(failure).headline();
        notice.accept(new Notice(Kind.ERROR, ServiceText.shown(what + ": " + why), List.of()));
    }

    /** A file or link that did not open: what it is, or why it could not be read. */
    private void notOpened(String subject, Throwable failure) {
        notice.accept(new Notice(Kind.ERROR, ServiceText.shown(ViewFailureText.of(subject, failure)), List.of()));
    }
}
