package io.dqexplorer.sandbox.measure;

/** The measurements an opaque token can name, and the query parameter that pins each. */
public enum MeasurementKind {
    ANALYSIS("analysis", "an"),
    VIDEO_CHARACTERISTICS("video_characteristics", "vc"),
    MEDIA_DIGEST("media_digest", "md"),
    VOCABULARY("vocabulary", "vo");

    private final String parameter;
    private final String prefix;

    MeasurementKind(String parameter, String prefix) {
        this.parameter = parameter;
        this.prefix = prefix;
    }

    /** The query parameter and response field of the token. */
    public String parameter() {
        return parameter;
    }

    String prefix() {
        return prefix;
    }
}
