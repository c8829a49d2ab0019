package io.dqexplorer.sandbox.corpus;

/**
 * The raw observations of one vocabulary section for every clip, packed in three arrays
 * (compressed rows) rather than one object per clip so that 200,000 clips stay small: clip
 * {@code c} observed spelling {@code spelling[k]} {@code occurrences[k]} times for
 * {@code start[c] <= k < start[c + 1]}. A clip observes each term at most once, in one spelling.
 */
public final class ClipTerms {

    private final Lexicon lexicon;
    private final int[] start;
    private final short[] spelling;
    private final short[] occurrences;

    ClipTerms(Lexicon lexicon, int[] start, short[] spelling, short[] occurrences) {
        this.lexicon = lexicon;
        this.start = start;
        this.spelling = spelling;
        this.occurrences = occurrences;
    }

    public Lexicon lexicon() {
        return lexicon;
    }

    public int firstEntry(int clip) {
        return start[clip];
    }

    public int endEntry(int clip) {
        return start[clip + 1];
    }

    public int spellingAt(int entry) {
        return spelling[entry];
    }

    public int termAt(int entry) {
        return lexicon.termOfSpelling(spelling[entry]);
    }

    public int occurrencesAt(int entry) {
        return occurrences[entry];
    }

    /** Whether {@code clip} observed term {@code termId} in any spelling. */
    public boolean carries(int clip, int termId) {
        for (int k = start[clip]; k < start[clip + 1]; k++) {
            if (termAt(k) == termId) {
                return true;
            }
        }
        return false;
    }
}
