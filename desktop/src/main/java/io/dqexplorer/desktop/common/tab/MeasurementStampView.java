package io.dqexplorer.desktop.common.tab;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

import java.util.List;

/**
 * Shows which measurement a tab shows (the shortened token, full token in the tooltip),
 * and, when the service has a newer one, says so and offers to load it.
 */
public final class MeasurementStampView extends HBox {

    public MeasurementStampView(MeasurementStamp stamp, Runnable checkForNewer, Runnable loadLatest) {
        getStyleClass().add("measurement-stamp");
        setSpacing(8);
        setAlignment(Pos.CENTER_LEFT);

        Label token = new Label();
        token.setId("measurement-token");
        token.textProperty().bind(stamp.shownProperty().map(t -> "Measurement " + MeasurementStamp.shorten(t)).orElse(""));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(stamp.shownProperty().orElse(""));
        token.setTooltip(tip);

        Label newer = new Label("A newer measurement exists");
        newer.setId("measurement-newer");
        newer.getStyleClass().add("measurement-newer");
        Button load = new Button("Load latest");
        load.setId("measurement-load-latest");
        load.setOnAction(e -> loadLatest.run());
        Button check = new Button("Check for newer");
        check.setId("measurement-check");
        check.setOnAction(e -> checkForNewer.run());

        for (Node node : List.of(newer, load)) {
            node.visibleProperty().bind(stamp.newerAvailableBinding());
            node.managedProperty().bind(stamp.newerAvailableBinding());
        }
        check.visibleProperty().bind(stamp.shownProperty().isNotNull().and(stamp.newerAvailableBinding().not()));
        check.managedProperty().bind(check.visibleProperty());
        getChildren().addAll(token, newer, load, check);
    }
}
