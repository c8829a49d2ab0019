package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.workspace.store.UserFolder;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

/**
 * Where snapshots live: {@code dq-explorer/snapshots/} in the user's cache folder (XDG_CACHE_HOME or
 * ~/.cache on Linux, %LOCALAPPDATA% on Windows, ~/Library/Caches on macOS), one file per
 * organization and dataset. A cache, not a store of record: everything in it can be fetched again.
 */
public final class CacheFolder {

    static final String EXTENSION = ".duckdb";
    /** Between the encoded organization and dataset: outside the safe characters, so never part of either. */
    private static final char SEPARATOR = '~';
    /**
     * Ends a dataset's earlier snapshot's name: after a second separator, so {@link #keyOf} never takes
     * it for the current snapshot of a dataset named "….earlier".
     */
    private static final String EARLIER = SEPARATOR + "earlier" + EXTENSION;
    /**
     * The longest encoded organization and dataset a name holds as they are: with the earlier snapshot's
     * ending, or a part file's ({@code .….part-<pid>-<uuid>.wal}, some 65 bytes), it stays well within the
     * 255 bytes file systems allow in a name.
     */
    static final int LONGEST_PLAIN = 150;
    /** How much of a longer name's encoded organization and dataset is kept, for the eye, before its digest. */
    private static final int DIGESTED_PREFIX = 64;
    /** Between a long name's readable beginning and its digest: never in an encoded name. */
    private static final String DIGESTED = "" + SEPARATOR + SEPARATOR;

    private final Path snapshots;

    private CacheFolder(Path snapshots) {
        this.snapshots = snapshots;
    }

    /** The user's cache folder of this platform. */
    public static CacheFolder standard() {
        return new CacheFolder(UserFolder.CACHE.ofUser(System.getenv()).resolve("dq-explorer").resolve("snapshots"));
    }

    /** The environment variable that names the snapshots' folder instead of the platform's. */
    public static final String VARIABLE = "DQ_CACHE_DIR";

    /**
     * The folder {@value #VARIABLE} names (tests, a portable install), else the platform's: the one rule
     * of the app and the command line.
     *
     * @throws IllegalArgumentException when the variable names a relative folder, which would depend on
     *                                  where the app was started
     */
    public static CacheFolder fromEnvironment(Map<String, String> environment) {
        return UserFolder.named(environment, VARIABLE).map(CacheFolder::at).orElseGet(CacheFolder::standard);
    }

    /** Snapshots kept directly in {@code folder} (tests, a portable install). */
    public static CacheFolder at(Path folder) {
        return new CacheFolder(folder);
    }

    /** The folder the snapshot files are in. */
    public Path snapshots() {
        return snapshots;
    }

    /** DuckDB's spill folder for queries larger than its memory limit. */
    public Path temporary() {
        return snapshots.resolve(".tmp");
    }

    /** The snapshot file of a dataset. */
    public Path fileOf(SnapshotKey key) {
        return snapshots.resolve(fileName(key));
    }

    /** The file a refresh onto a new measurement keeps the dataset's previous snapshot in. */
    public Path earlierFileOf(SnapshotKey key) {
        String current = fileName(key);
        return snapshots.resolve(current.substring(0, current.length() - EXTENSION.length()) + EARLIER);
    }

    /** The dataset an earlier snapshot's file name stands for; empty for any other file, the current snapshots included. */
    static Optional<SnapshotKey> earlierKeyOf(String fileName) {
        if (!fileName.endsWith(EARLIER)) {
            return Optional.empty();
        }
        return keyOf(fileName.substring(0, fileName.length() - EARLIER.length()) + EXTENSION);
    }

