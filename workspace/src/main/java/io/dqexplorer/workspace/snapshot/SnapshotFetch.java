package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.error.UnavailableException;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.store.FileInUseException;
import io.dqexplorer.workspace.table.ClipTable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Fetches every clip row of a dataset, with both column groups (those the datasets list says were
 * measured; a clip's columns of an unmeasured group stay null), into a snapshot file: through the
 * SDK's walk (vocabulary token pinned from the first page, rows checked, the SDK's retries), with a
 * few pages in flight, appended in the service's order with {@link ClipAppender}, each clip with its
 * exact-duplicate group. The measurement tokens in force are read before the rows and kept in the
 * {@link SnapshotMetadata}.
 * <p>The file is written under a hidden temporary name in the snapshot folder ({@link PartFiles}: those
 * of fetches whose process is gone are removed first), checkpointed, closed, and only then moved over the
 * dataset's snapshot in one step, through the process's {@link io.dqexplorer.workspace.store.DatabaseFiles}:
 * a cancelled or failed fetch leaves no file and the previous snapshot as it was. When the measurement moves on during the
 * fetch (a 409 for the pinned token, or pages from two measurements) the fetch starts again once,
 * on the new measurement.
 */
public final class SnapshotFetch {

    /** Two requests at once: the next page is on its way while one is read and appended. */
    public static final int DEFAULT_PAGES_IN_FLIGHT = 2;

    /** Told after every page appended, on the fetching thread. */
    @FunctionalInterface
    public interface Progress {
        void rows(long fetched, long total);
    }

    private final DqClient client;
    private final CacheFolder folder;
    private final WorkspaceDatabase database;
    private final int pagesInFlight;
    private final Clock clock;

    public SnapshotFetch(DqClient client, CacheFolder folder, WorkspaceDatabase database, int pagesInFlight) {
        this(client, folder, database, pagesInFlight, Clock.systemUTC());
    }

    SnapshotFetch(DqClient client, CacheFolder folder, WorkspaceDatabase database, int pagesInFlight, Clock clock) {
        if (pagesInFlight < 1) {
            throw new IllegalArgumentException("pagesInFlight must be at least 1, was " + pagesInFlight);
        }
        this.client = client;
        this.folder = folder;
        this.database = database;
        this.pagesInFlight = pagesInFlight;
        this.clock = clock;
    }

    /**
     * Fetches the snapshot of {@code key} and puts it in place of the previous one.
     *
     * @param cancelled asked before every page; true ends the fetch with a {@link CancellationException}
     *                  (so does an interrupt of the calling thread, as a TransportException from the SDK)
     * @return the metadata of the new snapshot
     */
    public SnapshotMetadata fetch(SnapshotKey key, Progress progress, BooleanSupplier cancelled) {
        try {
            return attempt(key, progress, cancelled);
        } catch (StaleException e) {
            return attempt(key, progress, cancelled);
        } catch (ProtocolException e) {
            if (!e.code().filter(ClipWalk.CODE_MEASUREMENT_CHANGED::equals).isPresent()) {
                throw e;
            }
            return attempt(key, progress, cancelled);
        }
    }

