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

import java.time.Duration;
import java.util.List;

/** The "Clips" tab: the paginated clip table with its filter, totals, copy and CSV export. */
public final class ClipsFeature implements DatasetFeature, ClipNavigator {

    private final ClipsViewModel model;
    private final ExportViewModel exportModel;
    private final ExportTargetChooser targetChooser;
    private ClipsView view;

    /** @param targetChooser where an export goes: the save dialog over the main window; tests answer without it */
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
                    model.exportableBinding(), targetChooser, model::loadLatest);
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

    /** Stops the table's calls and a running export, which deletes its partial file. */
    @Override
    public void close() {
        model.close();
        exportModel.close();
    }

    /** Waits, at most {@code timeout}, for a cancelled export to delete its partial file. */
    @Override
    public void awaitClosed(Duration timeout) throws InterruptedException {
        exportModel.awaitStopped(timeout);
    }
}
