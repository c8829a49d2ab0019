package io.dqexplorer.desktop.common.async;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.util.Optional;
import io.dqexplorer.desktop.common.error.ErrorReport;

/**
 * Loading / error state of one view model's calls, shown by the tab's StatusPane and the view's bindings,
 * and the one call it shows: an {@link AsyncCall} started on it cancels the call under way, so that a slow
 * answer to an older request (say, for the dataset chosen before) can never land after, and over, the
 * answer to a newer one. Lives on the UI thread.
 */
public final class LoadState {

    private static final AsyncRunner.Cancellable NONE = () -> { };

    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<ErrorReport> error = new ReadOnlyObjectWrapper<>(this, "error");
    private AsyncRunner.Cancellable call = NONE;

    void started(AsyncRunner.Cancellable next) {
        AsyncRunner.Cancellable previous = call;
        call = next;
        previous.cancel();
        error.set(null);
        loading.set(true);
    }

    /** The call shown ended without a failure to show: it answered, or stopped because it was asked to. */
    void ended() {
        loading.set(false);
    }

    /** Cancels the call under way, if any, and shows neither loading nor an earlier failure. */
    public void cancel() {
        AsyncRunner.Cancellable previous = call;
        call = NONE;
        previous.cancel();
        loading.set(false);
        error.set(null);
    }

    /** Shows a failure found without a call (a form's invalid field), or one the answer revealed. */
    public void failed(ErrorReport report) {
        loading.set(false);
        error.set(report);
    }

    /** Forgets the failure shown, e.g. once its banner's action was taken. */
    public void dismissFailure() {
        error.set(null);
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return error.getReadOnlyProperty();
    }

    public boolean isLoading() {
        return loading.get();
    }

    public Optional<ErrorReport> error() {
        return Optional.ofNullable(error.get());
    }
}
