package io.dqexplorer.sdk.model;

/** The overlapping video defects of the video-characteristics result, with their wire names and titles. */
public enum Defect {
    BLACK("black", "Black"),
    FROZEN("frozen", "Frozen"),
    BLURRY("blurry", "Blurry"),
    CLIPPED_HIGHLIGHTS("clipped_highlights", "Clipped highlights"),
    CRUSHED_SHADOWS("crushed_shadows", "Crushed shadows"),
    UNSTABLE("unstable", "Unstable");

    private final String wireName;
    private final String title;

    Defect(String wireName, String title) {
        this.wireName = wireName;
        this.title = title;
    }

    public String wireName() {
        return wireName;
    }

    /** "Clipped highlights": the app's card and the report's heading. */
    public String title() {
        return title;
    }
}
