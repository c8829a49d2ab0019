package io.dqexplorer.desktop.signin;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class OpenedTest {

    private final List<String> closed = new ArrayList<>();
    private final Opened opened = new Opened();

    private AutoCloseable resource(String name) {
        return () -> closed.add(name);
    }

    @Test
    void cancellingClosesWhatTheAttemptOpenedEachOnce() {
        opened.keep(resource("demo service"));
        opened.keep(resource("client"));

        opened.closeAll();
        opened.closeAll();

        assertEquals(List.of("demo service", "client"), closed);
    }

    @Test
    void whatTheAttemptOpensAfterTheCancelIsClosedAtOnceAndStopsIt() {
        opened.closeAll();

        assertThrows(CancellationException.class, () -> opened.keep(resource("late client")));
        assertEquals(List.of("late client"), closed);
    }
}
