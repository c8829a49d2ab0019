package io.dqexplorer.desktop.common;

import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** ControlsFX's completion popup on the AtlantaFX theme, as the clip filter shows it. */
@ExtendWith(ApplicationExtension.class)
class CompletionPopupsTest {

    /** Held here: java.util.logging keeps loggers only weakly, and a collected one would lose the handler. */
    private static final Logger CSS_LOG = Logger.getLogger("javafx.css");

    private final List<String> cssWarnings = new CopyOnWriteArrayList<>();
    private final Handler recorder = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                cssWarnings.add(String.valueOf(record.getMessage()));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private AutoCompletionBinding<String> completion;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        CSS_LOG.addHandler(recorder);
        TextField field = new TextField();
        field.setId("field");
        completion = CompletionPopups.themed(TextFields.bindAutoCompletion(field, List.of("pan", "pantry", "frying pan")));
        stage.setScene(new Scene(new VBox(field), 400, 300));
        stage.show();
    }

    @AfterEach
    void stopRecording() {
        CSS_LOG.removeHandler(recorder);
    }

    @Test
    void theSuggestionsShowWithoutAnyStylesheetWarning(FxRobot robot) throws TimeoutException {
        robot.clickOn("#field").write("pa");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> completion.getAutoCompletionPopup().isShowing());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(List.of(), cssWarnings);
    }
}
