package io.dqexplorer.desktop.common.async;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.util.Optional;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.tab.StatusPane;

/**
 * Loading / error state of one view model, shown by {@link StatusPane}. Lives on the UI thread:
 * view models change it only from {@link AsyncRunner} callbacks.
 */
public final class LoadState {

    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<ErrorReport> error = new ReadOnlyObjectWrapper<>(this, "error");

    public void started() {
        error.set(null);
        loading.set(true);
    }

    public void succeeded() {
        loading.set(false);
    }

    /** Neither loading nor failed: a call was cancelled, or there is nothing to load. */
    public void reset() {
        loading.set(false);
        error.set(null);
    }

    public void failed(Throwable failure) {
        loading.set(false);
        error.set(ErrorReport.of(failure));
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
