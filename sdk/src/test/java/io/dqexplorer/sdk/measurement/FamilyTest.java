package io.dqexplorer.sdk.measurement;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FamilyTest {

    @Test
    void aFamilyIsFoundByItsWordWhateverTheCaseAndSpaces() {
        assertEquals(Optional.of(Family.HANDS), Family.named(" Hands "));
        assertEquals(Optional.of(Family.VIDEO), Family.named("video"));
        assertEquals(Optional.empty(), Family.named("hand_activity"), "the metric name is not the word");
    }

    @Test
    void aFamilyIsFoundByTheMetricNameTheServiceListsAndAnotherMetricHasNone() {
        assertEquals(Optional.of(Family.HANDS), Family.ofMetric("hand_activity"));
        assertEquals(Optional.of(Family.VIDEO), Family.ofMetric("video_characteristics"));
        assertEquals(Optional.empty(), Family.ofMetric("frame_quality"));
    }

    @Test
    void everyFamilyHasAWordAndAMetricOfItsOwn() {
        for (Family family : Family.values()) {
            assertEquals(Optional.of(family), Family.ofMetric(family.metric()));
            assertEquals(Optional.of(family), Family.named(family.word()));
        }
    }
}
