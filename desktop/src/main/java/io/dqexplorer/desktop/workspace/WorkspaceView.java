package io.dqexplorer.desktop.workspace;

import io.dqexplorer.desktop.common.error.ErrorBanner;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Clips tab on the snapshot: the filter and its chips above, the virtualised table with the count
 * beside the subset's summary, and a side region for the charts of the subset. Shown in place of the
 * service's pages while a snapshot is open ({@link #shownBinding()}); the {@link #snapshotBar()} is
 * shown above either.
 */
public final class WorkspaceView extends BorderPane {

    private final SnapshotBar snapshotBar;
    private final StackPane charts = new StackPane();
    private final BooleanBinding shown;

    public WorkspaceView(WorkspaceViewModel model) {
        setId("workspace-view");
        snapshotBar = new SnapshotBar(model.snapshots());
        shown = model.snapshotProperty().isNotNull();

        Label count = new Label();
        count.setId("ws-count");
        count.textProperty().bind(model.countTextProperty());
        ErrorBanner rowsError = new ErrorBanner(action -> { });
        rowsError.setId("ws-rows-error");
        rowsError.reportProperty().bind(model.rowsState().errorProperty());
        VBox top = new VBox(6, new FilterBar(model), count, rowsError);
        top.setPadding(new Insets(0, 0, 8, 0));
        setTop(top);

        charts.setId("ws-charts");
        VBox.setVgrow(charts, Priority.ALWAYS);
        ErrorBanner summaryError = new ErrorBanner(action -> { });
        summaryError.reportProperty().bind(model.summaryState().errorProperty());
        VBox side = new VBox(12, new SummaryPane(model), summaryError, charts);
        side.setPadding(new Insets(0, 0, 0, 10));
        ScrollPane sideScroll = new ScrollPane(side);
        sideScroll.setFitToWidth(true);
        sideScroll.setMinWidth(0);

        WorkspaceTable table = new WorkspaceTable(model);
        SplitPane split = new SplitPane(table, sideScroll);
        split.setDividerPositions(0.66);
        SplitPane.setResizableWithParent(sideScroll, false);
        setCenter(split);
    }

    /** Shown above the clip table, the service's or the snapshot's: the snapshot's state and progress. */
    public Node snapshotBar() {
        return snapshotBar;
    }

    /** True while a snapshot is open: this view replaces the service's pages. */
    public BooleanBinding shownBinding() {
        return shown;
    }

    /** Where the charts of the subset go (histograms, group-by), below the summary. */
    public StackPane chartsRegion() {
        return charts;
    }
}
