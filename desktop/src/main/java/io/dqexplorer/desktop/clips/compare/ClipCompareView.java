package io.dqexplorer.desktop.clips.compare;

import io.dqexplorer.desktop.common.IconsWhenNarrow;
import io.dqexplorer.desktop.common.ChoiceWords;
import io.dqexplorer.desktop.common.SummaryCard;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.common.export.ExportRunView;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.report.SummaryComparison;
import io.dqexplorer.workspace.table.Column;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.ArrayList;
import java.util.List;

/**
 * The Clips tab's compare mode: which snapshot is on the left (the open one is on the right), both sides'
 * labels, their summaries side by side, the filter (state, field, clip id) with "N of M differences" and
 * "Export differences…", and the clip differences as a sortable, virtualised table. "Back to clips" leaves it.
 * {@link #controls()} is the "Compare…" button the clip view shows, with why there is no earlier snapshot.
 */
public final class ClipCompareView extends VBox {

    private static final String ALL_STATES = "All states";
    private static final String ALL_FIELDS = "All fields";

    private final HBox controls;
    private final Label note;
    private final Button compare;
    private final ReadOnlyBooleanProperty shown;

    public ClipCompareView(ClipCompareViewModel model, ExportTargetChooser targets) {
        setId("clip-compare-view");
        shown = model.activeProperty();
        setSpacing(8);
        compare = compareButton(model);
        note = note(model, compare.getTooltip());
        controls = new HBox(6, note, compare);
        controls.setAlignment(Pos.CENTER_LEFT);

        Label leftTitle = bold("Compare with");
        ComboBox<LeftSnapshot> left = new ComboBox<>(model.choices());
        left.setId("clip-compare-left");
        left.valueProperty().bindBidirectional(model.leftProperty());
        ChoiceWords.show(left, snapshot -> snapshot.label(model.zone()));
        left.setPrefWidth(520);
        left.setMinWidth(200);
        HBox.setHgrow(left, Priority.SOMETIMES);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button back = new Button("Back to clips", new FontIcon(Material2AL.ARROW_BACK));
        back.setId("clip-compare-back");
        back.setMinWidth(Button.USE_PREF_SIZE);
        back.setOnAction(e -> model.leave());
        HBox pick = new HBox(8, leftTitle, left, gap, back);
        pick.setAlignment(Pos.CENTER_LEFT);

        GridPane sides = new GridPane();
        sides.setHgap(8);
        sides.setVgap(2);
        sides.addRow(0, bold("Left"), sideLabel("clip-compare-left-label", model.leftLabelProperty()));
        sides.addRow(1, bold("Right"), sideLabel("clip-compare-right-label", model.rightLabelProperty()));

        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setMaxSize(16, 16);
        Label progressText = new Label();
        progressText.setId("clip-compare-progress");
        progressText.setMnemonicParsing(false);
        progressText.textProperty().bind(model.progressTextProperty());
        HBox progress = new HBox(8, spinner, progressText);
        progress.setAlignment(Pos.CENTER_LEFT);
        progress.visibleProperty().bind(model.comparing().loadingProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        ErrorBanner error = new ErrorBanner(model::onErrorAction);
        error.setId("clip-compare-error");
        error.reportProperty().bind(model.comparing().errorProperty());

        FlowPane summary = new FlowPane(18, 8);
        summary.setId("clip-compare-summary");
        model.summary().addListener((ListChangeListener<SummaryComparison>) change -> {
            List<Node> cards = new ArrayList<>();
            for (SummaryComparison line : model.summary()) {
                cards.add(SummaryCard.of(line.label(), line.left() + "  →  " + line.right(),
                        "clip-compare-summary-" + cards.size(), line.difference()));
            }
            summary.getChildren().setAll(cards);
        });

        Node filters = filters(model, targets);
        ClipDifferenceTable table = new ClipDifferenceTable(model);
        Label heading = new Label("The two snapshots' figures");
        heading.getStyleClass().add("section-heading");
        VBox summaryBox = new VBox(6, heading, summary);
        summaryBox.setPadding(new Insets(8, 4, 4, 0));
        ScrollPane summaryScroll = new ScrollPane(summaryBox);
        summaryScroll.setId("clip-compare-summary-pane");
        summaryScroll.setFitToWidth(true);
        summaryScroll.getStyleClass().add("edge-to-edge");
        // as in the snapshot's view: the table and the summary keep their shares when the window shrinks
        SplitPane tableAndSummary = new SplitPane(table, summaryScroll);
        tableAndSummary.setOrientation(Orientation.VERTICAL);
        tableAndSummary.setDividerPositions(0.7);
        VBox.setVgrow(tableAndSummary, Priority.ALWAYS);

        getChildren().addAll(pick, sides, progress, error, filters, tableAndSummary);
        getChildren().addAll(ExportRunView.of(model.exportRun(), "clip-compare-export",
                action -> model.exportRun().dismissFailure()));
    }

    /** True while the comparison is shown in place of the snapshot's clips. */
    public ReadOnlyBooleanProperty shownProperty() {
        return shown;
    }

    /** "Compare…", off while no snapshot is kept to compare with, and beside it why there is no earlier one. */
    public HBox controls() {
        return controls;
    }

    /** In a narrow row the note gives way to its icon first, rather than to "No e…"; the button with the row's others. */
    public void givesWayIn(IconsWhenNarrow row) {
        row.givesWay(0, note);
        row.givesWay(1, compare);
    }

    private static Button compareButton(ClipCompareViewModel model) {
        Button compare = new Button("Compare…", new FontIcon(Material2AL.COMPARE_ARROWS));
        compare.setId("ws-compare");
        compare.disableProperty().bind(Bindings.isEmpty(model.choices()));
        compare.setOnAction(e -> model.enter());
        Tooltip explained = new Tooltip();
        explained.textProperty().bind(Bindings.when(model.availabilityProperty().isEmpty())
                .then("Compare this snapshot with the dataset's earlier one, or with another dataset's")
                .otherwise(model.availabilityProperty()));
        explained.setWrapText(true);
        explained.setMaxWidth(420);
        compare.setTooltip(explained);
        return compare;
    }

    private static Label note(ClipCompareViewModel model, Tooltip explained) {
        Label note = new Label("No earlier snapshot", new FontIcon(Material2AL.INFO));
        note.setId("ws-compare-note");
        note.getStyleClass().add("text-muted");
        // a disabled button shows no tooltip: the note carries the reason too
        note.setTooltip(explained);
        note.visibleProperty().bind(model.availabilityProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        return note;
    }


    private static Node filters(ClipCompareViewModel model, ExportTargetChooser targets) {
        ComboBox<String> state = new ComboBox<>();
        state.setId("clip-compare-state");
        state.getItems().add(ALL_STATES);
        state.getItems().addAll(DifferenceFilter.STATES);
        state.setValue(ALL_STATES);
        state.setMinWidth(Region.USE_PREF_SIZE);
        state.valueProperty().addListener((obs, old, now) -> model.filterProperty().set(
                model.filterProperty().get().withState(now == null || now.equals(ALL_STATES) ? null : now)));

        ComboBox<String> field = new ComboBox<>();
        field.setId("clip-compare-field");
        field.getItems().addAll(ALL_FIELDS, ClipComparison.CLIP);
        ClipComparison.FIELDS.stream().map(Column::sqlName).forEach(field.getItems()::add);
        field.setValue(ALL_FIELDS);
        field.setMinWidth(Region.USE_PREF_SIZE);
        // "analyzed_seconds" reads as words; the filter and the CSV keep the names
        ChoiceWords.show(field, DifferenceFilter::fieldWords);
        field.valueProperty().addListener((obs, old, now) -> model.filterProperty().set(
                model.filterProperty().get().withField(now == null || now.equals(ALL_FIELDS) ? null : now)));

        TextField clip = new TextField();
        clip.setId("clip-compare-search");
        clip.setPromptText("Clip id contains…");
        clip.setPrefColumnCount(14);
        clip.setMinWidth(Region.USE_PREF_SIZE);
        clip.textProperty().addListener((obs, old, now) -> model.filterProperty().set(
                model.filterProperty().get().withClip(now)));

        Label count = new Label();
        count.setId("clip-compare-count");
        count.setMinWidth(Label.USE_PREF_SIZE);
        count.textProperty().bind(model.countTextProperty());
        Button export = new Button("Export differences…", new FontIcon(Material2MZ.SAVE_ALT));
        export.setId("clip-compare-export");
        export.setMinWidth(Button.USE_PREF_SIZE);
        export.setTooltip(new Tooltip("Write every difference, whatever the filter, as CSV with a manifest naming both snapshots"));
        export.disableProperty().bind(model.comparedProperty().isNull().or(model.exportRun().runningProperty()));
        export.setOnAction(e -> targets.choose(model.suggestedFileName()).ifPresent(model::export));
        HBox chosen = new HBox(8, state, field, clip);
        chosen.setAlignment(Pos.CENTER_LEFT);
        HBox counted = new HBox(12, count, export);
        counted.setAlignment(Pos.CENTER_LEFT);
        // the filter and the export wrap onto two lines in a narrow window rather than squeeze the pickers
        FlowPane filters = new FlowPane(24, 6, chosen, counted);
        filters.setAlignment(Pos.CENTER_LEFT);
        return filters;
    }

    private static Label bold(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("text-bold");
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static Label sideLabel(String id, ObservableStringValue text) {
        Label label = new Label();
        label.textProperty().bind(text);
        label.setId(id);
        label.setMnemonicParsing(false);
        label.getStyleClass().add("text-muted");
        return label;
    }
}
