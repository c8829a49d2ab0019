package io.dqexplorer.desktop.clips;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

/** First, previous, next, last; "rows 1–100 of 2,734"; the page size. */
final class ClipPagingBar extends HBox {

    ClipPagingBar(ServicePages model) {
        setSpacing(6);
        setAlignment(Pos.CENTER_LEFT);

        Button first = button("clip-first", Material2AL.FIRST_PAGE, "First page", model.paging().canPreviousProperty());
        first.setOnAction(e -> model.first());
        Button previous = button("clip-previous", Material2AL.CHEVRON_LEFT, "Previous page", model.paging().canPreviousProperty());
        previous.setOnAction(e -> model.previous());
        Button next = button("clip-next", Material2AL.CHEVRON_RIGHT, "Next page", model.paging().canNextProperty());
        next.setOnAction(e -> model.next());
        Button last = button("clip-last", Material2AL.LAST_PAGE, "Last page", model.paging().canNextProperty());
        last.setOnAction(e -> model.last());

        Label range = new Label();
        range.setId("clip-range");
        range.textProperty().bind(model.paging().rangeProperty());
        // as wide as the widest range of this total, so that the buttons stay put while paging
        range.setAlignment(Pos.CENTER);
        range.minWidthProperty().bind(Bindings.createDoubleBinding(
                () -> widestRange(range.getFont(), model.paging().totalProperty().get()) + range.snappedLeftInset()
                        + range.snappedRightInset(),
                model.paging().totalProperty(), range.fontProperty(), range.paddingProperty()));
        range.prefWidthProperty().bind(range.minWidthProperty());

        ComboBox<Integer> pageSize = new ComboBox<>();
        pageSize.setId("clip-page-size");
        pageSize.setAccessibleText("Rows per page");
        pageSize.getItems().setAll(ClipPaging.PAGE_SIZES);
        pageSize.setValue(model.paging().pageSizeProperty().get());
        pageSize.setOnAction(e -> model.choosePageSize(pageSize.getValue()));
        model.paging().pageSizeProperty().addListener((obs, old, now) -> pageSize.setValue(now.intValue()));

        getChildren().addAll(first, previous, range, next, last, new Label("per page"), pageSize);
    }

    private static double widestRange(Font font, long total) {
        // every digit as an 8: in a font whose digits differ in width, no row number is wider
        Text widest = new Text(ClipPaging.range(Math.max(0, total - 1), 1, Math.max(1, total)).replaceAll("\\d", "8"));
        widest.setFont(font);
        return Math.ceil(widest.getLayoutBounds().getWidth()) + 2;
    }

    private static Button button(String id, Ikon icon, String tip, ObservableBooleanValue enabled) {
        Button button = new Button(null, new FontIcon(icon));
        button.setId(id);
        button.setTooltip(new Tooltip(tip));
        button.setAccessibleText(tip);
        button.disableProperty().bind(Bindings.not(enabled));
        return button;
    }
}
