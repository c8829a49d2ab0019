package io.dqexplorer.desktop.common.error;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

@ExtendWith(ApplicationExtension.class)
class ErrorBannerTest {

    private static final Instant SHOWN = Instant.parse("2026-11-22T21:30:05.123Z");
    private static final ErrorReport REPORT = new ErrorReport("The service is busy", "Try again in a moment.",
            Optional.of("over_loaded"), Optional.of("7d0f8a36-1b8c-4a43-9a57-3c1e2f7b1d11"), ErrorAction.RETRY);

    private ErrorBanner banner;

    @Start
    void start(Stage stage) {
        banner = new ErrorBanner(action -> { }, Clock.fixed(SHOWN, ZoneOffset.UTC));
        stage.setScene(new Scene(banner, 800, 200));
        stage.show();
    }

    @Test
    void aBannerWithoutAReportHoldsNoNodesUntilTheFirstReport(FxRobot robot) {
        assertEquals(List.of(), WaitForAsyncUtils.waitForAsyncFx(TimeUnit.SECONDS.toMillis(10),
                () -> List.copyOf(banner.getChildrenUnmodifiable())));

        robot.interact(() -> banner.reportProperty().set(REPORT));
        robot.interact(() -> banner.reportProperty().set(null));
        robot.interact(() -> banner.reportProperty().set(REPORT));

        assertEquals("The service is busy", robot.lookup("#error-headline").queryAs(Label.class).getText());
        assertEquals(1, robot.lookup("#error-headline").queryAll().size());
    }

    @Test
    void copyDetailsPutsWhatHappenedTheCodeTheRequestIdAndTheTimeOnTheClipboard(FxRobot robot) {
        robot.interact(() -> banner.reportProperty().set(REPORT));

        robot.clickOn("#error-copy-details");

        String copied = WaitForAsyncUtils.waitForAsyncFx(TimeUnit.SECONDS.toMillis(10),
                () -> Clipboard.getSystemClipboard().getString());
        assertEquals("""
                The service is busy
                Try again in a moment.
                Code: over_loaded
                Request id: 7d0f8a36-1b8c-4a43-9a57-3c1e2f7b1d11
                Time: 2026-11-22T21:30:05Z
                """, copied);
    }

    @Test
    void serviceTextWithUnderscoresIsShownAsItIsNotAsMnemonics(FxRobot robot) {
        robot.interact(() -> banner.reportProperty().set(REPORT));

        for (String id : new String[] {"#error-headline", "#error-detail", "#error-code"}) {
            assertFalse(robot.lookup(id).queryAs(Label.class).isMnemonicParsing(), id);
        }
        assertFalse(robot.lookup("#error-action").queryAs(Button.class).isMnemonicParsing());
        assertEquals("Code over_loaded", robot.lookup("#error-code").queryAs(Label.class).getText());
    }
}
