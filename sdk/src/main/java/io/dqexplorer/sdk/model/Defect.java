package io.dqexplorer.sdk.model;

/** The overlapping video defects of the video-characteristics result, with their wire names. */
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

    /** The defect's name in words, as the app and the report show it: "Clipped highlights". */
    public String label() {
        return Character.toUpperCase(wireName.charAt(0)) + wireName.substring(1).replace('_', ' ');
    }
}
