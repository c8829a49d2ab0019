package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.tab.CompareMode;
import io.dqexplorer.workspace.compare.CompareFamily;
import javafx.scene.Node;

import java.time.ZoneId;

/** The compare mode of one measurement tab, its view built the first time it is shown. */
public final class CompareTabMode implements CompareMode {

    private final CompareViewModel model;
    private final CompareSession session;
    private Node view;

    public CompareTabMode(CompareFamily family, CompareSession session) {
        this.model = new CompareViewModel(family, session, ZoneId.systemDefault());
        this.session = session;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new CompareView(model, session.targets());
        }
        return view;
    }

    @Override
    public void enter(String dataset, String token) {
        model.enter(dataset, token);
    }
}
