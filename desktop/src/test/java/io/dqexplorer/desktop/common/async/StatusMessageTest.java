package io.dqexplorer.desktop.common.async;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class StatusMessageTest {

    private final ManualTimer timer = new ManualTimer();
    private final StatusMessage status = new StatusMessage(timer);

    @Test
    void aMessageClearsItselfOnceItsTimeHasPassed() {
        status.show("kitchen-egocentric re-measured");

        assertEquals("kitchen-egocentric re-measured", status.textProperty().get());
        assertEquals(List.of(StatusMessage.SHOWN_FOR), timer.delays());

        timer.elapse();

        assertEquals("", status.textProperty().get());
    }

    @Test
    void aNewerMessageIsShownForItsWholeTimeNotTheRestOfTheOlderOnes() {
        status.show("first");
        status.show("second");

        assertEquals(1, timer.elapse(), "only the second message's timeout is still due");
        assertEquals("", status.textProperty().get());
    }
}
