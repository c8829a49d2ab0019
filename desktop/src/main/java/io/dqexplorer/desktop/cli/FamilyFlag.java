package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.compare.ClipComparison;
import picocli.CommandLine.Option;

import java.util.Optional;

/** The --family option of the commands that compare: one measurement family, or clips (two snapshots). */
final class FamilyFlag {

    @Option(names = "--family", completionCandidates = CompletionWords.Families.class) String word;

    /** Whether --family clips: the dataset's snapshots are compared instead of its measurements. */
    boolean clips() {
        String given = ConnectionOptions.blankToNull(word);
        return given != null && given.equalsIgnoreCase(ClipComparison.FAMILY);
    }

    /**
     * The measurement family named; empty for none, or for clips.
     *
     * @throws UsageException for a word that names no family
     */
    Optional<Family> measurement() throws UsageException {
        String given = ConnectionOptions.blankToNull(word);
        if (given == null || clips()) {
            return Optional.empty();
        }
        return Optional.of(Family.named(given).orElseThrow(() -> new UsageException(
                "--family is one of video, hands, vocabulary, duplicates, clips")));
    }
}
