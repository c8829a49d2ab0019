package io.dqexplorer.sdk.measurement;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The measurement families, the one list of them: each has a tab in the app, a comparison, trend figures and a
 * report section. A family is named by its short word (the command line's {@code --family}, a compare export),
 * by its title (the app's tab, the report's section) and by the metric name the service lists in a dataset's
 * metrics; its answer is the {@link MeasurementFamily} whose token pins it.
 */
public enum Family {
    VIDEO("video", "Video defects", MeasurementFamily.VIDEO_CHARACTERISTICS),
    HANDS("hands", "Hand activity", MeasurementFamily.HAND_ACTIVITY),
    /** Keyed by the versioned answer's token; the counts form of the same token rides along. */
    VOCABULARY("vocabulary", "Vocabulary", MeasurementFamily.VOCABULARY),
    DUPLICATES("duplicates", "Duplicates", MeasurementFamily.DUPLICATES);

    private final String word;
    private final String title;
    private final MeasurementFamily<?> measurement;

    Family(String word, String title, MeasurementFamily<?> measurement) {
        this.word = word;
        this.title = title;
        this.measurement = measurement;
    }

    /** "video", "hands", "vocabulary", "duplicates". */
    public String word() {
        return word;
    }

    /** "Video defects", "Hand activity", …: the app's tab and the report's section. */
    public String title() {
        return title;
    }

    /** The name of the family in a dataset's metrics, which is also the name its answer is stored under. */
    public String metric() {
        return measurement.name();
    }

    /** The answer whose token names a measurement of the family, and under which the history keeps it. */
    public MeasurementFamily<?> measurement() {
        return measurement;
    }

    /** The family of this word ("video"), if any. */
    public static Optional<Family> named(String word) {
        String wanted = word.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(family -> family.word.equals(wanted)).findFirst();
    }

    /** The family the service lists as this metric ("hand_activity"), if any: a dataset may list others. */
    public static Optional<Family> ofMetric(String metric) {
        return Arrays.stream(values()).filter(family -> family.metric().equals(metric)).findFirst();
    }
}
