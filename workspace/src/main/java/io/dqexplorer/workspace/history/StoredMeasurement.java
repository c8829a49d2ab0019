package io.dqexplorer.workspace.history;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.MeasurementFamily;

import java.time.Instant;

/**
 * One measurement answer as the service gave it, kept with the time this machine first saw its token.
 *
 * @param json the service's document; {@link #answer} reads it back through the SDK's checks
 */
public record StoredMeasurement(MeasurementFamily<?> family, String dataset, String token, Instant firstSeen,
                                String json) {

    /** The answer this document holds, as the service's call returned it. */
    public <T> T answer(MeasurementFamily<T> as) {
        if (as != family) {
            throw new IllegalArgumentException("a " + family + " document read as " + as);
        }
        return DqClient.readAnswer(as, json);
    }
}
