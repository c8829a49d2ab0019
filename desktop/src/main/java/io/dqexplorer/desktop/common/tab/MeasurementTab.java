package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.view.CompareSides;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;

import java.util.Optional;
import java.util.function.Function;

/** A tab that is one view model and the view built over it the first time the tab is shown. */
public abstract class MeasurementTab<M extends MeasurementTabModel> implements DatasetTab {

    private final String title;
    private final M model;
    private final Function<M, Node> viewOf;
    private Node view;
    private Optional<CompareMode> compare = Optional.empty();

    protected MeasurementTab(String title, M model, Function<M, Node> viewOf) {
        this.title = title;
        this.model = model;
        this.viewOf = viewOf;
    }

    /** Offers a compare mode on this tab, beside its stamp; before the tab's view is built. */
    public final MeasurementTab<M> comparing(CompareMode mode) {
        compare = Optional.of(mode);
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
            compare.ifPresent(mode -> ((MeasurementPane) view.lookup("." + MeasurementPane.STYLE_CLASS))
                    .offerCompare(model.loader(), mode));
        }
        return view;
    }

    @Override
    public final void open(DatasetEntry dataset) {
        model.open(dataset);
    }

    @Override
    public final void pin(String token) {
        model.loader().pin(token);
    }

    @Override
    public final void showLatest() {
        model.loader().loadLatest();
    }

    @Override
    public final Optional<String> shownToken(String dataset) {
        MeasurementLoader<?> loader = model.loader();
        return dataset.equals(loader.dataset()) ? Optional.ofNullable(loader.stamp().shownProperty().get()) : Optional.empty();
    }

    @Override
    public final Optional<String> latestToken(String dataset) {
        return Optional.of(model.loader().latestToken(dataset));
    }

    @Override
    public final Optional<Comparison> comparison() {
        return compare.filter(mode -> compareToggle().map(ToggleButton::isSelected).orElse(false))
                .flatMap(CompareMode::comparison);
    }

    @Override
    public final void compare(CompareSides.Side left, CompareSides.Side right) {
        compare.ifPresent(mode -> compareToggle().ifPresent(toggle -> {
            mode.enterNext(left, right);
            if (toggle.isSelected()) {
                mode.enter(model.loader().dataset(), model.loader().stamp().shownProperty().get());
            } else {
                toggle.setSelected(true);
            }
        }));
    }

    /** The stamp's "Compare" of the tab's view, which the view offers when the tab has a compare mode. */
    private Optional<ToggleButton> compareToggle() {
        return Optional.ofNullable(view().lookup("#measurement-compare")).map(ToggleButton.class::cast);
    }

    @Override
    public final void shareNewer(NewerMeasurements newer) {
        model.loader().shareNewer(newer);
    }

    @Override
    public final void close() {
        model.close();
        compare.ifPresent(CompareMode::close);
    }
}
