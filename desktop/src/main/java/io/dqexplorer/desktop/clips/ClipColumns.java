package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;


/**
 * The clip table's columns: the defaults, then the frame-quality and hand-activity columns while
 * their toggles are on. A toggle cannot be turned on for a dataset whose metric is not measured yet.
 */
public final class ClipColumns {

    private final ObservableList<ClipColumn> columns = FXCollections.observableArrayList(ClipColumn.defaults());
    // one read-only view, held here: a view's listeners live only as long as the view does
    private final ObservableList<ClipColumn> columnsView = FXCollections.unmodifiableObservableList(columns);
    private final ReadOnlyBooleanWrapper frameQuality = new ReadOnlyBooleanWrapper(this, "frameQuality");
    private final ReadOnlyBooleanWrapper handActivity = new ReadOnlyBooleanWrapper(this, "handActivity");
    private final ReadOnlyBooleanWrapper frameQualityMeasured = new ReadOnlyBooleanWrapper(this, "frameQualityMeasured");
    private final ReadOnlyBooleanWrapper handActivityMeasured = new ReadOnlyBooleanWrapper(this, "handActivityMeasured");

    /** Keeps a toggle on across datasets only where the new dataset has the metric. */
    void datasetOpened(DatasetEntry entry) {
        frameQualityMeasured.set(entry.has(DatasetEntry.FRAME_QUALITY));
        handActivityMeasured.set(entry.has(DatasetEntry.HAND_ACTIVITY));
        frameQuality.set(frameQuality.get() && frameQualityMeasured.get());
        handActivity.set(handActivity.get() && handActivityMeasured.get());
        update();
    }

    /** @return whether the columns changed */
    boolean showFrameQuality(boolean show) {
        return toggle(frameQuality, frameQualityMeasured, show);
    }

    /** @return whether the columns changed */
    boolean showHandActivity(boolean show) {
        return toggle(handActivity, handActivityMeasured, show);
    }

    /** The query asks for the optional blocks the shown columns need. */
    ClipQuery askFor(ClipQuery query) {
        return query.withFrameQuality(frameQuality.get()).withHandActivity(handActivity.get());
    }

    private boolean toggle(ReadOnlyBooleanWrapper shown, ReadOnlyBooleanWrapper measured, boolean show) {
        if (show == shown.get() || (show && !measured.get())) {
            return false;
        }
        shown.set(show);
        update();
        return true;
    }

    private void update() {
        columns.setAll(ClipColumn.defaults(frameQuality.get(), handActivity.get()));
    }

    /** The shown columns, in order. */
    public ObservableList<ClipColumn> columns() {
        return columnsView;
    }

    public ReadOnlyBooleanProperty frameQualityProperty() {
        return frameQuality.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty handActivityProperty() {
        return handActivity.getReadOnlyProperty();
    }

    /** False when the dataset's frame quality is not measured yet: the toggle cannot be used. */
    public ReadOnlyBooleanProperty frameQualityMeasuredProperty() {
        return frameQualityMeasured.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty handActivityMeasuredProperty() {
        return handActivityMeasured.getReadOnlyProperty();
    }
}
