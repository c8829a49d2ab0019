package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class MergedVocabularyTest {

    private static final TestService service = TestService.shared();

    @AfterAll
    static void close() {
        service.close();
    }

    @Test
    void aTierWithoutARepresentationShareSaysNotReportedRatherThanShowingTheUnversionedShare() {
        UnversionedVocabulary counted = service.client.unversioned().vocabulary(VocabularyQuery.of("kitchen-egocentric"));
        Vocabulary versioned = service.client.versioned().vocabulary(
                VocabularyQuery.of("kitchen-egocentric").withVocabulary(counted.vocabulary()));
        Vocabulary.Section section = versioned.sections().stream().filter(s -> !s.tiers().isEmpty())
                .findFirst().orElseThrow();
        UnversionedVocabulary.Tier plainTier = counted.sections().stream()
                .filter(s -> s.section().equals(section.section())).findFirst().orElseThrow()
                .tiers().stream().filter(t -> t.tier().equals(section.tiers().get(0).tier())).findFirst().orElseThrow();
        // a service that leaves the versioned share out, while the unversioned form reports its own figure
        Vocabulary withoutShares = new Vocabulary(versioned.dataset(), versioned.vocabulary(), versioned.coverageShare(),
                List.of(new Vocabulary.Section(section.section(), section.distinctTerms(), section.distinctKinds(),
                        section.effectiveDistinctTerms(), section.sizeAdjustedDistinctTerms(), section.terms(),
                        section.tiers().stream().map(t -> new Vocabulary.Tier(t.tier(), t.label(), t.distinctTerms(),
                                OptionalDouble.empty(), t.exampleTerms())).toList(),
                        section.untieredTerms())));

        TierRow shown = new MergedVocabulary(withoutShares, counted).tiers(section.section()).get(0);
        TierRow reported = new MergedVocabulary(versioned, counted).tiers(section.section()).get(0);

        assertEquals(MergedVocabulary.NOT_REPORTED, shown.representationShare());
        assertFalse(shown.representationShare().equals(Formats.fractionAsPercent(plainTier.share())));
        assertEquals(Formats.fractionAsPercent(section.tiers().get(0).representationShare().orElseThrow()),
                reported.representationShare());
    }
}
