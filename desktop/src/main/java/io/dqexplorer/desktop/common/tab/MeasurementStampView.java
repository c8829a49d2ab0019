package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.ShortcutTargets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import java.util.List;

/**
 * Shows which measurement a tab shows (the shortened token, full token in the tooltip),
 * whether it is the history's stored copy, and, when the service has a newer one or the view is pinned
 * to a measurement of the history, offers to load the latest.
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
        token.accessibleTextProperty().bind(stamp.shownProperty().map(t -> "Measurement " + t).orElse(""));

        Label stored = new Label("stored copy");
        stored.setId("measurement-stored-copy");
        stored.getStyleClass().add("measurement-stored-copy");
        stored.setTooltip(new Tooltip("The service no longer gives this measurement: shown as kept on this machine"));
        stored.setAccessibleHelp(stored.getTooltip().getText());
        stored.visibleProperty().bind(stamp.storedCopyProperty());
        stored.managedProperty().bind(stamp.storedCopyProperty());

        Label newer = new Label("A newer measurement exists");
        newer.setId("measurement-newer");
        newer.getStyleClass().add("measurement-newer");
        Button load = new Button("Load latest");
        load.setId("measurement-load-latest");
        load.setOnAction(e -> loadLatest.run());
        Button check = new Button("Check for newer");
        check.setId("measurement-check");
        check.setOnAction(e -> checkForNewer.run());
        ShortcutTargets.fires(Shortcut.CHECK_NEWER, check);

        // a measurement chosen from the history is known to be older: "Load latest" says enough, and the
        // row keeps to one line at 1024 px
        newer.visibleProperty().bind(stamp.newerAvailableBinding().and(stamp.pinnedProperty().not()));
        newer.managedProperty().bind(newer.visibleProperty());
        load.visibleProperty().bind(stamp.newerAvailableBinding().or(stamp.pinnedProperty()));
        load.managedProperty().bind(load.visibleProperty());
        check.visibleProperty().bind(stamp.shownProperty().isNotNull().and(load.visibleProperty().not()));
        check.managedProperty().bind(check.visibleProperty());
        getChildren().addAll(token, stored, newer, load, check);
        for (Region whole : List.of(stored, load, check)) {
            noShorterThanItsText(whole);
        }
    }

    /** A button cut to "Hist…" reads as nothing: the row is laid out to fit its buttons whole. */
    private static void noShorterThanItsText(Region node) {
        node.setMinWidth(Region.USE_PREF_SIZE);
    }

    /** Adds the button that lists the dataset's kept measurements, after the others. */
    public void offerHistory(Region history) {
        noShorterThanItsText(history);
        getChildren().add(history);
    }
}
