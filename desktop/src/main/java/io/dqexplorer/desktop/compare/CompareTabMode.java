package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.tab.CompareMode;
import io.dqexplorer.desktop.export.ExportTargetChooser;
import io.dqexplorer.workspace.compare.CompareFamily;
import javafx.scene.Node;

import java.time.ZoneId;

/** The compare mode of one measurement tab, its view built the first time it is shown. */
public final class CompareTabMode implements CompareMode {

    private final CompareViewModel model;
    private final ExportTargetChooser targets;
    private Node view;

    /** @param targets where "Export differences…" writes: the save dialog over the main window */
    public CompareTabMode(CompareFamily family, CompareSession session, ExportTargetChooser targets) {
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
        model.enter(dataset, token);
    }

    @Override
    public void close() {
        model.close();
    }
}
