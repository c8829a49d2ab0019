package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.common.tab.MeasurementStampView;
import io.dqexplorer.desktop.common.tab.StatusPane;
import io.dqexplorer.desktop.clips.compare.ClipCompareView;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.util.Optional;
import java.util.function.Function;

/**
 * The clip table tab: filter and toggles above, the page in the middle, paging, totals and export below;
 * with a workspace, its snapshot bar on top, and its view in place of all that while a snapshot is open, or
 * the snapshot's comparison with another while that is on.
 */
public final class ClipsView extends BorderPane {

    /** @param export the export's buttons and progress, made for the table whose selection "Export selected rows…" writes */
    /** @param compare the snapshot's comparison with another, shown in place of its clips while it is on */
    ClipsView(ClipsViewModel model, Function<ServicePageTable, ExportView> export, Optional<WorkspaceView> workspace,
              Optional<ClipCompareView> compare) {
        setId("clips-view");
        setPadding(new Insets(8, 12, 8, 12));

        MeasurementStampView stamp = new MeasurementStampView(model.stamp(), model::checkForNewer, model::loadLatest);
        VBox serviceTop = new VBox(8, new ClipFilterBar(model), stamp);
        VBox top = new VBox(8, serviceTop);
        top.setPadding(new Insets(0, 0, 6, 0));
        setTop(top);

        ServicePageTable table = new ServicePageTable(model);
        ExportView exportView = export.apply(table);
        StatusPane servicePages = new StatusPane(table, model.loadState(), model::onErrorAction);
        // the table or the snapshot's view, swapped inside: a new centre of this pane would come after the
        // bottom's controls when Tab goes round, though it shows above them
        BorderPane pages = new BorderPane(servicePages);
        setCenter(pages);

        Button copy = new Button("Copy rows", new FontIcon(Material2AL.CONTENT_COPY));
        copy.setId("clip-copy");
        copy.setTooltip(new Tooltip("Copy the selected rows as tab-separated text (Ctrl+C)"));
        copy.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        copy.setOnAction(e -> table.copySelection());
        HBox rowActions = new HBox(8, copy, exportView.selectedButton(), exportView.button());
        rowActions.setAlignment(Pos.CENTER_LEFT);
        // the pager and the row actions wrap onto two lines in a narrow window instead of leaving the window
        FlowPane actions = new FlowPane(24, 6, new ClipPagingBar(model), rowActions);
        actions.setAlignment(Pos.CENTER_LEFT);

        Label totals = new Label();
        totals.setId("clip-totals");
        totals.setWrapText(true);
        totals.textProperty().bind(model.totals().textProperty());
        ProgressIndicator adding = new ProgressIndicator();
        adding.setMaxSize(16, 16);
        adding.visibleProperty().bind(model.totals().runningProperty());
        adding.managedProperty().bind(adding.visibleProperty());
        HBox totalsRow = new HBox(6, adding, totals);
        totalsRow.setAlignment(Pos.CENTER_LEFT);

        ErrorBanner totalsError = new ErrorBanner(model::onTotalsErrorAction);
        totalsError.setId("clip-totals-error");
        totalsError.reportProperty().bind(model.totals().errorProperty());

        VBox bottom = new VBox(8, actions, totalsRow, totalsError, exportView);
        bottom.setPadding(new Insets(8, 0, 0, 0));
        setBottom(bottom);

        workspace.ifPresent(onSnapshot -> {
            top.getChildren().add(0, onSnapshot.snapshotBar());
            // once the snapshot is open its view is the table, the filter and the totals
            Node snapshotView = compare.<Node>map(comparing -> {
                StackPane either = new StackPane();
                either.getChildren().setAll(onSnapshot);
                comparing.shownProperty().addListener((obs, was, now) ->
                        either.getChildren().setAll(now ? comparing : onSnapshot));
                return either;
            }).orElse(onSnapshot);
            pages.centerProperty().bind(Bindings.when(onSnapshot.shownBinding()).<Node>then(snapshotView)
                    .otherwise(servicePages));
            for (Node serviceOnly : new Node[] {serviceTop, bottom}) {
                serviceOnly.visibleProperty().bind(onSnapshot.shownBinding().not());
                serviceOnly.managedProperty().bind(serviceOnly.visibleProperty());
            }
        });
    }
}
