package io.dqexplorer.sdk.contract;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.measurement.MeasurementAnswer;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static io.dqexplorer.sdk.contract.SandboxFixture.KITCHEN;
import static io.dqexplorer.sdk.contract.SandboxFixture.NORTHWIND;
import static io.dqexplorer.sdk.contract.SandboxFixture.WAREHOUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every measurement answer reaches the answer listener as the service's document, keyed by its family's
 * token, and reads back into the very answer the call returned: a stored copy is the same measurement.
 */
class AnswerRecordContractTest {

    private Sandbox sandbox;
    private DqClient client;
    private final List<MeasurementAnswer> told = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        client = new SandboxFixture().builder(sandbox, sandbox.demoClient()).answerListener(told::add).build();
    }

    @AfterEach
    void stop() {
        client.close();
        sandbox.close();
    }

    @Test
    void everyFamilysAnswerIsToldAsADocumentThatReadsBackIntoTheSameAnswer() {
        VideoCharacteristics video = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN).withDistribution());
        HandActivity hands = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        Vocabulary vocabulary = client.versioned().vocabulary(VocabularyQuery.of(KITCHEN));
        UnversionedVocabulary counts = client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN));
        Duplicates duplicates = client.versioned().duplicates(DuplicatesQuery.of(WAREHOUSE));

        assertEquals(List.of(MeasurementFamily.VIDEO_CHARACTERISTICS, MeasurementFamily.HAND_ACTIVITY,
                MeasurementFamily.VOCABULARY, MeasurementFamily.VOCABULARY_COUNTS, MeasurementFamily.DUPLICATES),
                told.stream().map(MeasurementAnswer::family).toList());
        assertTold(0, KITCHEN, video.videoCharacteristics(), video);
        assertTold(1, KITCHEN, hands.analysis(), hands);
        assertTold(2, KITCHEN, vocabulary.vocabulary(), vocabulary);
        assertTold(3, KITCHEN, counts.vocabulary(), counts);
        assertTold(4, WAREHOUSE, duplicates.mediaDigest(), duplicates);
        assertTrue(told.get(0).json().contains("\"distribution\""), "the document is the whole answer, distribution included");
    }

    @Test
    void aReMeasureIsToldUnderItsNewToken() {
        HandActivity before = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        sandbox.remeasure(NORTHWIND, KITCHEN);
        HandActivity after = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));

        assertNotEquals(before.analysis(), after.analysis());
        assertEquals(List.of(before.analysis(), after.analysis()), told.stream().map(MeasurementAnswer::token).toList());
    }

    @Test
    void aListenerThatFailsDoesNotFailTheCall() {
        try (DqClient failing = new SandboxFixture().builder(sandbox, sandbox.demoClient())
                .answerListener(answer -> {
                    throw new IllegalStateException("the store is full");
                }).build()) {
            assertEquals(KITCHEN, failing.unversioned().handActivity(HandActivityQuery.of(KITCHEN)).dataset());
        }
    }

    @Test
    void aStoredDocumentThatIsNotTheFamilysAnswerIsAProtocolErrorNamingTheFamily() {
        client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        String handsDocument = told.get(0).json();

        ProtocolException notJson = assertThrows(ProtocolException.class,
                () -> DqClient.readAnswer(MeasurementFamily.DUPLICATES, "{\"dataset\": "));
        assertTrue(notJson.getMessage().contains("stored duplicates answer is not JSON"), notJson.getMessage());
        ProtocolException wrongFamily = assertThrows(ProtocolException.class,
                () -> DqClient.readAnswer(MeasurementFamily.DUPLICATES, handsDocument));
        assertTrue(wrongFamily.getMessage().contains("stored duplicates answer does not have the contract's shape"),
                wrongFamily.getMessage());
    }

    private <T> void assertTold(int index, String dataset, String token, T answer) {
        MeasurementAnswer document = told.get(index);
        assertEquals(dataset, document.dataset());
        assertEquals(token, document.token());
        @SuppressWarnings("unchecked")
        MeasurementFamily<T> family = (MeasurementFamily<T>) document.family();
        assertEquals(answer, DqClient.readAnswer(family, document.json()));
    }
}
