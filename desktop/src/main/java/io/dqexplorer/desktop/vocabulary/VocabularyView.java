package io.dqexplorer.desktop.vocabulary;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import io.dqexplorer.desktop.common.FigureGrid;
import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.desktop.common.tab.MeasurementPane;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Lays out the vocabulary tab; every figure and word comes from {@link VocabularyViewModel}. The
 * figures and the tiers take the room they need; the terms table takes the rest of the height, and
 * below its minimum the tab scrolls.
 */
final class VocabularyView extends StackPane {

    private static final double TIER_ROW_HEIGHT = 34;
    private static final double TIER_COLUMN_MIN_WIDTH = 160;
    private static final double TIER_COLUMN_MAX_WIDTH = 220;
    private static final double DISTINCT_COLUMN_WIDTH = 140;
    private static final double SHARE_COLUMN_WIDTH = 200;

    private final VocabularyViewModel model;
    private final HBox sectionButtons = new HBox(4);
    private final ToggleGroup sectionGroup = new ToggleGroup();

    VocabularyView(VocabularyViewModel model) {
        this.model = model;
        setId("vocabulary-view");
        sectionButtons.setId("vocabulary-sections");
        model.sections().addListener((ListChangeListener<String>) change -> rebuildSections());
        model.sectionProperty().addListener((obs, old, now) -> reflectSection());

        TermsTable terms = new TermsTable(model);
        Button showClips = Tables.opener(terms, "Show clips", "vocabulary-show-clips", model::showClips);
        Label hint = new Label("Double-click a term or press \"Show clips\" to open the clips carrying it.");
        hint.getStyleClass().add(Styles.TEXT_MUTED);
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        Label termsHeading = new Label("Terms");
        termsHeading.getStyleClass().add("section-heading");
        HBox termsBar = new HBox(12, termsHeading, showClips, hint);
        termsBar.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(terms, Priority.ALWAYS);
        terms.setMinHeight(6 * TIER_ROW_HEIGHT);

        Label untiered = new Label();
        untiered.setId("vocabulary-untiered");
        untiered.setWrapText(true);
        untiered.setMnemonicParsing(false);
        untiered.setMinHeight(Region.USE_PREF_SIZE);
        untiered.textProperty().bind(model.untieredTermsProperty().map(t -> "Untiered terms: " + t));

        FigureGrid figures = new FigureGrid(2)
                .figure("Distinct terms", "vocabulary-distinct-terms", model.distinctTermsProperty())
                .figure("Distinct kinds", "vocabulary-distinct-kinds", model.distinctKindsProperty())
                .figure("Effective distinct terms", "vocabulary-effective-terms", model.effectiveDistinctTermsProperty())
                .figure("Size-adjusted distinct terms", "vocabulary-size-adjusted-terms",
                        model.sizeAdjustedDistinctTermsProperty())
                .figure("Comparable depth", "vocabulary-comparable-depth", model.comparableDepthProperty())
                .figure("Coverage (measurement completeness)", "vocabulary-coverage-share",
                        model.coverageShareProperty());
        VBox body = new VBox(12, sectionButtons, figures, tiersTable(), termsBar, terms, untiered);
        body.setPadding(new Insets(12));
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.getStyleClass().add(Tweaks.EDGE_TO_EDGE);
        getChildren().add(new MeasurementPane(model.loader(), scroll, "vocabulary",
                "Vocabulary: not measured yet for this dataset"));
    }

    private void rebuildSections() {
        sectionGroup.getToggles().clear();
        sectionButtons.getChildren().setAll(model.sections().stream().map(name -> {
            ToggleButton button = new ToggleButton(Character.toUpperCase(name.charAt(0)) + name.substring(1));
            button.setMnemonicParsing(false);
            button.setId("vocabulary-section-" + name);
            button.setUserData(name);
            button.setToggleGroup(sectionGroup);
            button.setOnAction(e -> model.selectSection(name));
            return button;
        }).toList());
        reflectSection();
    }

    private void reflectSection() {
        sectionGroup.getToggles().forEach(t -> t.setSelected(t.getUserData().equals(model.sectionProperty().get())));
    }

    /** Exactly as tall as its rows, so that the terms table below gets the rest. */
    private TableView<TierRow> tiersTable() {
        TableView<TierRow> table = new TableView<>(model.tiers());
        table.setId("vocabulary-tiers-table");
        table.setAccessibleText("Vocabulary tiers");
        table.setPlaceholder(new Label("No tiers in this section"));
        table.setFixedCellSize(TIER_ROW_HEIGHT);
        // one row height for the header, which the theme draws a little taller, and the borders
        table.prefHeightProperty().bind(Bindings.max(1, Bindings.size(model.tiers())).add(1)
                .multiply(TIER_ROW_HEIGHT).add(12));
        table.minHeightProperty().bind(table.prefHeightProperty());
        table.maxHeightProperty().bind(table.prefHeightProperty());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Tables.textColumn("Tier", TierRow::label));
        table.getColumns().add(Tables.textColumn("Distinct terms", TierRow::distinctTerms));
        table.getColumns().add(Tables.textColumn("Representation share", TierRow::representationShare));
        table.getColumns().add(Tables.textColumn("Example terms", TierRow::examples));
        // the figures' headers are longer than the figures and stay whole; a tier's examples get the rest
        table.getColumns().get(0).setMinWidth(TIER_COLUMN_MIN_WIDTH);
        table.getColumns().get(0).setMaxWidth(TIER_COLUMN_MAX_WIDTH);
        table.getColumns().get(1).setMinWidth(DISTINCT_COLUMN_WIDTH);
        table.getColumns().get(1).setMaxWidth(DISTINCT_COLUMN_WIDTH);
        table.getColumns().get(2).setMinWidth(SHARE_COLUMN_WIDTH);
        table.getColumns().get(2).setMaxWidth(SHARE_COLUMN_WIDTH);
        return table;
    }
}
