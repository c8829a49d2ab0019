package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.clips.grid.GridStatus;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.clips.charts.ChartsView;
import io.dqexplorer.sdk.query.TermIndex;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Clips tab on the snapshot: the filter and its chips above, the count and the view's export, the
 * virtualised table and the subset's summary below it, and the charts of the subset. Shown in place of the
 * service's pages while a snapshot is open ({@link #shownBinding()}); the {@link #snapshotBar()} is
 * shown above either.
 */
public final class WorkspaceView extends BorderPane {

    private final SnapshotBar snapshotBar;
    private final BooleanBinding shown;

    /**
     * @param export        the export of the view shown
     * @param targetChooser where an export goes: the save dialog, as for the service table's export
     * @param terms         the dataset's terms and spellings containing a word: the service table's completions
     * @param compare       what opens the comparison of the snapshot with another, beside the view's export
     * @param settings      remembers whether the summary below the table is folded, and its height
     */
    public WorkspaceView(WorkspaceViewModel model, WorkspaceExportViewModel export, ExportTargetChooser targetChooser,
                         Function<String, List<TermIndex.Entry>> terms, Node compare, Settings settings) {
        setId("workspace-view");
        snapshotBar = new SnapshotBar(model.snapshots());
        shown = model.snapshotProperty().isNotNull();

        Label count = new Label();
        count.setId("ws-count");
        count.textProperty().bind(model.countTextProperty());
        ErrorBanner rowsError = new ErrorBanner(action -> { });
        rowsError.setId("ws-rows-error");
        rowsError.reportProperty().bind(model.rowsState().errorProperty());
        WorkspaceExportView exportView = new WorkspaceExportView(export, targetChooser);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox countRow = new HBox(8, count, gap, compare, exportView.controls());
        GridStatus.cancelsOnEscape(this, model.runningQueries());
        countRow.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, new FilterBar(model, terms), rowsError, exportView,
                new GridStatus(model.runningQueries(), model.selectionCopy()));
        top.setPadding(new Insets(0, 0, 4, 0));

        ErrorBanner summaryError = new ErrorBanner(action -> { });
        summaryError.reportProperty().bind(model.summaryState().errorProperty());
        VBox summary = new VBox(6, new SummaryPane(model), summaryError);
        summary.setPadding(new Insets(8, 4, 4, 0));
        ScrollPane summaryScroll = new ScrollPane(summary);
        summaryScroll.setId("ws-summary-pane");
        summaryScroll.setFitToWidth(true);
        summaryScroll.getStyleClass().add("edge-to-edge");
        // neither side has a floor of its own: the divider keeps its share at every window size, so that
        // a window shrunk and grown again shows what it showed before
        summaryScroll.setMinHeight(0);
        TabPane views = views(model);
        views.setMinHeight(0);
        // the count and the view's actions sit on the line of the "Table" and "Charts" tabs, a line of rows more
        // for the table; first in the tab order as they were above it, drawn over the tabs' empty header
        countRow.setMaxHeight(Region.USE_PREF_SIZE);
        countRow.setPadding(new Insets(3, 2, 0, 160));
        countRow.setPickOnBounds(false);
        countRow.setViewOrder(-1);
        StackPane.setAlignment(countRow, Pos.TOP_LEFT);
        StackPane viewsAndCount = new StackPane(countRow, views);
        viewsAndCount.setMinHeight(0);
        FoldingPane tableFirst = new FoldingPane(viewsAndCount, settings, "ws-summary", 0.72);
        // the view comes in three pulses the first time it shows (when the snapshot opens): the filter, the
        // table, the summary; styled and laid out all at once they made one frame of 0.5 to 1 s in the bench
        AfterPulse.inTurnOnceShown(this, List.of(
                () -> setTop(top),
                () -> setCenter(tableFirst),
                () -> tableFirst.addFold("This view against the whole dataset", summaryScroll)));
    }

    /** Shown above the clip table, the service's or the snapshot's: the snapshot's state and progress. */
    public Node snapshotBar() {
        return snapshotBar;
    }

    /** True while a snapshot is open: this view replaces the service's pages. */
    public BooleanBinding shownBinding() {
        return shown;
    }

    /** The clips as a table, or as charts of the same subset: both change the one filter. */
    private static TabPane views(WorkspaceViewModel model) {
        StackPane charts = new StackPane();
        charts.setId("ws-charts");
        model.chartsProperty().addListener((obs, old, now) ->
                charts.getChildren().setAll(now == null ? List.of() : List.of(new ChartsView(now))));
        WorkspaceTable rows = new WorkspaceTable(model);
        Tab table = new Tab("Table", rows);
        Tab chartsTab = new Tab("Charts");
        chartsTab.setId("ws-charts-tab");
        // only the tab in front holds its node, as the main window's tabs do: a hidden one is styled all the same
        chartsTab.selectedProperty().addListener((obs, old, selected) -> {
            table.setContent(selected ? null : rows);
            chartsTab.setContent(selected ? charts : null);
        });
        TabPane views = new TabPane(table, chartsTab);
        views.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        views.setId("ws-views");
        views.setAccessibleText("The snapshot's clips as a table or as charts");
        return views;
    }
}
