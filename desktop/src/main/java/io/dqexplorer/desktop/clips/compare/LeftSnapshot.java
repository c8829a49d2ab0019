package io.dqexplorer.desktop.clips.compare;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.SnapshotSide;
import io.dqexplorer.workspace.snapshot.SnapshotKey;

import java.time.Instant;
import java.time.ZoneId;

/**
 * A snapshot kept on this machine that the left side of a clips comparison can be: the dataset's earlier
 * snapshot, or another dataset's current one.
 */
public record LeftSnapshot(SnapshotKey key, boolean earlier, String token, Instant fetched) {

    /** {@link SnapshotSide#EARLIER} or {@link SnapshotSide#CURRENT}: what the comparison's side and manifest say. */
    public String source() {
        return earlier ? SnapshotSide.EARLIER : SnapshotSide.CURRENT;
    }

    /** "Earlier snapshot, vo-6844…475b, fetched 2026-11-23 09:12:03 CET"; another dataset's named by it. */
    public String label(ZoneId zone) {
        return (earlier ? "Earlier snapshot" : ServiceText.shown(key.dataset())) + ", "
                + MeasurementStamp.shorten(ServiceText.shown(token)) + ", fetched " + Formats.time(fetched, zone);
    }
}
