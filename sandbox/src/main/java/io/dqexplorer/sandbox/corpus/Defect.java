package io.dqexplorer.sandbox.corpus;

/** The duration-weighted video defects, in the order the result lists them. */
public enum Defect {
    BLACK("black"),
    FROZEN("frozen"),
    BLURRY("blurry"),
    CLIPPED_HIGHLIGHTS("clipped_highlights"),
    CRUSHED_SHADOWS("crushed_shadows"),
    UNSTABLE("unstable");

    private final String wireName;

    Defect(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
