package io.dqexplorer.desktop.hands;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.bars.BarMark;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.FigureGrid;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.desktop.common.tab.MeasurementPane;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Optional;

/** Lays out the hand-activity tab; every figure and word comes from {@link HandsViewModel}. */
final class HandsView extends StackPane {

    private final HandsViewModel model;
    /** The least a share's bar shrinks to in a narrow window. */
    private static final double MIN_BAR_WIDTH = 80;

    private final GridPane bars = new GridPane();
    private final Optional<FigureBars> yourBars;

    /** @param yourBars the analyst's bars: each share marks those on it, and offers to set one */
    HandsView(HandsViewModel model, Optional<FigureBars> yourBars) {
        this.model = model;
        this.yourBars = yourBars;
        yourBars.ifPresent(shown -> shown.bars().addListener((ListChangeListener<Bar>) change -> rebuildBars()));
        setId("hands-view");
        bars.setHgap(12);
        bars.setVgap(10);
        bars.setId("hands-share-bars");
        model.shares().addListener((ListChangeListener<ShareBar>) change -> rebuildBars());

        Label caption = new Label("Shares of measured footage");
        caption.getStyleClass().add("section-heading");
        FigureGrid figures = new FigureGrid(1)
                .figure("Measured footage (the denominator of every share)", "hands-measured-hours",
                        model.measuredHoursProperty())
                .figure("Clips", "hands-clips", model.clipsProperty())
                .figure("Segments that could not be assessed (left out)", "hands-segments-unassessed",
                        model.segmentsUnassessedProperty())
                .figure("Segments with an unusable assessment (left out)", "hands-segments-unusable",
                        model.segmentsUnusableProperty());
        VBox body = new VBox(16, caption, bars, figures);
        body.setPadding(new Insets(12));
        getChildren().add(new MeasurementPane(model.loader(), body, "hands",
                "Hand activity: not measured yet for this dataset"));
    }

    private void rebuildBars() {
        bars.getChildren().clear();
        int row = 0;
        for (ShareBar share : model.shares()) {
            ProgressBar bar = new ProgressBar(share.fill());
            bar.setId(share.id() + "-bar");
            bar.setPrefWidth(360);
            bar.setVisible(share.measured());
            Label percent = new Label(share.percentText());
            percent.setId(share.id());
            percent.getStyleClass().addAll(share.measured() ? List.of(Styles.TEXT_BOLD)
                    : List.of("placeholder", Styles.TEXT_MUTED));
            // the share's words and figure keep their room; the bar gives way to a bar's mark
            bar.setMinWidth(MIN_BAR_WIDTH);
            percent.setMinWidth(Region.USE_PREF_SIZE);
            HBox marks = new HBox(6);
            yourBars.ifPresent(shown -> {
                String dataset = model.loader().dataset();
                shown.marks(dataset == null ? "" : dataset, share.figure(), share.figureValue())
                        .forEach(mark -> marks.getChildren().add(new BarMark(mark)));
                // the share's figure takes the focus, so that the key sets a bar on it too
                percent.setFocusTraversable(true);
                shown.offer(percent, () -> Optional.ofNullable(model.loader().dataset()), share.figure());
            });
            Label name = new Label(share.label());
            name.setMinWidth(Region.USE_PREF_SIZE);
            bars.addRow(row++, name, bar, percent, marks);
        }
    }
}
