package io.dqexplorer.workspace.store;

import org.duckdb.DuckDBConnection;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The one owner, in this process, of every DuckDB file the workspace opens, moves or deletes.
 * <p>DuckDB keeps one database per path in a process, shared by every connection to it, and tears it
 * down at the last close; a file opened, closed, renamed or deleted while another thread queries it can
 * crash the JVM natively. So:
 * <ul>
 * <li>{@link #connect} opens a file once, for its first user, and hands every user a connection of its
 *     own (DuckDB's duplicate of the one kept here), counted; the database is closed after the last
 *     user's connection is, and the path is not opened again before that close has ended.</li>
 * <li>{@link #delete} waits for a file's users to let go, up to the time given, then refuses; no new user
 *     is let in while it waits.</li>
 * <li>{@link #move} (a fetched file put in place, a snapshot kept as the earlier one) does not wait for
 *     readers: they keep reading the file they opened (moved, or replaced and nameless, it lives on until
 *     they let go), and neither name is opened again until they have. A file being opened, closed or
 *     written is not moved: that waits, then refuses.</li>
 * </ul>
 * Refusals are {@link FileInUseException}s; DuckDB's own failures stay {@link SQLException}s.
 */
public final class DatabaseFiles {

    private static final System.Logger LOG = System.getLogger(DatabaseFiles.class.getName());

    /** Long enough for a query under way to end, short enough that a refusal comes while the user still waits. */
    public static final Duration DEFAULT_PATIENCE = Duration.ofSeconds(10);

    private static final DatabaseFiles PROCESS = new DatabaseFiles(DEFAULT_PATIENCE);

    private enum State { OPENING, OPEN, CLOSING }

    /** One database DuckDB has open, under the path it was opened by (its own cache's key). */
    private static final class Database {
        final Path opened;
        final boolean readOnly;
        /** Where its file is now: the path it was opened by, another after a move, null once replaced. */
        Path now;
        State state = State.OPENING;
        Connection root;
        int users = 1;

        Database(Path opened, boolean readOnly) {
            this.opened = opened;
            this.readOnly = readOnly;
            this.now = opened;
        }

        boolean holds(Path path) {
            return opened.equals(path) || path.equals(now);
        }

        boolean shareable(Path path, boolean readOnly) {
            return state == State.OPEN && opened.equals(path) && path.equals(now) && this.readOnly == readOnly;
        }
    }

    private final Duration patience;
    /** Every database open, being opened or being closed; guarded by this. */
    private final List<Database> databases = new ArrayList<>();
    /** The files deletions wait for, and how many: no new user comes in meanwhile, so readers coming and going cannot starve them. */
    private final Map<Path, Integer> deletions = new HashMap<>();

    /** A registry of its own with the patience given: for tests; the app and the commands use {@link #process()}. */
    public DatabaseFiles(Duration patience) {
        this.patience = patience;
    }

    /** The registry of this process: DuckDB shares databases per process, so their owner is one per process. */
    public static DatabaseFiles process() {
        return PROCESS;
    }

    /**
     * A connection of the caller's own to {@code file}, opening it (with {@code properties}) if no one here
     * has it open; closing the connection lets go of the file. Waits, up to the patience, while the file
     * is being opened or closed, or was moved or replaced under readers who have not let go yet.
     *
     * @throws FileInUseException when the file is open here the other way (read-only or for writing), or
     *                            the wait ran out
     * @throws SQLException       when DuckDB cannot open it
     */
    public Connection connect(Path file, boolean readOnly, Properties properties) throws SQLException {
        Path path = normal(file);
        Database database = null;
        boolean first = false;
        synchronized (this) {
            long deadline = System.nanoTime() + patience.toNanos();
            while (database == null) {
                Database held = holding(path);
                if (deletions.containsKey(path)) {
                    awaitChange(path, deadline, "is being deleted in this program");
                } else if (held == null) {
                    database = new Database(path, readOnly);
                    databases.add(database);
                    first = true;
                } else if (held.shareable(path, readOnly)) {
                    held.users++;
                    database = held;
                } else if (held.shareable(path, !readOnly)) {
                    throw new FileInUseException(path, path.getFileName() + " is open "
                            + (held.readOnly ? "for reading" : "for writing") + " in this program");
                } else {
                    awaitChange(path, deadline, "is being opened, closed or replaced in this program");
                }
            }
        }
        if (first) {
            open(database, properties);
        }
        try {
            return counted(database.root.unwrap(DuckDBConnection.class).duplicate(), database);
        } catch (SQLException | RuntimeException e) {
            release(database);
            throw e;
        }
    }

    private void open(Database database, Properties properties) throws SQLException {
        Connection root;
        try {
            root = DuckDbConnections.file(database.opened, properties);
        } catch (SQLException | RuntimeException e) {
            synchronized (this) {
                databases.remove(database);
                notifyAll();
            }
            throw e;
        }
        synchronized (this) {
            database.root = root;
            database.state = State.OPEN;
            notifyAll();
        }
    }

    /** Wraps a duplicate so that closing it, once, also counts its user out. */
    private Connection counted(Connection own, Database database) {
        AtomicBoolean closed = new AtomicBoolean();
        return (Connection) Proxy.newProxyInstance(DatabaseFiles.class.getClassLoader(), new Class<?>[]{Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("close") && method.getParameterCount() == 0) {
                        if (closed.compareAndSet(false, true)) {
                            try {
                                own.close();
                            } finally {
                                release(database);
                            }
                        }
                        return null;
                    }
                    try {
                        return method.invoke(own, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private void release(Database database) {
        synchronized (this) {
            if (--database.users > 0) {
                return;
            }
            database.state = State.CLOSING;
        }
        try {
            database.root.close();
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.WARNING, "Closing " + database.opened + " failed: " + e.getMessage());
        } finally {
            synchronized (this) {
                databases.remove(database);
                notifyAll();
            }
        }
    }

    /**
     * Deletes a database file and its write-ahead log once no one here uses it, waiting up to {@code wait}
     * for its users to let go.
     *
     * @return whether there was a file
     * @throws FileInUseException when its users still hold it after {@code wait}
     */
    public boolean delete(Path file, Duration wait) throws IOException {
        Path path = normal(file);
        synchronized (this) {
            long deadline = System.nanoTime() + wait.toNanos();
            deletions.merge(path, 1, Integer::sum);
            try {
                while (holding(path) != null) {
                    awaitChange(path, deadline, "is open in this program");
                }
                Files.deleteIfExists(wal(path));
                return Files.deleteIfExists(path);
            } finally {
                deletions.computeIfPresent(path, (deleted, waiting) -> waiting == 1 ? null : waiting - 1);
                notifyAll();
            }
        }
    }

    /**
     * Moves a database file, and its write-ahead log, over {@code target} in one step. Readers of either keep
     * the file they opened; a file being opened, closed or written is waited for, up to the patience.
     *
     * @throws FileInUseException when the wait ran out
     */
    public void move(Path from, Path to) throws IOException {
        Path source = normal(from);
        Path target = normal(to);
        synchronized (this) {
            long deadline = System.nanoTime() + patience.toNanos();
            while (busy(source) || busy(target)) {
                awaitChange(busy(source) ? source : target, deadline, "is being opened, closed or written in this program");
            }
            Files.deleteIfExists(wal(target));
            Files.move(source, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            if (Files.exists(wal(source))) {
                Files.move(wal(source), wal(target), StandardCopyOption.REPLACE_EXISTING);
            }
            for (Database database : databases) {
                if (target.equals(database.now)) {
                    database.now = null;
                }
            }
            for (Database database : databases) {
                if (source.equals(database.opened) && source.equals(database.now)) {
                    database.now = target;
                }
            }
        }
    }

    /** How many users have {@code file} open here (a database being opened counts its first). */
    synchronized int users(Path file) {
        Database held = holding(normal(file));
        return held == null ? 0 : held.users;
    }

    private boolean busy(Path path) {
        return databases.stream().anyMatch(database -> database.holds(path)
                && (database.state != State.OPEN || !database.readOnly));
    }

    private Database holding(Path path) {
        for (Database database : databases) {
            if (database.holds(path)) {
                return database;
            }
        }
        return null;
    }

    private void awaitChange(Path path, long deadline, String why) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new FileInUseException(path, path.getFileName() + " " + why);
        }
        try {
            TimeUnit.NANOSECONDS.timedWait(this, left);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while waiting for " + path.getFileName());
        }
    }

    private static Path normal(Path file) {
        return file.toAbsolutePath().normalize();
    }

    /** DuckDB's write-ahead log beside a database file. */
    public static Path wal(Path file) {
        return file.resolveSibling(file.getFileName() + ".wal");
    }
}
