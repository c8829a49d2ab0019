package io.dqexplorer.workspace.query;

import io.dqexplorer.sdk.model.ClipRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Clip rows as a snapshot holds them, made up from a seed: term lists of 0 to 4 terms drawn from
 * small vocabularies with a skew (a few common terms, a long tail), about a tenth of the clips
 * without a frame-quality block, a fifth without a hand-activity block, some without an episode
 * index, some with zero frames or zero measured seconds (ratio null, not 0), and clip ids that a
 * spreadsheet would read as a formula.
 */
public final class SyntheticClips {

    static final List<String> ENVIRONMENTS = List.of("kitchen", "warehouse", "workshop", "office", "garden", "lab");
    static final List<String> OBJECTS = List.of("knife", "cup", "box", "pallet", "screwdriver", "plate", "board",
            "drill", "tape", "glove", "bottle", "pan", "sponge", "cable", "scanner", "label");
    static final List<String> ACTIONS = List.of("cut", "pour", "lift", "place", "scan", "wipe", "screw", "open");

    private SyntheticClips() {
    }

    /** {@code count} rows from {@code seed}, the same every time. */
    public static List<ClipRow> rows(long seed, int count) {
        List<ClipRow> rows = new ArrayList<>(count);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < count; i++) {
            rows.add(row(random, i));
        }
        return rows;
    }

    /** The row numbered {@code index}, drawn from {@code random}. */
    public static ClipRow row(SplittableRandom random, int index) {
        String clip = random.nextInt(50) == 0 ? "=clip-" + index : "clip-" + index;
        OptionalLong episode = random.nextInt(20) == 0 ? OptionalLong.empty() : OptionalLong.of(index / 3);
        double seconds = Math.round(random.nextDouble(0.5, 120) * 1000) / 1000.0;
        Optional<ClipRow.FrameQuality> frames = Optional.empty();
        if (random.nextInt(10) != 0) {
            long total = random.nextInt(30) == 0 ? 0 : (long) (seconds * 30);
            long distorted = (long) (total * random.nextDouble() * random.nextDouble() * 0.5);
            long jerky = (long) (total * random.nextDouble() * 0.2);
            frames = Optional.of(new ClipRow.FrameQuality(total, total - distorted, distorted, jerky));
        }
        Optional<ClipRow.HandSeconds> hands = Optional.empty();
        if (random.nextInt(5) != 0) {
            double measured = random.nextInt(30) == 0 ? 0 : Math.round(seconds * random.nextDouble(0.5, 1) * 100) / 100.0;
            double visible = Math.round(measured * random.nextDouble() * 100) / 100.0;
            double two = Math.round(visible * random.nextDouble() * 100) / 100.0;
            double active = Math.round(visible * random.nextDouble() * 100) / 100.0;
            hands = Optional.of(new ClipRow.HandSeconds(measured, visible, two, active));
        }
        return new ClipRow(clip, episode, seconds, terms(random, ENVIRONMENTS, 2), terms(random, OBJECTS, 4),
                terms(random, ACTIONS, 3), frames, hands);
    }

    /** Up to {@code most} distinct terms, the first of the vocabulary far more often than the last. */
    private static List<String> terms(SplittableRandom random, List<String> vocabulary, int most) {
        int count = random.nextInt(most + 1);
        List<String> terms = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            double skewed = random.nextDouble() * random.nextDouble();
            String term = vocabulary.get((int) (skewed * vocabulary.size()));
            if (!terms.contains(term)) {
                terms.add(term);
            }
        }
        return terms;
    }
}
