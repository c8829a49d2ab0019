package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.workspace.history.StoredMeasurement;

import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * How a tab goes back to a measurement of its history: the service's answer pinned to the token while
 * the service still has it, the stored copy after.
 *
 * @param family   the family whose history the tab's stamp lists
 * @param fetch    the service's answer for (dataset, token)
 * @param stored   the answer read back from the history for (dataset, token), if it was kept whole
 * @param headline a kept answer's headline figures, as the history list shows them
 * @param <T>      the answer the tab shows
 */
public record Pinning<T>(SessionHistory history, MeasurementFamily<?> family, BiFunction<String, String, T> fetch,
                         BiFunction<String, String, Optional<T>> stored, Function<StoredMeasurement, String> headline) {

    /** A tab whose answer is one family's answer: its stored copy is that family's kept document. */
    public static <T> Pinning<T> of(SessionHistory history, MeasurementFamily<T> family,
                                    BiFunction<String, String, T> fetch, Function<T, String> headline) {
        return new Pinning<>(history, family, fetch,
                (dataset, token) -> history.find(dataset, family, token).map(kept -> kept.answer(family)),
                kept -> headline.apply(kept.answer(family)));
    }
}
