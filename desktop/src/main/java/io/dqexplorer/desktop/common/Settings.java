package io.dqexplorer.desktop.common;

import io.dqexplorer.workspace.snapshot.SnapshotStore;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the app remembers between runs: the connection (URLs and client id), the window bounds, the
 * theme, the last dataset, the last export's columns and folder, and how
 * the clip workspace fetches and keeps snapshots. Deliberately has no place for a secret or a token: those are never stored.
 * A change is written to the backing store later, by java.util.prefs in the background or by {@link #flush()}.
 */
public final class Settings {

    /** The node under the user root where the installed app keeps its settings. */
    public static final String NODE = "io/dqexplorer/desktop";
    /** Where the demo keeps the one thing it remembers between runs, its theme: apart from the installed app's. */
    public static final String DEMO_THEME_NODE = NODE + "/demo";

    private static final String SERVICE_URL = "serviceUrl";
    private static final String TOKEN_URL = "tokenUrl";
    private static final String CLIENT_ID = "clientId";
    private static final String DARK_THEME = "darkTheme";
    private static final String LAST_DATASET = "lastDataset";
    private static final String WINDOW_X = "window.x";
    private static final String WINDOW_Y = "window.y";
    private static final String WINDOW_WIDTH = "window.width";
    private static final String WINDOW_HEIGHT = "window.height";
    private static final String WINDOW_MAXIMIZED = "window.maximized";
    private static final String EXPORT_FOLDER = "export.folder";
    private static final String DATASET_PANE_HIDDEN = "window.datasetPaneHidden";
    private static final String SNAPSHOT_ON_OPEN = "snapshot.onOpen";
    private static final String SNAPSHOT_PAGES_IN_FLIGHT = "snapshot.pagesInFlight";
    private static final String SNAPSHOT_CACHE_CAP = "snapshot.cacheCapBytes";
    private static final String RECENT_VIEWS = "views.recent";
    /** How many saved views the Views menu lists. */
    public static final int RECENT_VIEWS_KEPT = 8;

    /** Two requests at once: the next page is on its way while one is stored; more would meet the service's 503s. */
    public static final int DEFAULT_PAGES_IN_FLIGHT = 2;
    /** 2 GiB of snapshots, some ten of a million clips. */
    public static final long DEFAULT_CACHE_CAP_BYTES = 2L * 1024 * 1024 * 1024;

    private final Preferences node;
    /** Where the theme is kept: {@link #node}, but for a run that keeps the rest to itself. */
    private final Preferences themeNode;

    public Settings(Preferences node) {
        this(node, node);
    }

    private Settings(Preferences node, Preferences themeNode) {
        this.node = node;
        this.themeNode = themeNode;
    }

    /** These settings with the theme kept in {@code themeNode} instead: the demo's, which remembers its theme only. */
    public Settings withThemeIn(Preferences themeNode) {
        return new Settings(node, themeNode);
    }

    public static Settings forCurrentUser() {
        return new Settings(Preferences.userRoot().node(NODE));
    }

    public String serviceUrl() {
        return node.get(SERVICE_URL, "");
    }

    public String tokenUrl() {
        return node.get(TOKEN_URL, "");
    }

    public String clientId() {
        return node.get(CLIENT_ID, "");
    }

    /** Remembers a connection that signed in; the secret is not a parameter on purpose. */
    public void rememberConnection(String serviceUrl, String tokenUrl, String clientId) {
        node.put(SERVICE_URL, serviceUrl);
        node.put(TOKEN_URL, tokenUrl);
        node.put(CLIENT_ID, clientId);
    }

    /** The theme the user chose, dark or not; none when they never chose one (the platform's preference holds). */
    public Optional<Boolean> chosenDarkTheme() {
        String chosen = themeNode.get(DARK_THEME, null);
        return chosen == null ? Optional.empty() : Optional.of(Boolean.parseBoolean(chosen));
    }

    public void rememberDarkTheme(boolean dark) {
        themeNode.putBoolean(DARK_THEME, dark);
    }

    public Optional<String> lastDataset() {
        return Optional.ofNullable(node.get(LAST_DATASET, null));
    }

    public void rememberLastDataset(String dataset) {
        node.put(LAST_DATASET, dataset);
    }

    /** The last window bounds, when a window was ever closed. */
    public Optional<WindowBounds> windowBounds() {
        OptionalDouble width = read(WINDOW_WIDTH);
        OptionalDouble height = read(WINDOW_HEIGHT);
        if (width.isEmpty() || height.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new WindowBounds(node.getDouble(WINDOW_X, 0), node.getDouble(WINDOW_Y, 0),
                width.getAsDouble(), height.getAsDouble(), node.getBoolean(WINDOW_MAXIMIZED, false)));
    }

    public void rememberWindowBounds(WindowBounds bounds) {
        node.putDouble(WINDOW_X, bounds.x());
        node.putDouble(WINDOW_Y, bounds.y());
        node.putDouble(WINDOW_WIDTH, bounds.width());
        node.putDouble(WINDOW_HEIGHT, bounds.height());
        node.putBoolean(WINDOW_MAXIMIZED, bounds.maximized());
    }

    /** The folder the last export went to. */
    public Optional<Path> exportFolder() {
        return Optional.ofNullable(node.get(EXPORT_FOLDER, null)).map(Path::of);
    }

    public void rememberExportFolder(Path folder) {
        node.put(EXPORT_FOLDER, folder.toAbsolutePath().toString());
    }

    /** Whether the main window's dataset list was hidden, to give the tabs its room; shown at first. */
    public boolean datasetPaneHidden() {
        return node.getBoolean(DATASET_PANE_HIDDEN, false);
    }

    public void rememberDatasetPaneHidden(boolean hidden) {
        node.putBoolean(DATASET_PANE_HIDDEN, hidden);
    }

    /** Whether the Clips tab fetches the dataset's snapshot as soon as it opens (on) or only on request. */
    public boolean snapshotOnOpen() {
        return node.getBoolean(SNAPSHOT_ON_OPEN, true);
    }

    public void rememberSnapshotOnOpen(boolean onOpen) {
        node.putBoolean(SNAPSHOT_ON_OPEN, onOpen);
    }

    /** How many clip pages a snapshot fetch has requested at once; at least 1. */
    public int snapshotPagesInFlight() {
        return Math.max(1, node.getInt(SNAPSHOT_PAGES_IN_FLIGHT, DEFAULT_PAGES_IN_FLIGHT));
    }

    public void rememberSnapshotPagesInFlight(int pages) {
        node.putInt(SNAPSHOT_PAGES_IN_FLIGHT, pages);
    }

    /** How many bytes of snapshots the cache keeps before the least recently used go. */
    public long snapshotCacheCapBytes() {
        long cap = node.getLong(SNAPSHOT_CACHE_CAP, DEFAULT_CACHE_CAP_BYTES);
        return cap > 0 ? cap : DEFAULT_CACHE_CAP_BYTES;
    }

    public void rememberSnapshotCacheCapBytes(long bytes) {
        node.putLong(SNAPSHOT_CACHE_CAP, bytes);
    }

    /** The views last saved or opened, the latest first; at most {@link #RECENT_VIEWS_KEPT}. */
    public List<Path> recentViews() {
        String paths = node.get(RECENT_VIEWS, "");
        return paths.isEmpty() ? List.of() : Arrays.stream(paths.split("\n")).map(Path::of).toList();
    }

    /** Puts a view first among the recent ones (once), dropping the oldest beyond {@link #RECENT_VIEWS_KEPT}. */
    public void rememberRecentView(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        if (absolute.toString().contains("\n")) {
            // the list is kept one path a line; such a name is not worth a format of its own
            return;
        }
        List<String> paths = new ArrayList<>();
        paths.add(absolute.toString());
        recentViews().stream().map(Path::toString).filter(path -> !path.equals(absolute.toString()))
                .limit(RECENT_VIEWS_KEPT - 1).forEach(paths::add);
        node.put(RECENT_VIEWS, String.join("\n", paths));
    }

    /** Whether a folding pane (the Clips tab's summary, say) was left open; {@code fallback} before it was ever folded. */
    public boolean paneOpen(String pane, boolean fallback) {
        return node.getBoolean("pane." + pane + ".open", fallback);
    }

    public void rememberPaneOpen(String pane, boolean open) {
        node.putBoolean("pane." + pane + ".open", open);
    }

    /** Where a folding pane's divider was left while it was open, as a share of the height it splits. */
    public double paneDivider(String pane, double fallback) {
        double divider = node.getDouble("pane." + pane + ".divider", fallback);
        return divider > 0 && divider < 1 ? divider : fallback;
    }

    public void rememberPaneDivider(String pane, double divider) {
        node.putDouble("pane." + pane + ".divider", divider);
    }

    private OptionalDouble read(String key) {
        double value = node.getDouble(key, Double.NaN);
        return Double.isNaN(value) ? OptionalDouble.empty() : OptionalDouble.of(value);
    }

    /**
     * Writes what was remembered to the backing store now. Changes are not flushed one by one: each
     * is a file write, and they come on the UI thread (a dataset click); java.util.prefs writes them
     * in the background anyway, and the app flushes once when it closes.
     */
    public void flush() {
        try {
            node.flush();
            if (themeNode != node) {
                themeNode.flush();
            }
        } catch (BackingStoreException e) {
            // Losing a remembered setting is harmless; the app works the same with defaults.
            System.getLogger(Settings.class.getName()).log(System.Logger.Level.WARNING, "Settings not saved", e);
        }
    }

    /** A window's position and size; {@code maximized} wins over the size when restoring. */
    public record WindowBounds(double x, double y, double width, double height, boolean maximized) {
    }
}
