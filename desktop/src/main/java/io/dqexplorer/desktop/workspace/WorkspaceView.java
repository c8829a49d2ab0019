package io.dqexplorer.desktop.workspace;

import io.dqexplorer.desktop.common.error.ErrorBanner;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Clips tab on the snapshot: the filter and its chips above, the virtualised table, the subset's
 * summary below it, and a region on the right for the charts of the subset. Shown in place of the
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

        // empty until the charts of the subset are placed in it: it takes no room then
        charts.setId("ws-charts");
        charts.managedProperty().bind(Bindings.isNotEmpty(charts.getChildren()));
        charts.visibleProperty().bind(charts.managedProperty());
        BorderPane.setMargin(charts, new Insets(0, 0, 0, 10));
        setRight(charts);

        ErrorBanner summaryError = new ErrorBanner(action -> { });
        summaryError.reportProperty().bind(model.summaryState().errorProperty());
        Label heading = new Label("This view against the whole dataset");
        heading.getStyleClass().add("section-heading");
        VBox summary = new VBox(6, heading, new SummaryPane(model), summaryError);
        summary.setPadding(new Insets(8, 4, 4, 0));
        ScrollPane summaryScroll = new ScrollPane(summary);
        summaryScroll.setId("ws-summary-pane");
        summaryScroll.setFitToWidth(true);
        summaryScroll.getStyleClass().add("edge-to-edge");
        // the table takes what the window gains; the summary keeps its height and scrolls in a small window
        SplitPane tableAndSummary = new SplitPane(new WorkspaceTable(model), summaryScroll);
        tableAndSummary.setOrientation(Orientation.VERTICAL);
        tableAndSummary.setDividerPositions(0.72);
        SplitPane.setResizableWithParent(summaryScroll, false);
        setCenter(tableAndSummary);
    }

    /** Shown above the clip table, the service's or the snapshot's: the snapshot's state and progress. */
    public Node snapshotBar() {
        return snapshotBar;
    }

    /** True while a snapshot is open: this view replaces the service's pages. */
    public BooleanBinding shownBinding() {
        return shown;
    }

    /** Where the charts of the subset go (histograms, group-by), right of the table; shown once it holds them. */
    public StackPane chartsRegion() {
        return charts;
    }
}
