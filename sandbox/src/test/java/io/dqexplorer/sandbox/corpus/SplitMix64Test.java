package io.dqexplorer.sandbox.corpus;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generator's outputs are the published SplitMix64 sequence, so corpora never change under us. */
class SplitMix64Test {

    @Test
    void seedZeroGivesTheReferenceSequence() {
        SplitMix64 random = new SplitMix64(0);
        assertEquals(0xE220A8397B1DCDAFL, random.nextLong());
        assertEquals(0x6E789E6AA1B965F4L, random.nextLong());
        assertEquals(0x06C45D188009454FL, random.nextLong());
    }

    @Test
    void derivedDrawsUseTheTopBitsForDoublesAndAFloorModuloForInts() {
        // Seed 42 gives 0xbdd732262feb6e95, 0x28efe333b266f103, 0x47526757130f9f52, 0x581ce1ff0e4ae394.
        SplitMix64 random = new SplitMix64(42);
        assertEquals((0xbdd732262feb6e95L >>> 11) * 0x1.0p-53, random.nextDouble());
        assertEquals(Math.floorMod(0x28efe333b266f103L, 10L), random.nextInt(10));
        assertEquals(5 + Math.floorMod(0x47526757130f9f52L, 3L), random.nextIntBetween(5, 7));
        double fourth = (0x581ce1ff0e4ae394L >>> 11) * 0x1.0p-53;
        assertFalse(seed42AfterThreeDraws().chance(fourth), "a draw equal to the probability is not below it");
        assertTrue(seed42AfterThreeDraws().chance(Math.nextUp(fourth)));
    }

    @Test
    void intsOfANegativeDrawAreStillWithinTheBound() {
        // 0xE220A8397B1DCDAF is negative: its floor modulo 10 is 9 where a plain remainder gives -1.
        assertEquals(9, new SplitMix64(0).nextInt(10));
    }

    private static SplitMix64 seed42AfterThreeDraws() {
        SplitMix64 random = new SplitMix64(42);
        for (int draw = 0; draw < 3; draw++) {
            random.nextLong();
        }
        return random;
    }
}
