package io.dqexplorer.sdk.measurement;

import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;

import java.util.function.Function;

/**
 * The measurement answers the service names with one opaque token each: equal tokens mean the same
 * measurement, and the token pins it. Each family is one endpoint's answer, keyed by the token named here.
 *
 * @param <T> the SDK's model of the answer
 */
public final class MeasurementFamily<T> {

    /** GET /api/v1beta/quality/video-characteristics, keyed by its {@code video_characteristics} token. */
    public static final MeasurementFamily<VideoCharacteristics> VIDEO_CHARACTERISTICS =
            new MeasurementFamily<>("video_characteristics", VideoCharacteristics.class,
                    VideoCharacteristics::videoCharacteristics);
    /** GET /api/quality/hand-activity, keyed by its {@code analysis} token. */
    public static final MeasurementFamily<HandActivity> HAND_ACTIVITY =
            new MeasurementFamily<>("hand_activity", HandActivity.class, HandActivity::analysis);
    /** GET /api/v1beta/quality/vocabulary (tiers, kinds, shares), keyed by its {@code vocabulary} token. */
    public static final MeasurementFamily<Vocabulary> VOCABULARY = new MeasurementFamily<>("vocabulary", Vocabulary.class,
            Vocabulary::vocabulary);
    /** GET /api/quality/vocabulary (clip counts per term), keyed by the same {@code vocabulary} token. */
    public static final MeasurementFamily<UnversionedVocabulary> VOCABULARY_COUNTS =
            new MeasurementFamily<>("vocabulary_counts", UnversionedVocabulary.class,
                    UnversionedVocabulary::vocabulary);
    /** GET /api/v1beta/quality/duplicates, keyed by its {@code media_digest} token. */
    public static final MeasurementFamily<Duplicates> DUPLICATES = new MeasurementFamily<>("duplicates", Duplicates.class,
            Duplicates::mediaDigest);

    private final String name;
    private final Class<T> type;
    private final Function<T, String> token;

    private MeasurementFamily(String name, Class<T> type, Function<T, String> token) {
        this.name = name;
        this.type = type;
        this.token = token;
    }

    /** The stable name a store keeps: "video_characteristics", "hand_activity", "vocabulary", … */
    public String name() {
        return name;
    }

    public Class<T> type() {
        return type;
    }

    /** The token that names the measurement of this answer. */
    public String token(T answer) {
        return token.apply(answer);
    }

    @Override
    public String toString() {
        return name;
    }
}
