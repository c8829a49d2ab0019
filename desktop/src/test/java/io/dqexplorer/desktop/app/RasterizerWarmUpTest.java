package io.dqexplorer.desktop.app;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

class RasterizerWarmUpTest {

    @Test
    void findsTheRasterizerOfThisJavaFx() {
        // a JavaFX without it would leave the warm-up doing nothing, and the first frame long again
        assertTrue(RasterizerWarmUp.run(), RasterizerWarmUp.RASTERIZER + " is not in this JavaFX");
    }
}
