package io.dqexplorer.desktop.common.tab;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One signal per session: "the service has a newer measurement of this dataset". Whoever learns it
 * first (a tab's "Check for newer", the demo's re-measure) tells it here, and every view that shows
 * that dataset says "A newer measurement exists" at once: one check serves every tab.
 * Lives on the UI thread.
 */
public final class NewerMeasurements {

    private final List<Consumer<String>> views = new ArrayList<>();

    /** The service has a measurement of {@code dataset} newer than what the views show. */
    public void found(String dataset) {
        for (Consumer<String> view : List.copyOf(views)) {
            view.accept(dataset);
        }
    }

    /** Tells {@code listener} of every dataset found to have a newer measurement, for as long as the session lasts. */
    public void onFound(Consumer<String> listener) {
        views.add(listener);
    }

    /**
     * Ties a view's stamp to the signal for as long as the session lasts: the stamp reports a newer
     * measurement when another view learns of one for the dataset it shows, and tells the others
     * when its own check finds one.
     *
     * @param openDataset the dataset the view shows now; null while it shows none
     */
    public void share(MeasurementStamp stamp, Supplier<String> openDataset) {
        views.add(dataset -> {
            if (dataset.equals(openDataset.get())) {
                stamp.newerReported();
            }
        });
        // on the latest token's news only: while a view starts showing a new measurement, its shown and
        // latest tokens differ for a moment, which is no news of a newer one
        stamp.latestProperty().addListener((obs, was, latest) -> {
            String dataset = openDataset.get();
            if (stamp.newerLearnedBinding().get() && dataset != null) {
                found(dataset);
            }
        });
    }
}
