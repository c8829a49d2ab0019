package io.dqexplorer.desktop.defects;

import atlantafx.base.theme.Tweaks;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.FigureGrid;
import io.dqexplorer.desktop.common.NoteLabel;
import io.dqexplorer.desktop.common.tab.MeasurementPane;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.Optional;

/**
 * Lays out the video-defects tab; every figure and word comes from {@link DefectsViewModel}. The
 * distribution takes whatever height the figures and cards leave; below its minimum the tab scrolls.
 */
final class DefectsView extends StackPane {

    static final String OVERLAP_NOTE = "Defects overlap: the same footage can be, say, both blurry and unstable. "
            + "Each percent stands alone over its own assessed hours; they are never added up into a total.";

    DefectsView(DefectsViewModel model, Optional<FigureBars> bars) {
        setId("defects-view");
        Label overlap = new NoteLabel("defects-overlap-note", OVERLAP_NOTE);

        FigureGrid summary = new FigureGrid(2)
                .figure("Coverage of the planned analysis", "defects-coverage", model.coverageProperty())
                .figure("Analyzed clips", "defects-analyzed-clips", model.analyzedClipsProperty())
                .figure("Footage decoded and measured", "defects-assessed-hours", model.assessedHoursProperty())
                .figure("Unreadable clips (by clip count, not duration; no distribution)",
                        "defects-unreadable", model.unreadableProperty());
        DistributionPane distribution = new DistributionPane(model, bars);
        VBox.setVgrow(distribution, Priority.ALWAYS);
        DefectCardsPane cards = new DefectCardsPane(model, bars);
        // what does not grow keeps its height; the distribution takes what is left, then the tab scrolls
        cards.setMinHeight(Region.USE_PREF_SIZE);
        VBox body = new VBox(14, summary, overlap, cards, distribution);
        body.setPadding(new Insets(12));
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.getStyleClass().add(Tweaks.EDGE_TO_EDGE);
        getChildren().add(new MeasurementPane(model.loader(), scroll, "defects",
                "Video characteristics: not measured yet for this dataset"));
    }
}
