package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.measurement.MeasurementFamily;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** What can be compared, by the name the command line and a manifest use, and the measurement family that names its token. */
public enum CompareFamily {
    VIDEO("video", MeasurementFamily.VIDEO_CHARACTERISTICS),
    HANDS("hands", MeasurementFamily.HAND_ACTIVITY),
    /** Keyed by the versioned answer's token; the counts form of the same token rides along. */
    VOCABULARY("vocabulary", MeasurementFamily.VOCABULARY),
    DUPLICATES("duplicates", MeasurementFamily.DUPLICATES);

    private final String word;
    private final MeasurementFamily<?> measurement;

    CompareFamily(String word, MeasurementFamily<?> measurement) {
        this.word = word;
        this.measurement = measurement;
    }

    public String word() {
        return word;
    }

    /** The family whose token names a side's measurement, and under which the history keeps it. */
    public MeasurementFamily<?> measurement() {
        return measurement;
    }

    /** The family of this word ("video"), if any. */
    public static Optional<CompareFamily> named(String word) {
        String wanted = word.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(family -> family.word.equals(wanted)).findFirst();
    }
}
