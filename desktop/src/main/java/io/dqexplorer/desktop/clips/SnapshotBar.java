package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.clips.snapshots.SnapshotPhase;
import io.dqexplorer.desktop.clips.snapshots.SnapshotViewModel;
import io.dqexplorer.workspace.snapshot.Freshness;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * What the Clips tab has of the dataset on this machine: "2,734 clips on this machine, measurement
 * vo-6844…" (stale: a Refresh button; offline: since when), the fetch's progress with Cancel,
 * "Start snapshot" when none is fetched on opening, and the error banner when opening or fetching failed.
 * Hidden while the snapshot shown is current: there is nothing to act on.
 */
final class SnapshotBar extends VBox {

    SnapshotBar(SnapshotViewModel model) {
        super(6);
        setId("ws-snapshot-bar");
        Label status = new Label();
        status.setId("ws-status");
        status.setMnemonicParsing(false);
        status.setWrapText(true);
        status.textProperty().bind(model.statusProperty());
        HBox.setHgrow(status, Priority.ALWAYS);
        status.setMaxWidth(Double.MAX_VALUE);

        BooleanBinding fetching = model.phaseProperty().isEqualTo(SnapshotPhase.FETCHING);
        ProgressBar progress = new ProgressBar();
        progress.setId("ws-progress");
        progress.setPrefWidth(160);
        progress.progressProperty().bind(model.progressProperty());
        Label progressText = new Label();
        progressText.setId("ws-progress-text");
        progressText.setMnemonicParsing(false);
        progressText.textProperty().bind(model.progressTextProperty());
        Button cancel = new Button("Cancel");
        cancel.setId("ws-cancel");
        cancel.setOnAction(e -> model.cancel());
        HBox fetch = new HBox(8, progress, progressText, cancel);
        fetch.setAlignment(Pos.CENTER_LEFT);
        show(fetch, fetching);

        Button start = new Button("Start snapshot");
        start.setId("ws-start");
        start.setOnAction(e -> model.fetch());
        show(start, model.phaseProperty().isEqualTo(SnapshotPhase.NONE).or(model.phaseProperty().isEqualTo(SnapshotPhase.FAILED)));
        Button refresh = new Button("Refresh");
        refresh.setId("ws-refresh");
        refresh.setOnAction(e -> model.fetch());
        show(refresh, model.phaseProperty().isEqualTo(SnapshotPhase.READY)
                .and(Bindings.createBooleanBinding(() -> model.freshnessProperty().get() == Freshness.STALE,
                        model.freshnessProperty())));

        HBox line = new HBox(10, status, start, refresh);
        line.setAlignment(Pos.CENTER_LEFT);
        status.visibleProperty().bind(fetching.not().or(model.snapshotProperty().isNotNull()));
        // while a first fetch runs its line has nothing to say: the progress takes its place
        line.visibleProperty().bind(status.visibleProperty().or(start.visibleProperty()).or(refresh.visibleProperty()));
        line.managedProperty().bind(line.visibleProperty());

        ErrorBanner error = new ErrorBanner(action -> {
            if (action == ErrorAction.RETRY) {
                model.fetch();
            }
        });
        error.setId("ws-snapshot-error");
        error.reportProperty().bind(model.work().errorProperty());
        getChildren().addAll(line, fetch, error);
        // a current snapshot's line says nothing to act on: the table takes its height, the count's tooltip says it
        show(this, model.phaseProperty().isNotEqualTo(SnapshotPhase.READY).or(model.work().errorProperty().isNotNull())
                .or(Bindings.createBooleanBinding(() -> model.freshnessProperty().get() != Freshness.CURRENT,
                        model.freshnessProperty())));
    }

    private static void show(Node node, BooleanBinding when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }
}
