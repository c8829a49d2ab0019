package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.ServiceText;
import javafx.geometry.Side;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;

import java.time.ZoneId;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * "History": lists the measurements of the tab's family kept for the dataset, the first seen first, each
 * with when this machine first saw it and its headline figures; choosing one pins the tab to it.
 */
final class HistoryButton extends Button {

    private final MeasurementLoader<?> loader;
    private final ZoneId zone;
    private final ContextMenu menu = new ContextMenu();

    HistoryButton(MeasurementLoader<?> loader, ZoneId zone) {
        super("History");
        this.loader = loader;
        this.zone = zone;
        setId("measurement-history");
        setTooltip(new Tooltip("Every measurement of this dataset kept on this machine; choose one to show it"));
        setAccessibleHelp(getTooltip().getText());
        menu.setId("measurement-history-menu");
        visibleProperty().bind(loader.stamp().shownProperty().isNotNull());
        managedProperty().bind(visibleProperty());
        setOnAction(e -> loader.history(this::show));
    }

    private void show(List<HistoryEntry> entries) {
        String shown = loader.stamp().shownProperty().get();
        if (entries.isEmpty()) {
            MenuItem none = new MenuItem("Nothing kept yet for this dataset");
            none.setDisable(true);
            menu.getItems().setAll(none);
        } else {
            menu.getItems().setAll(IntStream.range(0, entries.size())
                    .mapToObj(i -> item(i, entries.get(i), Objects.equals(entries.get(i).token(), shown))).toList());
        }
        menu.show(this, Side.BOTTOM, 0, 0);
    }

    /** @param index the entry's place, first seen first: its node id, as a token may hold any character */
    private MenuItem item(int index, HistoryEntry entry, boolean isShown) {
        String token = ServiceText.shown(entry.token());
        MenuItem item = new MenuItem(MeasurementStamp.shorten(token) + "  ·  first seen "
                + Formats.time(entry.firstSeen(), zone) + (isShown ? "  ·  shown" : "") + "\n" + entry.headline());
        item.setMnemonicParsing(false);
        item.setId("measurement-history-" + index);
        item.getStyleClass().add("measurement-history-item");
        item.setOnAction(e -> loader.pin(entry.token()));
        return item;
    }
}
