package io.dqexplorer.sandbox.corpus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The terms of one vocabulary section and the spellings observers produce for them. Terms and
 * spellings are numbered in seed order; clips store spelling numbers, so a merged spelling is
 * resolved to its term by {@link #termOfSpelling}.
 */
public final class Lexicon {

    private final List<String> terms = new ArrayList<>();
    private final List<String> kinds = new ArrayList<>();
    private final double[] termWeights;
    private final List<String> spellings = new ArrayList<>();
    private final List<Integer> spellingTerm = new ArrayList<>();
    private final List<int[]> spellingsOfTerm = new ArrayList<>();
    private final List<double[]> spellingWeightsOfTerm = new ArrayList<>();
    private final Map<String, Integer> spellingIds = new HashMap<>();
    /** {@link #spellingTerm} unboxed: looked up for every observation of every clip. */
    private final int[] termOfSpelling;

    Lexicon(DatasetSeed.SectionProfile profile) {
        List<DatasetSeed.TermProfile> seeds = profile.terms();
        termWeights = new double[seeds.size()];
        for (int t = 0; t < seeds.size(); t++) {
            DatasetSeed.TermProfile seed = seeds.get(t);
            terms.add(seed.term());
            kinds.add(seed.kind());
            termWeights[t] = seed.weight();
            Map<String, Double> weighted = seed.spellings() == null || seed.spellings().isEmpty()
                    ? new LinkedHashMap<>(Map.of(seed.term(), 1.0))
                    : seed.spellings();
            int[] ids = new int[weighted.size()];
            double[] weights = new double[weighted.size()];
            int s = 0;
            for (Map.Entry<String, Double> spelling : weighted.entrySet()) {
                if (spellingIds.containsKey(spelling.getKey())) {
                    throw new IllegalArgumentException("spelling '" + spelling.getKey() + "' given twice in one section");
                }
                ids[s] = spellings.size();
                weights[s] = spelling.getValue();
                spellingIds.put(spelling.getKey(), spellings.size());
                spellings.add(spelling.getKey());
                spellingTerm.add(t);
                s++;
            }
            spellingsOfTerm.add(ids);
            spellingWeightsOfTerm.add(weights);
        }
        termOfSpelling = spellingTerm.stream().mapToInt(Integer::intValue).toArray();
    }

    public int termCount() {
        return terms.size();
    }

    public String term(int termId) {
        return terms.get(termId);
    }

    public String kind(int termId) {
        return kinds.get(termId);
    }

    public int spellingCount() {
        return spellings.size();
    }

    public String spelling(int spellingId) {
        return spellings.get(spellingId);
    }

    public int termOfSpelling(int spellingId) {
        return termOfSpelling[spellingId];
    }

    /** The spelling number of {@code text}, when some term of this section may be spelled so. */
    public OptionalInt spellingId(String text) {
        Integer id = spellingIds.get(text);
        return id == null ? OptionalInt.empty() : OptionalInt.of(id);
    }

    /** The terms' draw weights, copied into {@code into} (room for {@link #termCount}), which is answered. */
    double[] termWeights(double[] into) {
        System.arraycopy(termWeights, 0, into, 0, termWeights.length);
        return into;
    }

    int[] spellingsOfTerm(int termId) {
        return spellingsOfTerm.get(termId);
    }

    double[] spellingWeightsOfTerm(int termId) {
        return spellingWeightsOfTerm.get(termId);
    }
}
