package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The duplicates result of a corpus: groups of compared clips with identical media digests.
 *
 * @param comparedClipCount clips the comparison covered; the denominator
 * @param exact             null when the dataset has not been compared byte for byte yet
 */
public record DuplicatesFigures(int comparedClipCount, Exact exact) {

    /**
     * @param groups             clip ids per group, each sorted; largest group first, ties by first clip
     * @param redundantClipCount sum over groups of size minus one
     * @param redundantPercent   redundantClipCount over comparedClipCount, in percent, two decimals
     */
    public record Exact(List<List<String>> groups, int redundantClipCount, double redundantPercent) {
    }

    static DuplicatesFigures of(Corpus corpus) {
        if (!corpus.duplicatesCompared()) {
            return new DuplicatesFigures(0, null);
        }
        // Sorting the digests finds the shared ones without a map entry per clip.
        int compared = 0;
        long[] digests = new long[corpus.size()];
        for (int clip = 0; clip < corpus.size(); clip++) {
            if (corpus.compared(clip)) {
                digests[compared++] = corpus.mediaDigest(clip);
            }
        }
        Arrays.sort(digests, 0, compared);
        Map<Long, List<Integer>> byDigest = new HashMap<>();
        for (int i = 1; i < compared; i++) {
            if (digests[i] == digests[i - 1]) {
                byDigest.putIfAbsent(digests[i], new ArrayList<>());
            }
        }
        // Clips are added in clip-number order, which is their id order.
        for (int clip = 0; clip < corpus.size(); clip++) {
            if (corpus.compared(clip)) {
                List<Integer> members = byDigest.get(corpus.mediaDigest(clip));
                if (members != null) {
                    members.add(clip);
                }
            }
        }
        List<List<Integer>> groups = new ArrayList<>(byDigest.values());
        groups.sort(Comparator.<List<Integer>>comparingInt(List::size).reversed().thenComparing(group -> group.get(0)));
        List<List<String>> ids = new ArrayList<>();
        int redundant = 0;
        for (List<Integer> group : groups) {
            ids.add(group.stream().map(corpus::clipId).toList());
            redundant += group.size() - 1;
        }
        double percent = compared == 0 ? 0 : Rounding.twoDecimals(100.0 * redundant / compared);
        return new DuplicatesFigures(compared, new Exact(List.copyOf(ids), redundant, percent));
    }
}
