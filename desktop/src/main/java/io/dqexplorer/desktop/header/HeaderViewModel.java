package io.dqexplorer.desktop.header;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Scope;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.List;
import java.util.Optional;

/**
 * The main window's header: who is signed in (the access endpoint's scope and capabilities) and,
 * on the demo service, re-measuring a dataset so that analysts can watch a newer measurement appear.
 */
public final class HeaderViewModel {

    private final Session session;
    private final AsyncRunner runner;
    private final NewerMeasurements newer;
    private final StatusMessage status;
    private final ReadOnlyBooleanWrapper remeasuring = new ReadOnlyBooleanWrapper(this, "remeasuring");
    private final ReadOnlyStringWrapper accessAnswer = new ReadOnlyStringWrapper(this, "accessAnswer", "");
    /** The re-measure or access check under way, one at a time like the banner's one Retry. */
    private final LoadState calls = new LoadState();
    private Runnable lastAttempt = () -> { };

    /**
     * @param newer  told when a re-measure produced a newer measurement, so that every tab of the dataset offers it
     * @param status where the window's passing messages go (the re-measure's confirmation)
     */
    public HeaderViewModel(Session session, AsyncRunner runner, NewerMeasurements newer, StatusMessage status) {
        this.session = session;
        this.runner = runner;
        this.newer = newer;
        this.status = status;
    }

    /** The organization id, or the scope kind when the scope is not an organization. */
    public String organization() {
        Scope scope = session.access().scope();
        return ServiceText.shown(scope.organizationId().orElse(scope.kind() + " scope"));
    }

    public List<String> capabilities() {
        return session.access().capabilities().stream().map(ServiceText::shown).toList();
    }

    public boolean isDemo() {
        return session.demo().isPresent();
    }

    /** Demo only: produces a new measurement of the dataset; every tab that shows the dataset then offers it. */
    public void remeasure(DatasetEntry dataset) {
        Optional<DemoService> demo = session.demo();
        if (demo.isEmpty() || dataset == null || remeasuring.get()) {
            return;
        }
        remeasuring.set(true);
        status.clear();
        lastAttempt = () -> remeasure(dataset);
        runner.call(() -> {
                    demo.get().remeasure(dataset.dataset());
                    return dataset.dataset();
                })
                .showing(calls)
                .onSuccess(done -> {
                    newer.found(done);
                    status.show(done + " re-measured: its tabs offer the newer measurement");
                })
                .andFinally(() -> remeasuring.set(false))
                .start();
    }

    /**
     * After a 403: asks the access endpoint again (the authority on what the credential may do, which
     * may have changed since sign-in) and says what it answered.
     */
    public void checkAccess() {
        accessAnswer.set("Asking the access endpoint what this credential may do…");
        lastAttempt = this::checkAccess;
        runner.call(() -> session.client().versioned().access())
                .showing(calls)
                .onSuccess(access -> accessAnswer.set("The access endpoint reports " + Formats.access(access)
                        + (access.canViewData() ? ". The refused request needs a capability not listed here."
                        : ". Reading measurements needs " + Access.VIEW_DATA + ".")))
                .onError(failure -> accessAnswer.set(""))
                // a re-measure started meanwhile takes the header's one call: the question is no longer asked
                .onCancel(() -> accessAnswer.set(""))
                .start();
    }

    /** What the header's error banner asks for: Retry repeats the re-measure or the access check that failed. */
    public void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY) {
            lastAttempt.run();
        }
    }

    /** Cancels a re-measure or access check under way: the session is ending. */
    public void close() {
        calls.cancel();
    }

    /** Why the last re-measure or access check failed, for the error banner; null otherwise. */
    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return calls.errorProperty();
    }

    public void dismissAccessAnswer() {
        accessAnswer.set("");
    }

    /** The access endpoint's answer to the last {@link #checkAccess()}; empty when there is none to show. */
    public ReadOnlyStringProperty accessAnswerProperty() {
        return accessAnswer.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty remeasuringProperty() {
        return remeasuring.getReadOnlyProperty();
    }
}
