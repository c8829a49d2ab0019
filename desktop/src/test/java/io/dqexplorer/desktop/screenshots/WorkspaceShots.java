package io.dqexplorer.desktop.screenshots;


import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.clips.charts.ChartColumn;
import io.dqexplorer.desktop.clips.snapshots.SnapshotsDialog;
import io.dqexplorer.desktop.clips.snapshots.SnapshotsViewModel;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import javafx.event.ActionEvent;
import javafx.event.Event;
import javafx.event.EventType;
import javafx.geometry.Point2D;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The clip workspace's shots: the Clips tab while a snapshot is fetched, on the snapshot filtered by two
 * conditions and sorted, its charts of a small ratio with a brushed range, and the Snapshots dialog listing two snapshots. The snapshots are
 * fetched into a cache folder of the tour's own, never the user's: {@value CacheFolder#VARIABLE} must
 * name an empty folder.
 */
final class WorkspaceShots {

    /** Two chips: a term and a ratio, the filter text form's two commonest conditions. */
    static final String FILTER = "objects has \"knife\" and distorted_share > 0.02";
    /** The charts' divider as {@link io.dqexplorer.desktop.clips.charts.ChartsView} sets it. */
    private static final double CHARTS_DIVIDER = 0.55;
    /** The column the view is sorted by, descending: the worst distorted share first. */
    /** The histogram brushed: a small ratio (0 to 6 % on the demo data), binned over the values present. */
    private static final ChartColumn BRUSHED = ChartColumn.DISTORTED_SHARE;
    private static final String SORTED_BY = "ws-col-distorted_share";
    /** The dataset whose fetch is shot while it runs: 200,000 clips take a while. */
    private static final String FETCHED = "fleet-archive";
    /** The second snapshot of the dialog. */
    private static final String OTHER_DATASET = "warehouse-picking";
    /**
     * How long after the tour's fetches the dialog is looked at: its ages read "3 h ago" on every run,
     * however long the fetches took, where the system clock would say "just now" or "1 min ago".
     */
    private static final Duration LATER = Duration.ofHours(3);

    private final TourSubject context;
    private final Camera camera;
    private final CacheFolder cache;

    WorkspaceShots(TourSubject context, Camera camera, CacheFolder cache) {
        this.context = context;
        this.camera = camera;
        this.cache = cache;
    }

    /**
     * The folder {@value CacheFolder#VARIABLE} names, when it holds no snapshot yet: the tour fetches into
     * it, and what is already there would show in the shots (or be the user's).
     *
     * @throws IllegalStateException when the variable is not set, or the folder it names holds anything
     */
    static CacheFolder ownCache(Map<String, String> environment) throws IOException {
        String named = environment.get(CacheFolder.VARIABLE);
        if (named == null || named.isBlank()) {
            throw new IllegalStateException("The screenshot tour fetches snapshots into a cache folder of its own: set "
                    + CacheFolder.VARIABLE + " to an empty folder (scripts/screenshots.sh does)");
        }
        CacheFolder folder;
        try {
            folder = CacheFolder.fromEnvironment(environment);
        } catch (IllegalArgumentException relative) {
            throw new IllegalStateException("The screenshot tour cannot use its cache folder: " + relative.getMessage());
        }
        Path snapshots = folder.snapshots();
        if (Files.isDirectory(snapshots)) {
            try (Stream<Path> entries = Files.list(snapshots)) {
                if (entries.findAny().isPresent()) {
                    throw new IllegalStateException("The screenshot tour starts from an empty cache folder, and "
                            + snapshots + " (" + CacheFolder.VARIABLE + ") is not empty");
                }
            }
        }
        return folder;
    }

    /** Waits until the Clips tab's table shows the dataset's snapshot, fetched and opened, in place of the service's pages. */
    void awaitSnapshot() throws Exception {
        Fx.waitUntil("the snapshot of the clips", () -> Fx.call(() -> {
            Node count = context.scene().lookup("#ws-count");
            Node progress = context.scene().lookup("#ws-progress");
            return count instanceof Label shown && Fx.showing(count) && shown.getText().endsWith(" clips")
                    && (progress == null || !Fx.showing(progress));
        }));
    }

    /**
     * The Clips tab while a large dataset's snapshot is fetched: the service's pages in the one table, the
     * fetch's progress above; in both sizes and themes. The fetch is cancelled after, and {@code back} shown again.
     */
    void whileFetching(String back) throws Exception {
        showDataset(FETCHED);
        Fx.run(() -> context.selectTab("Clips"));
        Fx.waitUntil("the service's first page and the fetch's progress", () -> Fx.call(() -> {
            Node range = context.scene().lookup("#clip-range");
            Node progress = context.scene().lookup("#ws-progress-text");
            return range instanceof Label pages && pages.getText().startsWith("rows 1–")
                    && progress instanceof Label fetched && fetched.getText().matches("Fetching [1-9].* of .*");
        }));
        everywhere("clips-fetching");
        Fx.run(() -> ((Button) context.scene().lookup("#ws-cancel")).fire());
        showDataset(back);
    }

    private void showDataset(String dataset) throws Exception {
        Fx.run(() -> {
            DatasetListViewModel datasets = context.datasets().orElseThrow();
            datasets.select(datasets.find(dataset).orElseThrow());
        });
    }

    /** Every shot of the workspace, in both window sizes and both themes; the Clips tab is open on its snapshot. */
    void run() throws Exception {
        filterAndSort();
        everywhere("workspace");
        showCharts();
        brush();
        settleCharts();
        everywhere("workspace-charts");
        secondSnapshot();
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            snapshotsDialog(size);
        }
    }

    private void everywhere(String name) throws Exception {
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                camera.shoot(name + size.suffix(), dark);
            }
        }
    }

    /** Types the filter and presses Enter, then sorts by a column as a click on its header would. */
    private void filterAndSort() throws Exception {
        Fx.run(() -> {
            TextField field = (TextField) context.scene().lookup("#ws-filter-field");
            field.setText(FILTER);
            field.fireEvent(new ActionEvent());
        });
        Fx.waitUntil("the filter's chips", () -> Fx.call(() ->
                context.scene().lookup("#ws-chips").isVisible()));
        Fx.run(() -> sortDescending((TableView<?>) context.scene().lookup("#clip-table"), SORTED_BY));
    }

    private static <S> void sortDescending(TableView<S> table, String columnId) {
        TableColumn<S, ?> column = table.getColumns().stream()
                .filter(c -> columnId.equals(c.getId())).findFirst()
                .orElseThrow(() -> new IllegalStateException("The clip table has no column " + columnId));
        column.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().setAll(List.of(column));
    }

    private void showCharts() throws Exception {
        // the charts with the summary folded: the histogram and the group-by's terms take the height
        Fx.run(() -> ((TitledPane) context.scene().lookup("#ws-summary-fold")).setExpanded(false));
        Fx.run(() -> {
            TabPane views = (TabPane) context.scene().lookup("#ws-views");
            views.getSelectionModel().select(views.getTabs().stream()
                    .filter(tab -> "ws-charts-tab".equals(tab.getId())).findFirst().orElseThrow());
        });
        Fx.waitUntil("the histogram", () -> Fx.call(() ->
                context.scene().lookup("#histogram-whole-bar-0") != null));
    }

    /**
     * Shows the histogram of another column than the filter's ratio, then drags across its middle fifth
     * with the mouse's events, as an analyst would: the range becomes a third chip.
     */
    private void brush() throws Exception {
        Fx.run(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<ChartColumn> column = (ComboBox<ChartColumn>) context.scene().lookup("#histogram-column");
            column.setValue(BRUSHED);
        });
        Camera.settle(context.scene());
        Fx.run(() -> {
            Node plot = context.scene().lookup("#histogram-plot");
            int bins = 0;
            while (plot.lookup("#histogram-whole-bar-" + bins) != null) {
                bins++;
            }
            double from = middleOf(plot, bins * 2 / 5);
            double to = middleOf(plot, bins * 3 / 5 - 1);
            double y = plot.getLayoutBounds().getHeight() / 2;
            Event.fireEvent(plot, mouse(plot, MouseEvent.MOUSE_PRESSED, from, y));
            Event.fireEvent(plot, mouse(plot, MouseEvent.MOUSE_DRAGGED, to, y));
            Event.fireEvent(plot, mouse(plot, MouseEvent.MOUSE_RELEASED, to, y));
        });
        // brushing the filter's own ratio moves its range: the chip becomes a "between"
        Fx.waitUntil("the brushed range's chip", () -> Fx.call(() ->
                context.scene().lookup("#ws-chips").lookupAll(".ws-chip-text").stream()
                        .anyMatch(chip -> ((Button) chip).getText().startsWith("distorted_share between"))));
    }

    /**
     * Puts the divider between the histogram and the group-by back where the view places it: where it
     * ends up after the charts' first queries varies by a few pixels from run to run.
     */
    private void settleCharts() throws Exception {
        Camera.settle(context.scene());
        Fx.run(() -> ((SplitPane) context.scene().lookup("#workspace-charts")).setDividerPositions(CHARTS_DIVIDER));
    }

    /** The horizontal middle of a bin's bar of the whole dataset, in the plot's coordinates. */
    private static double middleOf(Node plot, int bin) {
        Node bar = plot.lookup("#histogram-whole-bar-" + bin);
        Bounds bounds = plot.sceneToLocal(bar.localToScene(bar.getBoundsInLocal()));
        return bounds.getCenterX();
    }

    /**
     * A primary-button event at ({@code x}, {@code y}) of {@code target}: made with the scene's
     * coordinates, from which delivery derives the target's own.
     */
    private static MouseEvent mouse(Node target, EventType<MouseEvent> type, double x, double y) {
        Point2D scene = target.localToScene(x, y);
        Point2D screen = target.localToScreen(x, y);
        return new MouseEvent(type, scene.getX(), scene.getY(), screen.getX(), screen.getY(), MouseButton.PRIMARY, 1,
                false, false, false, false, true, false, false, true, false, false, null);
    }

    /** Opens a second dataset's Clips tab, whose snapshot is fetched on opening, for the dialog to list two. */
    private void secondSnapshot() throws Exception {
        showDataset(OTHER_DATASET);
        Fx.run(() -> context.selectTab("Clips"));
        Fx.waitUntil("the snapshot of " + OTHER_DATASET, () -> new SnapshotStore(cache, database()).list().size() == 2);
        awaitSnapshot();
    }

    /**
     * The app's Snapshots dialog over the tour's cache folder, with the clock set {@link #LATER} than the
     * last fetch and use, the first snapshot selected to show its tokens.
     */
    private void snapshotsDialog(Camera.WindowSize size) throws Exception {
        SnapshotStore store = new SnapshotStore(cache, database());
        Instant last = store.list().stream()
                .flatMap(info -> Stream.concat(Stream.of(info.lastUsed()), info.metadata().map(SnapshotMetadata::fetchEnded).stream()))
                .max(Instant::compareTo).orElseThrow();
        try (FxAsyncRunner runner = new FxAsyncRunner()) {
            SnapshotsViewModel model = new SnapshotsViewModel(store, runner, key -> Optional.empty(),
                    new Settings(new InMemoryPreferences()), Clock.fixed(last.plus(LATER), ZoneOffset.UTC),
                    ZoneOffset.UTC);
            SnapshotsDialog dialog = Fx.call(() -> new SnapshotsDialog(context.stage(), model, cache.snapshots()));
            Fx.run(dialog::show);
            // every snapshot the tour fetched by then (the two datasets compared, and the one whose fetch was shot)
            Fx.waitUntil("the snapshots listed", () -> Fx.call(() -> model.rows().size() >= 2));
            Fx.run(() -> {
                TableView<?> table = (TableView<?>) dialog.getDialogPane().lookup(".table-view");
                table.getSelectionModel().selectFirst();
            });
            Scene scene = dialog.getDialogPane().getScene();
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                camera.shoot(scene, "snapshots" + size.suffix(), dark);
            }
            Fx.run(dialog::close);
        }
    }

    /** DuckDB as the app runs it, so that the snapshot the Clips tab has open can be listed beside it. */
    private WorkspaceDatabase database() {
        return new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), cache.temporary());
    }
}