    /**
     * The file name of a dataset's snapshot: the encoded organization and dataset; when they are longer than
     * {@value #LONGEST_PLAIN} bytes, their beginning and the SHA-256 of both, so that a name stays within the
     * file system's limit for any id (the snapshot's metadata holds the id itself).
     */
    static String fileName(SnapshotKey key) {
        String plain = encode(key.organization()) + SEPARATOR + encode(key.dataset());
        if (plain.length() <= LONGEST_PLAIN) {
            return plain + EXTENSION;
        }
        int cut = DIGESTED_PREFIX;
        // an escape is kept whole or not at all
        while (plain.lastIndexOf('%', cut - 1) > cut - 3) {
            cut = plain.lastIndexOf('%', cut - 1);
        }
        return plain.substring(0, cut) + DIGESTED + digest(key) + EXTENSION;
    }

    /** Whether a name is that of a snapshot of a long id, whose key only its metadata tells. */
    static boolean digested(String fileName) {
        return !fileName.startsWith(".") && fileName.matches("[A-Za-z0-9._%~-]*~~[0-9a-f]{64}(~earlier)?\\.duckdb");
    }

    /** Whether a name is a snapshot's, current or earlier. */
    static boolean isSnapshot(String fileName) {
        return keyOf(fileName).isPresent() || earlierKeyOf(fileName).isPresent() || digested(fileName);
    }

    /** Whether a name is a dataset's earlier snapshot's. */
    static boolean isEarlier(String fileName) {
        return fileName.endsWith(EARLIER) && isSnapshot(fileName);
    }

    /**
     * The dataset as far as a snapshot's name tells it: all of it for a short id, the beginning of the
     * organization and dataset, ending in "…", for a long one.
     */
    static SnapshotKey nameKey(String fileName) {
        Optional<SnapshotKey> named = keyOf(fileName).or(() -> earlierKeyOf(fileName));
        if (named.isPresent()) {
            return named.get();
        }
        String prefix = fileName.substring(0, fileName.indexOf(DIGESTED));
        int separator = prefix.indexOf(SEPARATOR);
        return separator < 0
                ? new SnapshotKey(decode(prefix) + "…", "…")
                : new SnapshotKey(decode(prefix.substring(0, separator)), decode(prefix.substring(separator + 1)) + "…");
    }

    private static String digest(SnapshotKey key) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(key.organization().getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(key.dataset().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The dataset a snapshot file name stands for; empty for any other file. */
    static Optional<SnapshotKey> keyOf(String fileName) {
        if (!fileName.endsWith(EXTENSION) || fileName.startsWith(".")) {
            return Optional.empty();
        }
        String stem = fileName.substring(0, fileName.length() - EXTENSION.length());
        int separator = stem.indexOf(SEPARATOR);
        if (separator < 0 || stem.indexOf(SEPARATOR, separator + 1) >= 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(new SnapshotKey(decode(stem.substring(0, separator)), decode(stem.substring(separator + 1))));
        } catch (IllegalArgumentException notOurs) {
            return Optional.empty();
        }
    }

    /** Keeps [A-Za-z0-9._-]; every other UTF-8 byte becomes %XX, so no name can reach outside the folder. */
    static String encode(String name) {
        StringBuilder out = new StringBuilder();
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            boolean safe = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || c == '.' || c == '_' || c == '-';
            // a name of dots alone would be . or .. on its own; a leading dot would hide the file
            if (safe && !(c == '.' && out.isEmpty())) {
                out.append(c);
            } else {
                out.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return out.toString();
    }

    static String decode(String encoded) {
        byte[] bytes = new byte[encoded.length()];
        int n = 0;
        for (int i = 0; i < encoded.length(); i++) {
            char c = encoded.charAt(i);
            if (c == '%') {
                if (i + 2 >= encoded.length()) {
                    throw new IllegalArgumentException("a cut escape in " + encoded);
                }
                bytes[n++] = (byte) Integer.parseInt(encoded.substring(i + 1, i + 3), 16);
                i += 2;
            } else {
                bytes[n++] = (byte) c;
            }
        }
        return new String(bytes, 0, n, StandardCharsets.UTF_8);
    }
}
