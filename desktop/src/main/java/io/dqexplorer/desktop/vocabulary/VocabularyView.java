package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.MeasurementStampView;
import io.dqexplorer.desktop.common.StatusPane;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.function.Function;

/** Lays out the vocabulary tab; every figure and word comes from {@link VocabularyViewModel}. */
final class VocabularyView extends StackPane {

    private final VocabularyViewModel model;
    private final HBox sectionButtons = new HBox(4);
    private final ToggleGroup sectionGroup = new ToggleGroup();

    VocabularyView(VocabularyViewModel model) {
        this.model = model;
        setId("vocabulary-view");
        Label notMeasured = new Label("Vocabulary: not measured yet for this dataset");
        notMeasured.setId("vocabulary-not-measured");
        notMeasured.getStyleClass().addAll("placeholder", "title-4", "text-muted");

        sectionButtons.setId("vocabulary-sections");
        model.sections().addListener((ListChangeListener<String>) change -> rebuildSections());
        model.sectionProperty().addListener((obs, old, now) -> reflectSection());

        TermsTable terms = new TermsTable(model);
        Button showClips = new Button("Show clips");
        showClips.setId("vocabulary-show-clips");
        showClips.disableProperty().bind(terms.getSelectionModel().selectedItemProperty().isNull());
        showClips.setOnAction(e -> model.showClips(terms.getSelectionModel().getSelectedItem()));
        Label hint = new Label("Double-click a term or press \"Show clips\" to open the clips carrying it.");
        HBox termsBar = new HBox(12, new Label("Terms"), showClips, hint);
        termsBar.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(terms, Priority.ALWAYS);

        Label untiered = new Label();
        untiered.setId("vocabulary-untiered");
        untiered.setWrapText(true);
        untiered.textProperty().bind(model.untieredTermsProperty().map(t -> "Untiered terms: " + t));

        VBox body = new VBox(12, sectionButtons, figures(), tiersTable(), termsBar, terms, untiered);
        body.setPadding(new Insets(12));

        BorderPane content = new BorderPane(body);
        MeasurementStampView stamp = new MeasurementStampView(model.stamp(), model::checkForNewer, model::loadLatest);
        BorderPane.setMargin(stamp, new Insets(8, 12, 0, 12));
        content.setTop(stamp);
        content.visibleProperty().bind(model.availabilityProperty().isEqualTo(VocabularyViewModel.Availability.SHOWN));
        notMeasured.visibleProperty().bind(
                model.availabilityProperty().isEqualTo(VocabularyViewModel.Availability.NOT_MEASURED));
        getChildren().add(new StatusPane(new StackPane(content, notMeasured), model.loadState(), model::onErrorAction));
    }

    private void rebuildSections() {
        sectionGroup.getToggles().clear();
        sectionButtons.getChildren().setAll(model.sections().stream().map(name -> {
            ToggleButton button = new ToggleButton(Character.toUpperCase(name.charAt(0)) + name.substring(1));
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

    private GridPane figures() {
        GridPane grid = new GridPane();
        grid.setHgap(24);
        grid.setVgap(6);
        figure(grid, 0, "Distinct terms", "vocabulary-distinct-terms", model.distinctTermsProperty());
        figure(grid, 1, "Distinct kinds", "vocabulary-distinct-kinds", model.distinctKindsProperty());
        figure(grid, 2, "Effective distinct terms", "vocabulary-effective-terms", model.effectiveDistinctTermsProperty());
        figure(grid, 3, "Size-adjusted distinct terms", "vocabulary-size-adjusted-terms",
                model.sizeAdjustedDistinctTermsProperty());
        figure(grid, 4, "Comparable depth", "vocabulary-comparable-depth", model.comparableDepthProperty());
        figure(grid, 5, "Coverage (measurement completeness)", "vocabulary-coverage-share",
                model.coverageShareProperty());
        return grid;
    }

    private static void figure(GridPane grid, int row, String caption, String id, ReadOnlyStringProperty value) {
        Label figure = new Label();
        figure.setId(id);
        figure.getStyleClass().add("figure");
        figure.textProperty().bind(value);
        grid.addRow(row, new Label(caption), figure);
    }

    private TableView<TierRow> tiersTable() {
        TableView<TierRow> table = new TableView<>(model.tiers());
        table.setId("vocabulary-tiers-table");
        table.setPlaceholder(new Label("No tiers in this section"));
        table.setFixedCellSize(34);
        table.prefHeightProperty().bind(Bindings.size(model.tiers()).add(1).multiply(34).add(8));
        table.minHeightProperty().bind(table.prefHeightProperty());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Tier", TierRow::label));
        table.getColumns().add(column("Distinct terms", TierRow::distinctTerms));
        table.getColumns().add(column("Representation share", TierRow::representationShare));
        table.getColumns().add(column("Example terms", TierRow::examples));
        return table;
    }

    private static TableColumn<TierRow, String> column(String title, Function<TierRow, String> value) {
        TableColumn<TierRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        return column;
    }
}
