package io.dqexplorer.desktop.common.tab;

import atlantafx.base.theme.Styles;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

import java.time.ZoneId;

/**
 * The frame of every measurement tab: which measurement is shown above the tab's body, "not measured
 * yet" in the body's place when the dataset lacks the metric, and the load state (progress, error
 * banner) around both.
 */
public final class MeasurementPane extends StackPane {

    /** How a tab finds its frame in the view it built. */
    public static final String STYLE_CLASS = "measurement-pane";

    private final MeasurementStampView stamp;
    private final BorderPane content;
    private final Node body;

    /** @param notMeasured what to say instead of the body, e.g. "Duplicates: not measured yet for this dataset" */
    public MeasurementPane(MeasurementLoader<?> loader, Node body, String idStem, String notMeasured) {
        Label notMeasuredLabel = new Label(notMeasured);
        notMeasuredLabel.setId(idStem + "-not-measured");
        notMeasuredLabel.getStyleClass().addAll("placeholder", Styles.TITLE_4, Styles.TEXT_MUTED);
        notMeasuredLabel.visibleProperty().bind(loader.availabilityProperty().isEqualTo(Availability.NOT_MEASURED));

        getStyleClass().add(STYLE_CLASS);
        this.body = body;
        content = new BorderPane();
        stamp = new MeasurementStampView(loader.stamp(), loader::checkForNewer, loader::loadLatest);
        if (loader.hasHistory()) {
            stamp.offerHistory(new HistoryButton(loader, ZoneId.systemDefault()));
        }
        BorderPane.setMargin(stamp, new Insets(8, 12, 0, 12));
        // the stamp first: Tab reaches it before the body, as it shows above it
        content.setTop(stamp);
        content.setCenter(body);
        content.visibleProperty().bind(loader.availabilityProperty().isEqualTo(Availability.SHOWN));

        getChildren().add(new StatusPane(new StackPane(content, notMeasuredLabel), loader.loadState(),
                loader::onErrorAction));
    }

    /** Offers "Compare" beside the stamp: the compare view in the body's place, its sides set to this measurement and the one before. */
    void offerCompare(MeasurementLoader<?> loader, CompareMode mode) {
        ToggleButton compare = new ToggleButton("Compare");
        compare.setId("measurement-compare");
        compare.setTooltip(new Tooltip("Compare this measurement with another, of this dataset or another"));
        compare.setAccessibleHelp(compare.getTooltip().getText());
        compare.visibleProperty().bind(loader.stamp().shownProperty().isNotNull());
        compare.managedProperty().bind(compare.visibleProperty());
        compare.selectedProperty().addListener((obs, was, on) -> {
            if (on) {
                mode.enter(loader.dataset(), loader.stamp().shownProperty().get());
                content.setCenter(mode.view());
            } else {
                content.setCenter(body);
            }
        });
        // another dataset opens in the tab's normal view
        loader.availabilityProperty().addListener((obs, was, now) -> {
            if (now != Availability.SHOWN) {
                compare.setSelected(false);
            }
        });
        stamp.offerHistory(compare);
    }
}
