package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.workspace.history.StoredMeasurement;

import java.util.function.BiFunction;

/**
 * What a comparison does with each family's answers: reads a side from the service, reads a stored copy back,
 * compares two. The compare package's one switch over the families; what the report, the bars and the trends
 * show of each family is {@code report/FamilyParts}.
 */
record FamilyAnswers(Read read, Stored stored, BiFunction<Object, Object, DifferenceTable> compare) {

    /** The service's answer, the latest when {@code token} is null. */
    interface Read {
        Object answer(SideResolver sides, String dataset, String token);
    }

    /** The answer a kept copy holds. */
    interface Stored {
        Object answer(SideResolver sides, StoredMeasurement found);
    }

    static FamilyAnswers of(Family family) {
        return switch (family) {
            case VIDEO -> kept(family, VideoCharacteristics.class, (sides, dataset, token) -> sides.client().versioned()
                    .videoCharacteristics(VideoCharacteristicsQuery.of(dataset).withVideoCharacteristics(token)
                            .withDistribution()), VideoComparison::compare);
            case HANDS -> kept(family, HandActivity.class, (sides, dataset, token) -> sides.client().unversioned()
                    .handActivity(HandActivityQuery.of(dataset).withAnalysis(token)), HandComparison::compare);
            case VOCABULARY -> new FamilyAnswers(SideResolver::vocabulary, SideResolver::storedVocabulary,
                    comparing(VocabularyAnswer.class, VocabularyComparison::compare));
            case DUPLICATES -> kept(family, Duplicates.class, (sides, dataset, token) -> sides.client().versioned()
                    .duplicates(DuplicatesQuery.of(dataset).withMediaDigest(token)), DuplicateComparison::compare);
        };
    }

    /** A family whose answer is one document: its stored copy is read back alone. */
    private static <A> FamilyAnswers kept(Family family, Class<A> type, Read read,
                                          BiFunction<A, A, DifferenceTable> compare) {
        return new FamilyAnswers(read, (sides, found) -> DqClient.readAnswer(family.measurement(), found.json()),
                comparing(type, compare));
    }

    private static <A> BiFunction<Object, Object, DifferenceTable> comparing(Class<A> type,
                                                                         BiFunction<A, A, DifferenceTable> compare) {
        return (left, right) -> compare.apply(type.cast(left), type.cast(right));
    }
}
