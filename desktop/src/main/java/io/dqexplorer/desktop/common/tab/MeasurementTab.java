package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;

import java.util.function.Function;

/** A tab that is one view model and the view built over it the first time the tab is shown. */
public abstract class MeasurementTab<M extends MeasurementTabModel> implements DatasetTab {

    private final String title;
    private final M model;
    private final Function<M, Node> viewOf;
    private Node view;

    protected MeasurementTab(String title, M model, Function<M, Node> viewOf) {
        this.title = title;
        this.model = model;
        this.viewOf = viewOf;
    }

    /** Offers a compare mode on this tab, beside its stamp. */
    public final MeasurementTab<M> comparing(CompareMode mode) {
        model.loader().offerCompare(mode);
        return this;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final Node view() {
        if (view == null) {
            view = viewOf.apply(model);
        }
        return view;
    }

    @Override
    public final void open(DatasetEntry dataset) {
        model.open(dataset);
    }

    @Override
    public final void shareNewer(NewerMeasurements newer) {
        model.loader().shareNewer(newer);
    }

    @Override
    public final void close() {
        model.close();
    }
}
