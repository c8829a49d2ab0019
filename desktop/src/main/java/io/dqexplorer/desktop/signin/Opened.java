package io.dqexplorer.desktop.signin;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * What a sign-in attempt has opened on its worker thread (the demo service, its client), so that
 * cancelling the attempt closes it all: what is opened after the cancel is closed at once.
 */
final class Opened {

    private static final System.Logger LOG = System.getLogger(Opened.class.getName());

    private final List<AutoCloseable> resources = new ArrayList<>();
    private boolean closed;

    /** Keeps {@code resource} for {@link #closeAll}; once that ran, closes it and stops the attempt. */
    synchronized <R extends AutoCloseable> R keep(R resource) {
        if (closed) {
            close(resource);
            throw new CancellationException("the sign-in was cancelled");
        }
        resources.add(resource);
        return resource;
    }

    synchronized void closeAll() {
        closed = true;
        resources.forEach(Opened::close);
        resources.clear();
    }

    private static void close(AutoCloseable resource) {
        try {
            resource.close();
        } catch (Exception e) {
            // the attempt is abandoned and the user told: a resource that would not close is only logged
            LOG.log(System.Logger.Level.WARNING, "Could not close what a cancelled sign-in opened", e);
        }
    }
}
