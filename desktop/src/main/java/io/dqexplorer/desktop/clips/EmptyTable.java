package io.dqexplorer.desktop.clips;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import io.dqexplorer.desktop.clips.snapshots.SnapshotPhase;
import javafx.scene.layout.VBox;

/**
 * What the clip table shows with no row: "Reading the clips…" while they are read, "No clip meets the filter", with the term probably meant when
 * the service's pages found none for a term cased or spelled wrongly; or, for a filter or sort the
 * service's pages cannot answer, why in one line, with the action that fetches the snapshot.
 */
final class EmptyTable extends VBox {

    EmptyTable(ClipsViewModel model) {
        super(8);
        setAlignment(Pos.CENTER);
        BooleanBinding waiting = model.waitingProperty().isNotEmpty();
        BooleanBinding loading = model.pages().loading().loadingProperty().or(model.rowsState().loadingProperty())
                .or(model.snapshots().phaseProperty().isEqualTo(SnapshotPhase.OPENING));
        Label none = new Label();
        none.setId("clip-empty");
        none.setWrapText(true);
        none.setMnemonicParsing(false);
        none.textProperty().bind(Bindings.when(waiting).then(model.waitingProperty())
                .otherwise(Bindings.when(loading).then("Reading the clips…").otherwise("No clip meets the filter")));
        ProgressIndicator reading = new ProgressIndicator();
        reading.setMaxSize(24, 24);
        reading.visibleProperty().bind(loading.and(waiting.not()));
        reading.managedProperty().bind(reading.visibleProperty());

        Button fetch = new Button("Fetch the snapshot");
        fetch.setId("clip-fetch-snapshot");
        fetch.setOnAction(e -> model.fetchSnapshot());
        show(fetch, waiting);

        Button meant = new Button();
        meant.setId("clip-suggested-term");
        // the term is data: an underscore in it is no mnemonic
        meant.setMnemonicParsing(false);
        meant.textProperty().bind(model.pages().suggestedTermProperty().map(term -> "Show clips with “" + term + "”").orElse(""));
        meant.setOnAction(e -> model.applySuggestedTerm());
        show(meant, model.pages().suggestedTermProperty().isNotNull().and(waiting.not()).and(loading.not()));
        getChildren().addAll(reading, none, fetch, meant);
    }

    private static void show(Button button, BooleanBinding when) {
        button.visibleProperty().bind(when);
        button.managedProperty().bind(when);
    }
}
