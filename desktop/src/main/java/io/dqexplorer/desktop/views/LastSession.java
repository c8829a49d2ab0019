package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.workspace.view.SavedView;
import io.dqexplorer.workspace.view.ViewDocument;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/** The view shown when the last session ended, kept in a small file beside the history for the next sign-in. */
final class LastSession {

    private static final String FILE = "last-session" + ViewDocument.EXTENSION;
    private static final System.Logger LOG = System.getLogger(LastSession.class.getName());

    private final Optional<Path> file;
    private final AsyncRunner runner;

    /** @param dataFolder where the last session's view is kept (the history's folder); none, and none is kept */
    LastSession(Optional<Path> dataFolder, AsyncRunner runner) {
        this.file = dataFolder.map(folder -> folder.resolve(FILE));
        this.runner = runner;
    }

    /** Writes the view, on the calling thread: on sign-out and quit, before the session's runner stops. */
    void keep(Optional<SavedView> view) {
        if (file.isEmpty() || view.isEmpty()) {
            return;
        }
        try {
            ViewDocument.write(view.get(), file.get());
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "The last session's view could not be kept: " + e.getMessage());
        }
    }

    /** Hands on the view kept, when one of {@code origin} was; read through the runner. */
    void read(ViewOrigin origin, Consumer<SavedView> then) {
        if (file.isEmpty()) {
            return;
        }
        Path kept = file.get();
        runner.call(() -> Files.exists(kept) ? Optional.of(ViewDocument.read(kept)) : Optional.<SavedView>empty())
                .onSuccess(read -> read.filter(view -> ViewOrigin.of(view).equals(origin)).ifPresent(then))
                .onError(failure -> LOG.log(System.Logger.Level.WARNING,
                        "The last session's view could not be read: " + failure.getMessage()))
                .start();
    }
}
