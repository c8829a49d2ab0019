package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.DatasetFeature;
import io.dqexplorer.desktop.export.ExportTargetChooser;
import io.dqexplorer.desktop.export.ExportView;
import io.dqexplorer.desktop.export.ExportViewModel;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;
import javafx.stage.Window;

import java.util.List;
import java.util.function.Supplier;

/** The "Clips" tab: the paginated clip table with its filter, totals, copy and CSV export. */
public final class ClipsFeature implements DatasetFeature, ClipNavigator {

    private final ClipsViewModel model;
    private final ExportViewModel exportModel;
    private final ExportTargetChooser targetChooser;
    private ClipsView view;

    /** @param owner the main window, over which the save dialog opens */
    public ClipsFeature(DqClient client, AsyncRunner runner, Supplier<Window> owner) {
        this(client, runner, ExportTargetChooser.saveDialog(owner));
    }

    /** @param targetChooser where an export goes; tests answer without the platform's save dialog */
    public ClipsFeature(DqClient client, AsyncRunner runner, ExportTargetChooser targetChooser) {
        this.model = new ClipsViewModel(client, runner);
        this.exportModel = new ExportViewModel(new ClipCsvExporter(client), runner);
        this.targetChooser = targetChooser;
    }

    @Override
    public String title() {
        return "Clips";
    }

    @Override
    public Node view() {
        if (view == null) {
            ExportView export = new ExportView(exportModel, model::exportQuery, () -> List.copyOf(model.columns()),
                    model.filter().selectionActiveProperty().not().and(model.paging().rangeProperty().isNotEmpty()),
                    targetChooser);
            view = new ClipsView(model, export);
        }
        return view;
    }

    @Override
    public void open(DatasetEntry dataset) {
        model.open(dataset);
    }

    @Override
    public void showClipsWithTerm(String term) {
        model.applyFilter(term);
    }

    @Override
    public void showClips(List<String> clipIds, String label) {
        model.showClips(clipIds, label);
    }

    /** The view model behind the tab, for the composition root and tests. */
    public ClipsViewModel viewModel() {
        return model;
    }
}
