package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.measurement.Family;

/**
 * What the report shows of each family, the report's one switch over the families (how their answers are read
 * and compared is {@code compare/FamilyAnswers}).
 *
 * @param anchor   the section's id in the page
 * @param named    the measurement in words, where the service has none: "the service lists no hand activity measurement"
 * @param whatElse what a comparison's every-figure table holds beyond the lead lines, in words
 */
record FamilyParts(String anchor, String named, String whatElse, FamilySection section) {

    static FamilyParts of(Family family) {
        return switch (family) {
            case VIDEO -> new FamilyParts("defects", "video characteristics",
                    " (assessed hours, percentiles and the histograms' bins)", new VideoSection());
            case HANDS -> new FamilyParts("hands", "hand activity", "", new HandSection());
            case VOCABULARY -> new FamilyParts("vocabulary", "vocabulary",
                    " (diversity, the terms added, removed or moved, spellings and clip counts)", new VocabularySection());
            case DUPLICATES -> new FamilyParts("duplicates", "duplicates", " (the duplicate groups)",
                    new DuplicatesSection());
        };
    }
}
