package io.dqexplorer.desktop.app;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.datasets.DatasetListView;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;

/**
 * The dataset list on the left of the window, beside {@code content}: hidden and shown by the header's toggle,
 * remembered in the settings; hidden, its room goes to the content.
 */
final class DatasetPane {

    private final SplitPane split = new SplitPane();
    private final DatasetListView list;
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "datasetPaneShown", true);
    private double dividerPosition = 0.22;

    DatasetPane(DatasetListViewModel datasets, Node content, Settings settings) {
        list = new DatasetListView(datasets);
        SplitPane.setResizableWithParent(list, false);
        split.getItems().setAll(list, content);
        split.setDividerPositions(dividerPosition);
        shown.set(!settings.datasetPaneHidden());
        show(shown.get());
        shown.addListener((obs, old, now) -> {
            show(now);
            settings.rememberDatasetPaneHidden(!now);
        });
    }

    /** The list beside the content. */
    SplitPane node() {
        return split;
    }

    /** The steps that show the list, one a pulse. */
    List<Runnable> stepsToShow() {
        return list.stepsToShow();
    }

    /** The header's button that hides and shows the list. */
    Node toggle() {
        FontIcon icon = new FontIcon();
        icon.iconCodeProperty().bind(shown.map(now -> now ? Material2MZ.MENU_OPEN : Material2MZ.MENU));
        Button toggle = new Button(null, icon);
        toggle.setId("dataset-pane-toggle");
        toggle.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(shown.map(now -> now ? "Hide the dataset list" : "Show the dataset list"));
        toggle.setTooltip(tip);
        toggle.accessibleTextProperty().bind(tip.textProperty());
        toggle.setOnAction(e -> shown.set(!shown.get()));
        return toggle;
    }

    /** Takes the dataset list out of the split or puts it back where its divider was. */
    private void show(boolean now) {
        boolean showing = split.getItems().contains(list);
        if (now && !showing) {
            split.getItems().add(0, list);
            split.setDividerPositions(dividerPosition);
        } else if (!now && showing) {
            dividerPosition = split.getDividerPositions()[0];
            split.getItems().remove(list);
        }
    }

    BooleanProperty shownProperty() {
        return shown;
    }

    /** Puts the focus in the dataset list, showing the list first if it was hidden. */
    void focus() {
        shown.set(true);
        list.focusList();
    }
}
