package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.error.UnavailableException;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.history.StoredMeasurement;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the answer of a comparison's side: the service's latest, the measurement a token pins, or the
 * copy the measurement history kept when the service no longer keeps the token (409) or cannot be
 * reached. Answers read from the service reach the history through the client's answer listener, which
 * is the caller's to set; this only reads the history. Video answers are asked with their distribution.
 * Blocks on the network: call it off the UI thread.
 *
 * @param key whose answers the history is read for
 */
public record SideResolver(DqClient client, MeasurementHistory history, HistoryKey key, Clock clock) {

    /** The measurement {@code token} names, or the latest when it is null. */
    public ComparisonSide resolve(Family family, String dataset, String token) {
        return token == null ? latest(family, dataset) : pinned(family, dataset, token);
    }

    /**
     * As {@link #resolve}, except that the latest of a dataset the service lists but has not measured in the
     * family (it answers 404, which it also answers for a dataset it does not know) is a side
     * {@link NotMeasured}, which a {@link Comparison} tells in its rows. A dataset not listed stays a failure.
     */
    public ComparisonSide resolveOrNotMeasured(Family family, String dataset, String token) {
        try {
            return resolve(family, dataset, token);
        } catch (UnavailableException e) {
            boolean listed = client.unversioned().datasets().stream().anyMatch(entry -> entry.dataset().equals(dataset));
            if (token != null || !listed) {
                throw e;
            }
            return ComparisonSide.notMeasured(family, dataset, clock.instant(),
                    new NotMeasured(e.serviceMessage(), e.requestId()));
        }
    }

    /** The latest measurement; when the service cannot be reached, the newest stored copy. */
    public ComparisonSide latest(Family family, String dataset) {
        try {
            return fromService(family, dataset, null, SideSource.LATEST);
        } catch (DqException e) {
            List<StoredMeasurement> kept = e.unreachable() ? history.list(key, dataset, family.measurement()) : List.of();
            if (kept.isEmpty()) {
                throw e;
            }
            return stored(family, kept.get(kept.size() - 1));
        }
    }

    /** The measurement the token pins; its stored copy when the service answers 409 for it or cannot be reached. */
    public ComparisonSide pinned(Family family, String dataset, String token) {
        try {
            return fromService(family, dataset, token, SideSource.PINNED);
        } catch (StaleException e) {
            return history.find(key, dataset, family.measurement(), token).map(found -> stored(family, found))
                    .orElseThrow(() -> new CompareException("The " + family.word() + " measurement " + token + " of "
                            + dataset + " is no longer kept by the service and was never stored here: " + e.getMessage(), e));
        } catch (DqException e) {
            if (!e.unreachable()) {
                throw e;
            }
            return history.find(key, dataset, family.measurement(), token).map(found -> stored(family, found))
                    .orElseThrow(() -> e);
        }
    }

    /**
     * The measurement of the dataset first seen here just before the one {@code token} names (the newest
     * kept, when that token was never seen here), from the service while it still keeps it, else its stored
     * copy; empty when the history holds none earlier.
     */
    public Optional<ComparisonSide> previous(Family family, String dataset, String token) {
        List<String> kept = history.list(key, dataset, family.measurement()).stream().map(StoredMeasurement::token)
                .toList();
        int at = kept.indexOf(token);
        int before = at < 0 ? kept.size() - 1 : at - 1;
        if (before < 0) {
            return Optional.empty();
        }
        return Optional.of(pinned(family, dataset, kept.get(before)));
    }

    /**
     * Every measurement of the dataset kept in the history, the first seen first, as stored copies: read from
     * the history's file alone, never the service. An unreadable copy (an older service's document) is left out.
     */
    public List<ComparisonSide> kept(Family family, String dataset) {
        List<ComparisonSide> sides = new ArrayList<>();
        for (StoredMeasurement found : history.list(key, dataset, family.measurement())) {
            try {
                sides.add(stored(family, found));
            } catch (RuntimeException unreadable) {
                // one copy the SDK no longer reads does not hide the others
            }
        }
        return sides;
    }

    private ComparisonSide fromService(Family family, String dataset, String token, SideSource source) {
        Object answer = FamilyAnswers.of(family).read().answer(this, dataset, token);
        return new ComparisonSide(family, dataset, token(family, answer), source, clock.instant(), answer);
    }

    /** Both forms of a vocabulary: the versioned answer and the counts of its token. */
    VocabularyAnswer vocabulary(String dataset, String token) {
        Vocabulary tiers = client.versioned().vocabulary(VocabularyQuery.of(dataset).withVocabulary(token));
        return new VocabularyAnswer(tiers, counts(dataset, tiers.vocabulary()));
    }

    /** The counts form of the same vocabulary: from the service, else its stored copy, else none. */
    private Optional<UnversionedVocabulary> counts(String dataset, String token) {
        try {
            return Optional.of(client.unversioned().vocabulary(VocabularyQuery.of(dataset).withVocabulary(token)));
        } catch (DqException e) {
            if (!(e instanceof StaleException) && !e.unreachable()) {
                throw e;
            }
            return storedCounts(dataset, token);
        }
    }

    private Optional<UnversionedVocabulary> storedCounts(String dataset, String token) {
        return history.find(key, dataset, MeasurementFamily.VOCABULARY_COUNTS, token)
                .map(found -> found.answer(MeasurementFamily.VOCABULARY_COUNTS));
    }

    VocabularyAnswer storedVocabulary(StoredMeasurement found) {
        return new VocabularyAnswer(DqClient.readAnswer(MeasurementFamily.VOCABULARY, found.json()),
                storedCounts(found.dataset(), found.token()));
    }

    private ComparisonSide stored(Family family, StoredMeasurement found) {
        Object answer = FamilyAnswers.of(family).stored().answer(this, found);
        return new ComparisonSide(family, found.dataset(), found.token(), SideSource.STORED_COPY, found.firstSeen(), answer);
    }

    private static String token(Family family, Object answer) {
        Object keyed = answer instanceof VocabularyAnswer vocabulary ? vocabulary.tiers() : answer;
        @SuppressWarnings("unchecked")
        MeasurementFamily<Object> measurement = (MeasurementFamily<Object>) family.measurement();
        return measurement.token(keyed);
    }
}
