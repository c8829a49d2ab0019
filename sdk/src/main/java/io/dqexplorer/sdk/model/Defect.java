package io.dqexplorer.sdk.model;

/** The overlapping video defects of the video-characteristics result, with their wire names and their words. */
public enum Defect {
    BLACK("black", "Black"),
    FROZEN("frozen", "Frozen"),
    BLURRY("blurry", "Blurry"),
    CLIPPED_HIGHLIGHTS("clipped_highlights", "Clipped highlights"),
    CRUSHED_SHADOWS("crushed_shadows", "Crushed shadows"),
    UNSTABLE("unstable", "Unstable");

    private final String wireName;
    private final String label;

    Defect(String wireName, String label) {
        this.wireName = wireName;
        this.label = label;
    }

    public String wireName() {
        return wireName;
    }

    /** The defect's name as the app and the report show it: "Clipped highlights". */
    public String label() {
        return label;
    }
}
