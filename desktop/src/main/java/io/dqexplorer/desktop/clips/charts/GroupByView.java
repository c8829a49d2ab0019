package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.TermGroup;
import java.util.OptionalDouble;
import java.util.function.Function;
import javafx.geometry.Pos;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The group-by table: a section chooser and, per term, clips, hours and the hand shares. A header
 * click sorts through the query (missing shares last either way); a row click (or Enter) filters to its term.
 */
public final class GroupByView extends VBox {

    private static final double ROW_HEIGHT = 24;
    private static final int MIN_ROWS = 8;

    private static final String NOT_MEASURED = "not measured";
    /** Room for a header such as "Active manipulation" before the table scrolls sideways. */
    private static final double FIGURE_MIN_WIDTH = 96;

    public GroupByView(GroupByViewModel model) {
        setSpacing(6);

        ChoiceBox<TermSection> section = new ChoiceBox<>();
        section.setId("group-by-section");
        section.setAccessibleText("The vocabulary section to group by");
        section.getItems().setAll(GroupByViewModel.SECTIONS);
        section.setConverter(new StringConverter<>() {
            @Override
            public String toString(TermSection value) {
                return value == null ? "" : Character.toUpperCase(value.word().charAt(0)) + value.word().substring(1);
            }

            @Override
            public TermSection fromString(String text) {
                return TermSection.named(text).orElse(null);
            }
        });
        section.valueProperty().bindBidirectional(model.sectionProperty());

        ProgressIndicator loading = new ProgressIndicator();
        loading.setMaxSize(16, 16);
        loading.visibleProperty().bind(model.state().loadingProperty());
        HBox header = new HBox(8, new Label("Group by"), section, loading);
        header.setAlignment(Pos.CENTER_LEFT);

        TableView<TermGroup> table = new TableView<>(model.rows());
        table.setId("group-by-table");
        table.setAccessibleText("Clips of the subset by term");
        table.setPlaceholder(new Label("No clip of the subset carries a term of this section"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // open, the group-by shows eight terms at least: the histogram above gives way
        table.setFixedCellSize(ROW_HEIGHT);
        // the header row, eight rows, the borders and a sideways scroll bar
        table.setMinHeight(ROW_HEIGHT * (MIN_ROWS + 1) + 20);
        TableColumn<TermGroup, String> term = sorted(Tables.textColumn("Term", TermGroup::term), GroupOrder.Key.TERM);
        TableColumn<TermGroup, String> clips = figure("Clips", group -> Formats.count(group.clips()), GroupOrder.Key.CLIPS);
        table.getColumns().add(term);
        table.getColumns().add(clips);
        table.getColumns().add(figure("Hours", group -> Formats.hours(group.analyzedHours()), GroupOrder.Key.ANALYZED_SECONDS));
        table.getColumns().add(figure("Hands visible", group -> share(group, HandTotals::handsVisibleShare),
                GroupOrder.Key.HANDS_VISIBLE_SHARE));
        table.getColumns().add(figure("Two hands", group -> share(group, HandTotals::twoHandsVisibleShare),
                GroupOrder.Key.TWO_HANDS_VISIBLE_SHARE));
        table.getColumns().add(figure("Active manipulation", group -> share(group, HandTotals::activeManipulationShare),
                GroupOrder.Key.ACTIVE_MANIPULATION_SHARE));
        clips.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().add(clips);
        // the query sorts (its order puts missing shares last whichever way): the table only says which way
        table.setSortPolicy(view -> {
            if (view.getSortOrder().isEmpty()) {
                model.sortBy(GroupOrder.MOST_CLIPS);
            } else {
                TableColumn<TermGroup, ?> first = view.getSortOrder().get(0);
                model.sortBy(new GroupOrder((GroupOrder.Key) first.getUserData(),
                        first.getSortType() == TableColumn.SortType.DESCENDING));
            }
            return true;
        });
        table.setRowFactory(view -> {
            TableRow<TermGroup> row = new TableRow<>();
            row.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && !row.isEmpty()) {
                    model.filterTo(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(event -> {
            TermGroup selected = table.getSelectionModel().getSelectedItem();
            if (event.getCode() == KeyCode.ENTER && selected != null) {
                model.filterTo(selected);
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);

        ErrorBanner error = new ErrorBanner(model::onErrorAction);
        error.setId("group-by-error");
        error.reportProperty().bind(model.state().errorProperty());

        getChildren().addAll(header, table, error);
    }

    private static TableColumn<TermGroup, String> figure(String title, Function<TermGroup, String> value, GroupOrder.Key key) {
        TableColumn<TermGroup, String> column = sorted(Tables.textColumn(title, value), key);
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        column.setMinWidth(FIGURE_MIN_WIDTH);
        return column;
    }

    private static TableColumn<TermGroup, String> sorted(TableColumn<TermGroup, String> column, GroupOrder.Key key) {
        column.setUserData(key);
        return column;
    }

    private static String share(TermGroup group, Function<HandTotals, OptionalDouble> share) {
        return group.hands().map(hands -> Formats.fractionAsPercent(share.apply(hands), NOT_MEASURED)).orElse(NOT_MEASURED);
    }
}
