package io.dqexplorer.desktop.common.tab;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Objects;

/**
 * Which measurement a view shows (its opaque token) and whether the service has a newer one.
 * Equal tokens mean the same measurement; the view model records the token of what it shows and,
 * after asking for the latest, the token of the latest. Another view of the same dataset may report
 * a newer measurement instead ({@link NewerMeasurements}), until this view shows a new one.
 */
public final class MeasurementStamp {

    private final ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper(this, "shown");
    private final ReadOnlyStringWrapper latest = new ReadOnlyStringWrapper(this, "latest");
    private final ReadOnlyBooleanWrapper reported = new ReadOnlyBooleanWrapper(this, "reported");
    private final ReadOnlyBooleanWrapper pinned = new ReadOnlyBooleanWrapper(this, "pinned");
    private final ReadOnlyBooleanWrapper storedCopy = new ReadOnlyBooleanWrapper(this, "storedCopy");
    private final BooleanBinding newerLearned = Bindings.createBooleanBinding(
            () -> shown.get() != null && latest.get() != null && !Objects.equals(shown.get(), latest.get()),
            shown, latest);
    private final BooleanBinding newerAvailable = newerLearned.or(reported);

    /** The view now shows the measurement with this token, which was the latest when asked. */
    public void showing(String token) {
        reported.set(false);
        pinned.set(false);
        storedCopy.set(false);
        shown.set(token);
        latest.set(token);
    }

    /**
     * The view now shows the measurement with this token, chosen from the history: not necessarily the
     * latest, which stays what it was known to be.
     *
     * @param fromStore whether it is the stored copy, the service no longer giving it
     */
    public void pinned(String token, boolean fromStore) {
        reported.set(false);
        shown.set(token);
        pinned.set(true);
        storedCopy.set(fromStore);
    }

    /** The service says its latest measurement has this token. */
    public void latestIs(String token) {
        latest.set(token);
    }

    /** Another view learned that the dataset has a newer measurement than the one this view shows. */
    public void newerReported() {
        if (shown.get() != null) {
            reported.set(true);
        }
    }

    public void clear() {
        reported.set(false);
        pinned.set(false);
        storedCopy.set(false);
        shown.set(null);
        latest.set(null);
    }

    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty latestProperty() {
        return latest.getReadOnlyProperty();
    }

    /** Whether the view shows a measurement chosen from the history rather than the latest it loaded. */
    public ReadOnlyBooleanProperty pinnedProperty() {
        return pinned.getReadOnlyProperty();
    }

    /** Whether what the view shows is the history's stored copy, not the service's answer. */
    public ReadOnlyBooleanProperty storedCopyProperty() {
        return storedCopy.getReadOnlyProperty();
    }

    /** Whether a newer measurement exists, learned by this view's check or reported by another view. */
    public BooleanBinding newerAvailableBinding() {
        return newerAvailable;
    }

    /** Whether this view's own check found a newer measurement (its latest token is not the one shown). */
    public BooleanBinding newerLearnedBinding() {
        return newerLearned;
    }

    /** A token short enough to read: its first 8 and last 4 characters. */
    public static String shorten(String token) {
        if (token == null) {
            return "";
        }
        return token.length() <= 14 ? token : token.substring(0, 8) + "…" + token.substring(token.length() - 4);
    }
}
