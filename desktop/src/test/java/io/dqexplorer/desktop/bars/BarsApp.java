package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.testing.ContextMenuRequest;
import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.bars.BarsBook;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.BarsFile;
import io.dqexplorer.workspace.bars.Figure;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.MeasurementHistory;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The whole app for the bars' TestFX tests, on a sandbox of the test's own over HTTP and folders of its own (the
 * data folder holds its DuckDB history and its bars file), its "Open…" and "Save as…" dialogs answering what the
 * test lined up; with the bar editor's lookups. The test class's {@code @Start}, {@code @BeforeEach} and
 * {@code @AfterEach} call {@link #onStage}, {@link #startService} and {@link #stop}.
 */
final class BarsApp {

    static final String KITCHEN = "kitchen-egocentric";

    final Map<String, String> folders = AppHarness.ownFolders();
    final Path data = Path.of(folders.get(HistoryFolder.VARIABLE));
    final Path barsFile = data.resolve(BarsBook.FILE_NAME);
    /** What the next "Open…" and "Save as…" dialogs answer. */
    final Deque<Path> answers = new ArrayDeque<>();

    private Stage stage;
    private TestService service;
    private AppHarness app;

    /** The stage the app shows on, as {@code @Start} gives it. */
    void onStage(Stage stage) {
        this.stage = stage;
    }

    /** The data folder made, and a client of the sandbox the test's {@code SandboxExtension} started. */
    void startService(Sandbox sandbox) throws IOException {
        Files.createDirectories(data);
        service = new TestService(sandbox);
    }

    TestService service() {
        return service;
    }

    AppHarness startApp() {
        return startApp(Map.of());
    }

    /** The app with its folders' variables and {@code extra} ones in its environment. */
    AppHarness startApp(Map<String, String> extra) {
        Map<String, String> environment = new HashMap<>(folders);
        environment.putAll(extra);
        FileDialogs files = new FileDialogs() {
            @Override
            public Optional<Path> save(Kind kind, String suggestedName) {
                return Optional.ofNullable(answers.poll());
            }

            @Override
            public Optional<Path> open(Kind kind) {
                return Optional.ofNullable(answers.poll());
            }
        };
        app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(stage, service.sandbox, files, environment));
        return app;
    }

    void stop() {
        if (app != null) {
            app.close();
        }
        service.close();
    }

    /** Writes the bars file: {@code entries} are the lines under "bars:". */
    void writeBars(String entries) throws IOException {
        Files.writeString(barsFile, "bars:\n" + entries, StandardCharsets.UTF_8);
    }

    List<Bar> barsInFile() {
        return BarsFile.read(barsFile);
    }

    /** The outcomes the app keeps in its history. */
    BarOutcomes outcomes() {
        return new BarOutcomes(MeasurementHistory.of(HistoryFolder.fromEnvironment(folders)));
    }

    double blurryPercent() {
        return service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN))
                .defect(Defect.BLURRY).orElseThrow().percent();
    }

    /** The token of kitchen's video measurement the service gives now. */
    String videoToken() {
        return service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN)).videoCharacteristics();
    }

    /** Selects the Bars tab's first bar and presses one of the tab's buttons ("#bars-edit", "#bars-delete"). */
    void pressOnFirstBar(FxRobot robot, String button) {
        TableView<BarRow> table = app.lookup("#bars-table");
        app.onFx(() -> {
            table.getSelectionModel().select(0);
            return null;
        });
        robot.clickOn(button);
    }

    /** The editor "Set a bar on this figure…" of a figure's context menu opens, once it shows. */
    Node editorByMenuOn(FxRobot robot, Node figure) {
        robot.rightClickOn(figure);
        robot.interact(() -> ContextMenuRequest.on(figure));
        robot.clickOn("Set a bar on this figure…");
        return editor();
    }

    /** The editor's content, once it shows. */
    Node editor() {
        app.waitUntil(() -> editorWindow().isPresent());
        return app.onFx(() -> editorWindow().orElseThrow().getScene().lookup("#bar-editor"));
    }

    static Optional<Window> editorWindow() {
        return Window.getWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                && w.getScene().lookup("#bar-editor") != null).findFirst();
    }

    static TextField field(Node editor, String id) {
        return (TextField) editor.lookup(id);
    }

    @SuppressWarnings("unchecked")
    static ComboBox<Figure> figureBox(Node editor) {
        return (ComboBox<Figure>) editor.lookup("#bar-editor-figure");
    }

    static String datasetText(Node editor) {
        return ((ComboBox<?>) editor.lookup("#bar-editor-dataset")).getEditor().getText();
    }
}
