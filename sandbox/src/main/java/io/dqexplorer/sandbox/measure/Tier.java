package io.dqexplorer.sandbox.measure;

/**
 * Tiers rank a section's tiered terms by clip count: the first fifth is the head, up to the first
 * three fifths the body, the rest the tail.
 */
public enum Tier {
    HEAD("head", "Most frequent terms", 0.2),
    BODY("body", "Common terms", 0.6),
    TAIL("tail", "Rare terms", 1.0);

    private final String wireName;
    private final String label;
    private final double cumulativeRankShare;

    Tier(String wireName, String label, double cumulativeRankShare) {
        this.wireName = wireName;
        this.label = label;
        this.cumulativeRankShare = cumulativeRankShare;
    }

    public String wireName() {
        return wireName;
    }

    public String label() {
        return label;
    }

    /** The tier of the term at zero-based {@code rank} among {@code tieredTerms}. */
    static Tier ofRank(int rank, int tieredTerms) {
        for (Tier tier : values()) {
            if (rank < Math.ceil(tier.cumulativeRankShare * tieredTerms)) {
                return tier;
            }
        }
        throw new IllegalArgumentException("rank " + rank + " is not below " + tieredTerms);
    }
}
