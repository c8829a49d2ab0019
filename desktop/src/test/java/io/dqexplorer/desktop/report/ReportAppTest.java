package io.dqexplorer.desktop.report;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.model.Defect;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Report…" through the whole app: a filter applied in the clip workspace, Ctrl+R, the save dialog's file
 * written on the worker with the outcome line; the report's subset figures are the summary cards' own, and
 * its defects and hand shares the tabs' own.
 */
@ExtendWith(ApplicationExtension.class)
class ReportAppTest {

    private static final Sandbox SANDBOX = AppHarness.sharedSandbox();
    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    private static final String FILTER = "objects has \"knife\"";

    @TempDir
    static Path folder;
    private final List<String> suggested = new ArrayList<>();
    private AppHarness app;

    @Start
    void start(Stage stage) {
        ExportTargetChooser chooser = name -> {
            suggested.add(name);
            return Optional.of(folder.resolve("report.html"));
        };
        app = AppHarness.start(stage, SANDBOX, chooser);
        // the clip workspace's snapshot, which the filter is applied to
        new Settings(app.preferences()).rememberSnapshotOnOpen(true);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void ctrlRWritesTheReportWithTheWorkspacesFilterAndItsFiguresAreTheApps(FxRobot robot) throws Exception {
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Clips");
        Label status = app.lookup("#ws-status");
        app.waitUntil(() -> status.getText().matches("[\\d,]+ clips on this machine.*"));
        String whole = app.onFx(() -> status.getText().substring(0, status.getText().indexOf(' ')));
        robot.clickOn("#ws-filter-field").write(FILTER).type(KeyCode.ENTER);
        Label firstCard = app.lookup("#ws-summary-0");
        // the cards show the filtered clips once the chip is there and the summary re-totalled
        app.waitUntil(() -> app.scene().lookup(".ws-chip") != null && !firstCard.getText().isEmpty()
                && !firstCard.getText().equals(whole));

        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);

        Path written = folder.resolve("report.html");
        Label message = app.lookup("#report-message");
        app.waitUntil(() -> message.isVisible() && message.getText().contains("written to"));
        assertEquals(List.of(KITCHEN + "-quality-report.html"), suggested);
        assertEquals("Report of " + KITCHEN + " with the workspace's filter written to " + written.toAbsolutePath(),
                app.onFx(message::getText));
        Document page = Jsoup.parse(Files.readString(written, StandardCharsets.UTF_8));
        assertEquals(FILTER, page.selectFirst("[data-figure=filter]").text());
        List<Element> rows = page.select("#subset tbody tr");
        assertEquals(9, rows.size());
        for (int i = 0; i < rows.size(); i++) {
            Label card = app.lookup("#ws-summary-" + i);
            assertEquals(app.onFx(card::getText), rows.get(i).select("td").get(0).text(), "figure " + i);
        }

        // the whole dataset's figures, as its tabs show them
        app.selectTab("Video defects");
        for (Defect defect : Defect.values()) {
            String stem = "#defect-" + defect.wireName().replace('_', '-');
            Label percent = app.lookup(stem + "-percent");
            Label hours = app.lookup(stem + "-hours");
            assertEquals(app.onFx(percent::getText), figure(page, "defect." + defect.wireName() + ".percent"));
            assertEquals(app.onFx(hours::getText), "over " + figure(page, "defect." + defect.wireName() + ".hours")
                    + " assessed");
        }
        app.selectTab("Hand activity");
        Map<String, String> shares = Map.of("#hands-active-share", "hands.active-manipulation",
                "#hands-visible-share", "hands.hands-visible", "#hands-two-visible-share", "hands.two-hands-visible",
                "#hands-measured-hours", "hands.measured-hours", "#hands-clips", "hands.clips");
        for (Map.Entry<String, String> share : shares.entrySet()) {
            Label shown = app.lookup(share.getKey());
            app.waitUntil(() -> !shown.getText().isEmpty());
            assertEquals(app.onFx(shown::getText), figure(page, share.getValue()), share.getKey());
        }
    }

    private static String figure(Document page, String key) {
        Element found = page.selectFirst("[data-figure=" + key + "]");
        assertTrue(found != null, key);
        return found.text();
    }
}
