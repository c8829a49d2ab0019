package io.dqexplorer.sandbox.corpus;

/**
 * The SplitMix64 generator (Steele, Lea, Flood 2014), written out here so that a seed gives the
 * same corpus on every JVM and every version: the JDK's generators do not promise that for all
 * methods. Not thread-safe; one per generated dataset.
 */
final class SplitMix64 {

    private long state;

    SplitMix64(long seed) {
        this.state = seed;
    }

    long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, 1). */
    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in [0, bound). */
    int nextInt(int bound) {
        return (int) Math.floorMod(nextLong(), (long) bound);
    }

    /** Uniform in [min, max]. */
    int nextIntBetween(int min, int max) {
        return min + nextInt(max - min + 1);
    }

    boolean chance(double probability) {
        return nextDouble() < probability;
    }
}
