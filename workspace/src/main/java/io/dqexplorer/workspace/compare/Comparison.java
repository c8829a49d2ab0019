package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;

/** Two sides of one family and what differs between them. */
public record Comparison(ComparisonSide left, ComparisonSide right, DifferenceTable table) {

    /**
     * Compares two sides of the same family.
     *
     * @throws IllegalArgumentException when the sides are of different families
     */
    public static Comparison of(ComparisonSide left, ComparisonSide right) {
        if (left.family() != right.family()) {
            throw new IllegalArgumentException("a " + left.family().word() + " side compared with a "
                    + right.family().word() + " side");
        }
        DifferenceTable table = switch (left.family()) {
            case VIDEO -> VideoComparison.compare((VideoCharacteristics) left.answer(),
                    (VideoCharacteristics) right.answer());
            case HANDS -> HandComparison.compare((HandActivity) left.answer(), (HandActivity) right.answer());
            case VOCABULARY -> VocabularyComparison.compare((VocabularyAnswer) left.answer(),
                    (VocabularyAnswer) right.answer());
            case DUPLICATES -> DuplicateComparison.compare((Duplicates) left.answer(), (Duplicates) right.answer());
        };
        return new Comparison(left, right, table);
    }

    public CompareFamily family() {
        return left.family();
    }
}
