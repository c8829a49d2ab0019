package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
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
public final class ClipsTab implements DatasetTab, ClipNavigator {

    private final ClipsViewModel model;
    private final ExportViewModel exportModel;
    private final ExportTargetChooser targetChooser;
    private ClipsView view;

    /**
     * @param targetChooser where an export goes: the save dialog over the main window; tests answer without it
     * @param settings      remembers the columns and the folder of the last export
     */
    public ClipsTab(DqClient client, AsyncRunner runner, ExportTargetChooser targetChooser, Settings settings) {
        this.model = new ClipsViewModel(ClipSource.of(client), runner);
        this.exportModel = new ExportViewModel(new ClipCsvExporter(client), runner, settings, model::exportQuery,
                () -> List.copyOf(model.columns()), model::loadLatest);
        this.targetChooser = targetChooser;
    }

    @Override
    public String title() {
        return "Clips";
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new ClipsView(model, table -> new ExportView(exportModel, model.exportableBinding(),
                    () -> List.copyOf(table.getSelectionModel().getSelectedItems()),
                    table.getSelectionModel().selectedItemProperty().isNotNull(), targetChooser));
        }
        return view;
    }

    @Override
    public void open(DatasetEntry dataset) {
        model.open(dataset);
        exportModel.datasetChanged();
    }

    @Override
    public void shareNewer(NewerMeasurements newer) {
        newer.share(model.stamp(), model::openDataset);
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
