package io.dqexplorer.desktop.datasets;

import atlantafx.base.theme.Styles;
import io.dqexplorer.sdk.ServiceText;
import atlantafx.base.controls.CustomTextField;
import io.dqexplorer.desktop.common.tab.StatusPane;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;

/** The left pane: a filter field over the organization's datasets, each with its metrics as chips. */
public final class DatasetListView extends VBox {

    private final DatasetListViewModel viewModel;
    private final ListView<DatasetEntry> list;
    private final StatusPane status;

    /** The pane's heading and filter: {@link #stepsToShow()} adds the list and fills it. */
    public DatasetListView(DatasetListViewModel viewModel) {
        this.viewModel = viewModel;
        setId("dataset-pane");
        getStyleClass().add("dataset-pane");
        setSpacing(10);
        setPadding(new Insets(14, 12, 12, 12));

        Label heading = new Label("Datasets");
        heading.getStyleClass().add("pane-heading");

        CustomTextField filter = new CustomTextField();
        filter.setId("dataset-filter");
        filter.setAccessibleText("Filter the datasets by name or metric");
        filter.setPromptText("Filter by name or metric");
        filter.setLeft(new FontIcon(Material2MZ.SEARCH));
        filter.textProperty().bindBidirectional(viewModel.filterProperty());

        list = new ListView<>();
        list.setId("dataset-list");
        list.setAccessibleText("Datasets");
        list.getStyleClass().add("dataset-list");
        list.setCellFactory(view -> new DatasetCell());
        Label placeholder = new Label();
        placeholder.setWrapText(true);
        placeholder.getStyleClass().add(Styles.TEXT_MUTED);
        placeholder.setId("dataset-placeholder");
        placeholder.textProperty().bind(Bindings.when(viewModel.nothingMatchesBinding())
                .then(Bindings.concat("No dataset matches \u201c", viewModel.filterProperty(), "\u201d"))
                .otherwise(Bindings.when(viewModel.emptyBinding())
                        .then("This organization has no datasets yet")
                        .otherwise("")));
        list.setPlaceholder(placeholder);

        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> viewModel.select(now));
        viewModel.selectedProperty().addListener((obs, old, now) -> showSelected(now));

        status = new StatusPane(list, viewModel.loadState(), viewModel::onErrorAction);
        VBox.setVgrow(status, Priority.ALWAYS);
        getChildren().addAll(heading, filter);
    }

    /**
     * What the pane still has to show, in order, each to be run in a frame of its own (see
     * {@link io.dqexplorer.desktop.common.async.AfterPulse#inTurn}): the list with its load state, its first
     * dataset, then all of them. Styled with the pane in one frame, they took twice the 100 ms of a frame; the
     * first cell runs JavaFX's cell code for the first time (its classes loaded, its code not yet compiled), and
     * with every cell in that same frame the list's layout alone took 100–180 ms.
     */
    public List<Runnable> stepsToShow() {
        return List.of(() -> getChildren().add(status), this::showFirstDataset, this::showDatasets);
    }

    /** Gives the list the focus, for the arrow keys to choose a dataset. */
    public void focusList() {
        list.requestFocus();
    }

    /** A copy: the list takes the live datasets, with the selection, in the next step. */
    private void showFirstDataset() {
        List<DatasetEntry> visible = viewModel.visibleDatasets();
        list.setItems(FXCollections.observableArrayList(visible.subList(0, Math.min(1, visible.size()))));
    }

    private void showDatasets() {
        list.setItems(viewModel.visibleDatasets());
        // a dataset remembered from last time may have been chosen before the list had rows to select
        showSelected(viewModel.selectedProperty().get());
    }

    private void showSelected(DatasetEntry dataset) {
        boolean rowsShown = list.getItems() == viewModel.visibleDatasets();
        if (rowsShown && dataset != null && dataset != list.getSelectionModel().getSelectedItem()) {
            list.getSelectionModel().select(dataset);
            list.scrollTo(dataset);
        }
    }

    /** One dataset: its id over chips naming the metrics already measured for it. */
    private static final class DatasetCell extends ListCell<DatasetEntry> {

        private final Label name = new Label();
        private final FlowPane metrics = new FlowPane(4, 4);
        private final VBox box = new VBox(5, name, metrics);

        DatasetCell() {
            // dataset ids and metric names are data: "_" is no mnemonic
            name.setMnemonicParsing(false);
            name.getStyleClass().add("dataset-name");
            metrics.getStyleClass().add("metric-chips");
            box.setPadding(new Insets(4, 2, 4, 2));
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(DatasetEntry item, boolean empty) {
            super.updateItem(item, empty);
            if (empty || item == null) {
                setGraphic(null);
                setId(null);
                return;
            }
            setId("dataset-" + item.dataset());
            name.setText(ServiceText.shown(item.dataset()));
            showChips(item.metrics().isEmpty() ? List.of("nothing measured yet")
                    : item.metrics().stream().map(MetricNames::label).toList());
            setGraphic(box);
        }

        /**
         * Relabels the chips the cell has and adds or removes only the difference: the list measures
         * every item with one cell before it lays out, and new chips each time were new nodes to style
         * each time, the most of the list's first frame.
         */
        private void showChips(List<String> labels) {
            ObservableList<Node> chips = metrics.getChildren();
            if (chips.size() > labels.size()) {
                chips.remove(labels.size(), chips.size());
            }
            for (int i = 0; i < labels.size(); i++) {
                if (i < chips.size()) {
                    ((Label) chips.get(i)).setText(labels.get(i));
                } else {
                    chips.add(chip(labels.get(i)));
                }
            }
        }

        /**
         * As tall as the chips wrapped at the width the list gives the cell: a label's skin asks its
         * graphic for the height at no particular width, the chips' height in one long row.
         */
        @Override
        protected double computePrefHeight(double width) {
            if (getGraphic() == null || width <= 0) {
                return super.computePrefHeight(width);
            }
            Insets insets = getInsets();
            return insets.getTop() + box.prefHeight(width - insets.getLeft() - insets.getRight()) + insets.getBottom();
        }

        private static Label chip(String label) {
            Label chip = new Label(label);
            chip.setMnemonicParsing(false);
            chip.getStyleClass().add("metric-chip");
            return chip;
        }
    }
}
