package io.dqexplorer.desktop.defects;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.bars.BarMark;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.workspace.bars.Bar;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.TilePane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Optional;

/**
 * One card per defect, all of one size (a bar's mark makes its card taller); pressing a card selects the defect
 * whose distribution is shown below.
 */
final class DefectCardsPane extends TilePane {

    /** Wide enough for the usual hours; a longer text widens its card rather than being cut. */
    private static final double CARD_WIDTH = 170;

    private final DefectsViewModel model;
    private final Optional<FigureBars> bars;
    private final ToggleGroup group = new ToggleGroup();

    /** @param bars the analyst's bars: each card marks those on its percent, and offers to set one */
    DefectCardsPane(DefectsViewModel model, Optional<FigureBars> bars) {
        this.model = model;
        this.bars = bars;
        bars.ifPresent(shown -> shown.bars().addListener((ListChangeListener<Bar>) change -> rebuild()));
        setHgap(10);
        setVgap(10);
        setId("defect-cards");
        model.cards().addListener((ListChangeListener<DefectCard>) change -> rebuild());
        model.selectedProperty().addListener((obs, old, now) -> reflectSelection());
        rebuild();
    }

    private void rebuild() {
        group.getToggles().clear();
        getChildren().setAll(model.cards().stream().map(this::card).toList());
        reflectSelection();
    }

    private ToggleButton card(DefectCard card) {
        Label name = new Label(card.name());
        name.getStyleClass().addAll("defect-name", Styles.TEXT_BOLD);
        Label percent = new Label(card.percentText());
        percent.setId(card.idStem() + "-percent");
        percent.getStyleClass().addAll(card.assessed()
                ? List.of("defect-percent", Styles.TITLE_2) : List.of("defect-not-assessed", Styles.TITLE_4));
        Label hours = new Label(card.hoursText());
        hours.setId(card.idStem() + "-hours");
        hours.getStyleClass().add("defect-hours");
        // "over 123.88 h assessed" is the defect's own denominator: never cut it short
        for (Label label : List.of(name, percent, hours)) {
            label.setMinWidth(Region.USE_PREF_SIZE);
        }

        VBox content = new VBox(4, name, percent, hours);
        ToggleButton button = new ToggleButton(null, content);
        button.setId(card.idStem() + "-card");
        button.setAccessibleText(card.name() + ": " + card.percentText() + ", " + card.hoursText());
        button.getStyleClass().add("defect-card");
        button.setUserData(card.defect());
        button.setToggleGroup(group);
        button.setMinWidth(CARD_WIDTH);
        // the tile's size, which the tallest card sets
        button.setMaxSize(Double.MAX_VALUE, Double.MAX_VALUE);
        button.setAlignment(Pos.TOP_LEFT);
        button.setOnAction(e -> model.select(card.defect()));
        bars.ifPresent(shown -> {
            String figure = card.figure();
            String dataset = model.loader().dataset();
            List<BarMark> marks = shown.marks(dataset == null ? "" : dataset, figure, card.figureValue()).stream()
                    .map(BarMark::new).toList();
            content.getChildren().addAll(marks);
            marks.forEach(mark -> button.setAccessibleText(button.getAccessibleText() + ". " + mark.words()));
            shown.offer(button, () -> Optional.ofNullable(model.loader().dataset()), figure);
        });
        return button;
    }

    private void reflectSelection() {
        DefectCard selected = model.selectedProperty().get();
        group.getToggles().forEach(t -> t.setSelected(selected != null && t.getUserData() == selected.defect()));
    }
}
