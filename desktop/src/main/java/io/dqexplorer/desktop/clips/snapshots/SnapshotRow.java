package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One line of the Snapshots dialog, in words: the dataset, its clips, its size on disk, how long ago
 * it was fetched and last used (the exact times for tooltips), the tokens it was fetched at. A file
 * whose metadata cannot be read shows why in place of the fetch. A dataset's earlier snapshot (kept when a
 * refresh brought a new measurement) is a line of its own, its dataset marked "(earlier)".
 */
public record SnapshotRow(SnapshotKey key, String organization, String dataset, String clips, String size,
                          String fetched, String fetchedAt, String lastUsed, String lastUsedAt, List<Token> tokens,
                          boolean earlier) {

    /** A measurement token: what it identifies and the token itself, whole. */
    public record Token(String name, String value) {

        private static final int SHORT = 10;

        /** The token's first characters, enough to tell two measurements apart at a glance: "vo-6844a1b…". */
        public String shortened() {
            return value.length() <= SHORT + 2 ? value : value.substring(0, SHORT) + "…";
        }
    }

    static SnapshotRow of(SnapshotInfo info, Instant now, ZoneId zone) {
        Optional<SnapshotMetadata> metadata = info.metadata();
        String problem = info.problem().map(ServiceText::shown).orElse("cannot be read");
        return new SnapshotRow(info.key(), ServiceText.shown(info.key().organization()),
                ServiceText.shown(info.key().dataset()) + (info.earlier() ? " (earlier)" : ""),
                metadata.map(m -> Formats.count(m.rows())).orElse("—"),
                Formats.bytes(info.bytes()),
                metadata.map(m -> Formats.ago(Duration.between(m.fetchEnded(), now))).orElse(problem),
                metadata.map(m -> Formats.time(m.fetchEnded(), zone)).orElse(problem),
                Formats.ago(Duration.between(info.lastUsed(), now)),
                Formats.time(info.lastUsed(), zone),
                metadata.map(SnapshotRow::tokens).orElse(List.of()), info.earlier());
    }

    /** The tokens in force when the snapshot was fetched; a measurement the dataset lacked is left out. */
    private static List<Token> tokens(SnapshotMetadata metadata) {
        List<Token> tokens = new ArrayList<>();
        tokens.add(new Token("Vocabulary", ServiceText.shown(metadata.vocabulary())));
        add(tokens, "Hand-activity analysis", metadata.handActivityAnalysis());
        add(tokens, "Video analysis", metadata.videoAnalysis());
        add(tokens, "Video characteristics", metadata.videoCharacteristics());
        add(tokens, "Media digest", metadata.mediaDigest());
        return List.copyOf(tokens);
    }

    private static void add(List<Token> tokens, String name, Optional<String> token) {
        token.ifPresent(value -> tokens.add(new Token(name, ServiceText.shown(value))));
    }

    /** The vocabulary token, the one that tells whether the clip rows are current; empty for an unreadable file. */
    public Optional<Token> vocabulary() {
        return tokens.isEmpty() ? Optional.empty() : Optional.of(tokens.get(0));
    }
}
