package io.dqexplorer.desktop.report;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.export.ExportRunView;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The "Report…" button beside the dataset's title ({@link Shortcut#REPORT} presses it too) and, under the
 * title, what the report came to: while it is written, then the file with "Open folder", or the failure
 * in the banner.
 */
public final class ReportControls {

    private final Button button = new Button("Report…", new FontIcon(Material2AL.ASSESSMENT));
    private final VBox outcome;

    /** @param selected the dataset whose report to write; empty when none is selected */
    public ReportControls(ReportViewModel model, Supplier<Optional<String>> selected, ExportTargetChooser chooser) {
        button.setId("write-report");
        button.setMnemonicParsing(false);
        button.setTooltip(new Tooltip("This dataset's quality report, one HTML file to share ("
                + Shortcut.REPORT.keyText() + ")"));
        button.setAccessibleText("Write this dataset's quality report");
        button.setAccessibleHelp("Saves one self-contained HTML file with every measurement of the dataset");
        button.disableProperty().bind(model.run().runningProperty());
        button.setOnAction(e -> selected.get().ifPresent(dataset -> chooser.choose(ReportViewModel.suggestedName(dataset))
                .ifPresent(target -> model.write(dataset, target))));
        button.sceneProperty().addListener((obs, old, scene) -> {
            if (old != null) {
                old.getAccelerators().remove(Shortcut.REPORT.keys());
            }
            if (scene != null) {
                scene.getAccelerators().put(Shortcut.REPORT.keys(), button::fire);
            }
        });
        outcome = new VBox(4);
        outcome.getChildren().setAll(ExportRunView.of(model.run(), "report", model::onErrorAction));
        outcome.setId("report-outcome");
        outcome.setPadding(new Insets(0, 16, 0, 16));
    }

    public Node button() {
        return button;
    }

    /** The outcome rows; they take no room while there is nothing to say. */
    public Node outcome() {
        return outcome;
    }
}
