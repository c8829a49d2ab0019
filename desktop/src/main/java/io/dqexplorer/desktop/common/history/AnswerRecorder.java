package io.dqexplorer.desktop.common.history;

import io.dqexplorer.sdk.measurement.AnswerListener;
import io.dqexplorer.sdk.measurement.MeasurementAnswer;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Keeps every measurement answer a client reads in the session's history, on the thread that read it
 * (a worker, never the UI thread). Keeping is a side matter: a failure (the file held, the disk full)
 * never fails the load that read the answer, and is logged once, not once per answer.
 * Before a session is signed in (the access check) there is nothing to key an answer by, and nothing is kept.
 */
public final class AnswerRecorder implements AnswerListener {

    private static final System.Logger LOG = System.getLogger(AnswerRecorder.class.getName());

    private final AtomicBoolean failureLogged = new AtomicBoolean();
    private volatile Supplier<SessionHistory> session;

    /** Keeps the answers read from now on in this session's history. */
    public void keepIn(SessionHistory history) {
        session = () -> history;
    }

    /**
     * Keeps the answers read from now on in the history {@code opening} opens when the first one comes: for a
     * command, which learns its organization (an access call) only if it reads a measurement at all.
     * Opened once; a failure to open is tried again with the next answer.
     */
    public void keepInWhenAnswered(Supplier<SessionHistory> opening) {
        AtomicReference<SessionHistory> opened = new AtomicReference<>();
        session = () -> opened.updateAndGet(known -> known != null ? known : opening.get());
    }

    /** Keeps nothing more: the session ended. */
    public void stop() {
        session = null;
    }

    @Override
    public void answered(MeasurementAnswer answer) {
        Supplier<SessionHistory> current = session;
        if (current == null) {
            return;
        }
        try {
            current.get().record(answer);
        } catch (RuntimeException e) {
            // the history's messages name its file and the database's reason, never the credential
            if (failureLogged.compareAndSet(false, true)) {
                LOG.log(System.Logger.Level.WARNING, "The measurement history did not keep a " + answer.family()
                        + " answer (further failures are not logged): " + e.getMessage());
            }
        }
    }
}