    private SnapshotMetadata attempt(SnapshotKey key, Progress progress, BooleanSupplier cancelled) {
        Instant started = clock.instant();
        String dataset = key.dataset();
        // a flag for a column group the dataset was not measured for fails the whole page (404)
        Optional<DatasetEntry> entry = client.versioned().datasets().stream()
                .filter(listed -> listed.dataset().equals(dataset)).findFirst();
        ClipQuery query = ClipQuery.of(dataset)
                .withFrameQuality(entry.filter(found -> found.has(DatasetEntry.FRAME_QUALITY)).isPresent())
                .withHandActivity(entry.filter(found -> found.has(Family.HANDS.metric())).isPresent());
        Optional<HandActivity> hands = ifMeasured(() -> client.unversioned().handActivity(HandActivityQuery.of(dataset)));
        Optional<VideoCharacteristics> video = ifMeasured(
                () -> client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset)));
        Optional<Duplicates> duplicates = ifMeasured(() -> client.versioned().duplicates(DuplicatesQuery.of(dataset)));
        Optional<Duplicates.Exact> exact = duplicates.flatMap(Duplicates::exact);

        Path target = folder.fileOf(key);
        Path part = PartFiles.of(target);
        try {
            Files.createDirectories(folder.snapshots());
            PartFiles.removeAbandoned(folder.snapshots(), database.files());
            SnapshotMetadata metadata;
            try (Connection connection = database.openToWrite(part)) {
                // one transaction: in auto-commit every appender flush (2,048 rows) is a commit of its own
                connection.setAutoCommit(false);
                ClipTable.create(connection);
                Rows rows = append(connection, query, key, exact.map(SnapshotFetch::groups).orElse(Map.of()), progress, cancelled);
                ClipTable.complete(connection);
                metadata = new SnapshotMetadata(SnapshotMetadata.FORMAT_VERSION, DqClient.VERSION,
                        client.serviceUrl().toString(), key, rows.vocabulary(), hands.map(HandActivity::analysis),
                        video.map(VideoCharacteristics::analysis), video.map(VideoCharacteristics::videoCharacteristics),
                        duplicates.map(Duplicates::mediaDigest), exact.isPresent(), started, clock.instant(),
                        rows.count());
                metadata.write(connection);
                connection.commit();
                try (Statement statement = connection.createStatement()) {
                    statement.execute("CHECKPOINT");
                }
            }
            keepEarlier(key, target, metadata.vocabulary());
            database.files().move(part, target);
            return metadata;
        } catch (FileInUseException e) {
            throw new SnapshotException(SnapshotException.Reason.IN_USE, "The snapshot of " + key
                    + " is in use in this program; try again once that has finished", e);
        } catch (SQLException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot write the snapshot of " + key + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot put the snapshot of " + key + " in " + folder.snapshots() + ": " + e.getMessage(), e);
        } finally {
            deleteQuietly(part);
        }
    }

    /**
     * Keeps the snapshot about to be replaced as the dataset's earlier one when it is of another
     * measurement (its vocabulary token differs), so the two can be compared; a refresh of the same
     * measurement, or a file that cannot be read as a snapshot, is simply replaced. Read and moved through
     * the process's owner of the file: a table still querying it goes on reading it where it now is.
     */
    private void keepEarlier(SnapshotKey key, Path target, String vocabulary) throws IOException {
        if (!Files.isRegularFile(target)) {
            return;
        }
        String previous;
        try (Connection connection = database.openToRead(target)) {
            previous = SnapshotMetadata.read(connection).vocabulary();
        } catch (SQLException unreadable) {
            return;
        } catch (SnapshotException unreadable) {
            if (unreadable.reason() == SnapshotException.Reason.IN_USE) {
                throw unreadable;
            }
            return;
        }
        if (!previous.equals(vocabulary)) {
            database.files().move(target, folder.earlierFileOf(key));
        }
    }

    private record Rows(String vocabulary, long count) {
    }

    private Rows append(Connection connection, ClipQuery query, SnapshotKey key, Map<String, Integer> groups,
                        Progress progress, BooleanSupplier cancelled) throws SQLException {
        String vocabulary = null;
        try (ClipAppender appender = new ClipAppender(connection, groups);
             ClipWalk.Pages pages = client.unversioned().walkClips(query).readingAhead(pagesInFlight)) {
            while (true) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("the snapshot of " + key + " was cancelled");
                }
                if (!pages.hasNext()) {
                    break;
                }
                ClipPage page = pages.next();
                if (vocabulary == null) {
                    vocabulary = page.vocabulary();
                }
                for (ClipRow row : page.clips()) {
                    appender.append(row);
                }
                progress.rows(appender.count(), page.total());
            }
            return new Rows(vocabulary, appender.count());
        }
    }

    /** Each clip of an exact-duplicate group to the group's number, from 1 in the service's order. */
    private static Map<String, Integer> groups(Duplicates.Exact exact) {
        Map<String, Integer> groups = new HashMap<>();
        List<Duplicates.Group> all = exact.groups();
        for (int i = 0; i < all.size(); i++) {
            for (String clip : all.get(i).clips()) {
                groups.put(clip, i + 1);
            }
        }
        return groups;
    }

    /** The answer, or empty when the dataset has no such measurement (404). */
    private static <T> Optional<T> ifMeasured(Supplier<T> request) {
        try {
            return Optional.of(request.get());
        } catch (UnavailableException notMeasured) {
            return Optional.empty();
        }
    }

    private void deleteQuietly(Path part) {
        try {
            database.files().delete(part, Duration.ZERO);
        } catch (IOException | FileInUseException ignored) {
            // a part file that cannot be removed now stays hidden: the store never lists it as a snapshot
        }
    }
}
