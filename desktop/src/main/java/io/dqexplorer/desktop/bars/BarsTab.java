package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.common.bars.BarEditing;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;

/** The "Bars" tab: the analyst's bars on the selected dataset. */
public final class BarsTab implements DatasetTab {

    public static final String TITLE = "Bars";

    private final BarsViewModel model;
    private final BarEditing editing;
    private final FileDialogs files;
    private Node view;

    public BarsTab(BarsViewModel model, BarEditing editing, FileDialogs files) {
        this.model = model;
        this.editing = editing;
        this.files = files;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new BarsView(model, editing, files);
        }
        return view;
    }

    @Override
    public void open(DatasetEntry dataset) {
        model.open(dataset);
    }

    @Override
    public void close() {
        model.close();
    }
}
