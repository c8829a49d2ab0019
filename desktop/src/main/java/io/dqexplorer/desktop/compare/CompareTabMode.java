package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.tab.CompareMode;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.view.CompareSides;
import javafx.scene.Node;

import java.time.ZoneId;
import java.util.Optional;

/** The compare mode of one measurement tab, its view built the first time it is shown. */
public final class CompareTabMode implements CompareMode {

    private final CompareViewModel model;
    private final ExportTargetChooser targets;
    private Node view;
    /** A saved view's sides, for the next time the mode is entered; null for the defaults. */
    private CompareSides.Side[] next;

    /** @param targets where "Export differences…" writes: the save dialog over the main window */
    public CompareTabMode(Family family, CompareSession session, ExportTargetChooser targets) {
        this.model = new CompareViewModel(family, session, ZoneId.systemDefault());
        this.targets = targets;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new CompareView(model, targets);
        }
        return view;
    }

    @Override
    public void enter(String dataset, String token) {
        CompareSides.Side[] restoring = next;
        next = null;
        if (restoring != null) {
            model.restore(restoring[0].dataset(), restoring[0].token(), restoring[1].dataset(), restoring[1].token());
        } else {
            model.enter(dataset, token);
        }
    }

    @Override
    public void enterNext(CompareSides.Side left, CompareSides.Side right) {
        next = new CompareSides.Side[] {left, right};
    }

    @Override
    public Optional<Comparison> comparison() {
        return Optional.ofNullable(model.comparisonProperty().get());
    }

    @Override
    public void close() {
        model.close();
    }
}
