package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.clips.grid.GridStatus;
import io.dqexplorer.desktop.common.FoldingPane;
import io.dqexplorer.desktop.common.IconsWhenNarrow;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.clips.charts.ChartsView;
import io.dqexplorer.desktop.clips.compare.ClipCompareView;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.tab.MeasurementStampView;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Clips tab: the filter and its chips, the virtualised table with the view's count and export on the
 * line of its "Table" and "Charts" tabs, and the subset's summary in a pane that folds below it; the
 * service's pager below while the rows are the service's pages; in place of all that, the snapshot's
 * comparison with another while it is on. What the tab has of the dataset on this machine is at the foot.
 */
public final class ClipsView extends BorderPane {

    /**
     * @param export        the export of the view shown
     * @param targetChooser where an export goes: the save dialog
     * @param compare       the snapshot's comparison with another, shown in place of the clips while it is on
     * @param settings      remembers whether the summary below the table is folded, and its height
     */
    ClipsView(ClipsViewModel model, ExportViewModel export, ExportTargetChooser targetChooser,
              ClipCompareView compare, Settings settings, Optional<FigureBars> bars) {
        setId("clips-view");
        setPadding(new Insets(4, 12, 4, 12));
        ServicePages pages = model.pages();
        BooleanBinding onPages = model.snapshotProperty().isNull();

        MeasurementStampView stamp = new MeasurementStampView(pages.stamp(), pages::checkForNewer, () -> pages.reload(true));
        showWhile(stamp, onPages);
        // at the foot, like a status bar: the bar hides once the snapshot is current, and above the table it took
        // the filter field with it from under the pointer; below it, the table only grows
        VBox foot = new VBox(8, stamp, new SnapshotBar(model.snapshots()));
        foot.setPadding(new Insets(6, 0, 0, 0));
        setBottom(foot);

        Label count = new Label();
        count.setId("ws-count");
        count.textProperty().bind(model.countTextProperty());
        // the count stays whole in a narrow window; the comparison's note gives way
        count.setMinWidth(Region.USE_PREF_SIZE);
        Tooltip whose = new Tooltip();
        whose.textProperty().bind(model.snapshots().statusProperty());
        count.setTooltip(whose);
        ErrorBanner rowsError = new ErrorBanner(action -> { });
        rowsError.setId("ws-rows-error");
        rowsError.reportProperty().bind(model.rowsState().errorProperty());
        ErrorBanner pageError = new ErrorBanner(action -> pages.reload(action == ErrorAction.LOAD_LATEST));
        pageError.reportProperty().bind(pages.loading().errorProperty());
        Label filteredTo = new Label();
        filteredTo.setId("clip-filtered-to");
        filteredTo.setMnemonicParsing(false);
        filteredTo.textProperty().bind(pages.filteredToProperty());
        showWhile(filteredTo, onPages.and(pages.filteredToProperty().isNotEmpty()));
        ExportView exportView = new ExportView(export, targetChooser,
                onPages.and(model.waitingProperty().isNotEmpty()));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        // the comparison is of snapshots: on the service's pages its place goes to the count
        showWhile(compare.controls(), onPages.not());
        IconsWhenNarrow countRow = new IconsWhenNarrow(6, count, gap, compare.controls(), exportView.controls());
        compare.givesWayIn(countRow);
        exportView.givesWayIn(countRow);
        GridStatus.cancelsOnEscape(this, model.runningQueries());
        countRow.setAlignment(Pos.CENTER_LEFT);
        VBox top = new VBox(6, new FilterBar(model, model::suggestTerms), filteredTo, rowsError, pageError, exportView,
                new GridStatus(model.runningQueries(), model.selectionCopy()));
        top.setPadding(new Insets(0, 0, 2, 0));

        ErrorBanner summaryError = new ErrorBanner(action -> { });
        summaryError.reportProperty().bind(model.summaryState().errorProperty());
        VBox summary = new VBox(6, new SummaryPane(model, bars), summaryError);
        summary.setPadding(new Insets(8, 4, 4, 0));
        ScrollPane summaryScroll = new ScrollPane(summary);
        summaryScroll.setId("ws-summary-pane");
        summaryScroll.setFitToWidth(true);
        summaryScroll.getStyleClass().add("edge-to-edge");
        // neither side has a floor of its own: the divider keeps its share at every window size, so that
        // a window shrunk and grown again shows what it showed before
        summaryScroll.setMinHeight(0);
        TabPane views = views(model, settings);
        views.setMinHeight(0);
        // the count and the view's actions sit on the line of the "Table" and "Charts" tabs, a line of rows more
        // for the table; first in the tab order as they were above it, drawn over the tabs' empty header
        countRow.setMaxHeight(Region.USE_PREF_SIZE);
        countRow.setPadding(new Insets(3, 2, 0, 146));
        countRow.setPickOnBounds(false);
        countRow.setViewOrder(-1);
        StackPane.setAlignment(countRow, Pos.TOP_LEFT);
        StackPane viewsAndCount = new StackPane(countRow, views);
        viewsAndCount.setMinHeight(0);
        FoldingPane tableFirst = new FoldingPane(viewsAndCount, settings, "ws-summary", 0.72);
        ClipPagingBar pager = new ClipPagingBar(pages);
        pager.setPadding(new Insets(6, 0, 0, 0));
        showWhile(pager, onPages);

        BorderPane clips = new BorderPane();
        StackPane body = new StackPane(clips);
        compare.shownProperty().addListener((obs, was, now) -> body.getChildren().setAll(now ? compare : clips));
        setCenter(body);
        // the view comes in three pulses the first time it shows: the filter, the table, the summary; styled and
        // laid out all at once they made one frame of 0.5 to 1 s in the bench
        AfterPulse.inTurnOnceShown(this, List.of(
                () -> clips.setTop(top),
                () -> {
                    clips.setCenter(tableFirst);
                    clips.setBottom(pager);
                },
                () -> tableFirst.addFold("This view against the whole dataset", summaryScroll)));
    }

    private static void showWhile(Node node, BooleanBinding when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }

    /** The clips as a table, or as charts of the same subset: both change the one filter. */
    private static TabPane views(ClipsViewModel model, Settings settings) {
        StackPane charts = new StackPane();
        charts.setId("ws-charts");
        ClipsTable rows = new ClipsTable(model);
        Tab table = new Tab("Table", rows);
        Tab chartsTab = new Tab("Charts");
        chartsTab.setId("ws-charts-tab");
        model.chartsProperty().addListener((obs, old, now) -> {
            charts.getChildren().setAll(now == null ? List.of() : List.of(new ChartsView(now, settings)));
            if (now != null) {
                now.show(chartsTab.isSelected());
            }
        });
        // only the tab in front holds its node, as the main window's tabs do: a hidden one is styled all the same;
        // and only charts in front query
        chartsTab.selectedProperty().addListener((obs, old, selected) -> {
            table.setContent(selected ? null : rows);
            chartsTab.setContent(selected ? charts : null);
            Optional.ofNullable(model.chartsProperty().get()).ifPresent(shown -> shown.show(selected));
            model.tableInFront(!selected);
        });
        chartsTab.disableProperty().bind(model.chartsProperty().isNull());
        TabPane views = new TabPane(table, chartsTab);
        views.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        views.setId("ws-views");
        views.setAccessibleText("The clips as a table or as charts");
        return views;
    }
}
