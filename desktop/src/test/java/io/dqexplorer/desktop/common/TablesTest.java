package io.dqexplorer.desktop.common;

import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

@ExtendWith(ApplicationExtension.class)
class TablesTest {

    private static final String LONG = "cutting board, frying pan, kitchen knife, measuring cup, rolling pin, spatula";
    private static final String SHORT = "cup";

    /** Made in {@link #start}: a control cannot be created before the toolkit runs. */
    private TableView<String> table;

    @Start
    void start(Stage stage) {
        table = new TableView<>(FXCollections.observableArrayList(LONG, SHORT, "_first_aid", "\u001B[2Jknife\u0007"));
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        TableColumn<String, String> objects = Tables.textColumn("Objects", row -> row);
        objects.setPrefWidth(120);
        table.getColumns().add(objects);
        stage.setScene(new Scene(table, 300, 200));
        stage.show();
    }

    @Test
    void aCellTooNarrowForItsTextShowsItWholeInATooltipAndOnlyThen() {
        TableCell<?, ?> cut = cell(LONG);
        TableCell<?, ?> whole = cell(SHORT);

        assertEquals(LONG, fx(() -> cut.getTooltip() == null ? null : cut.getTooltip().getText()));
        assertNull(fx(whole::getTooltip));
    }

    @Test
    void anUnderscoreInTheDataIsShownNotTakenForAMnemonic() {
        assertFalse(fx(() -> cell("_first_aid").isMnemonicParsing()));
    }

    @Test
    void serviceTextIsShownWithItsControlCharactersEscapedNeverObeyed() {
        TableCell<?, ?> escaped = cell("\\u001B[2Jknife\\u0007");

        assertEquals("\\u001B[2Jknife\\u0007", fx(escaped::getText));
    }

    private TableCell<?, ?> cell(String text) {
        WaitForAsyncUtils.waitForFxEvents();
        return fx(() -> table.lookupAll(".table-cell").stream()
                .map(node -> (TableCell<?, ?>) node)
                .filter(c -> text.equals(c.getText()))
                .findFirst().orElseThrow(() -> new AssertionError("no cell shows " + text)));
    }

    private static <T> T fx(java.util.concurrent.Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(TimeUnit.SECONDS.toMillis(10), read);
    }
}
