package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.bars.SessionBars;
import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.snapshots.SnapshotsDialog;
import io.dqexplorer.desktop.clips.snapshots.SnapshotsViewModel;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.desktop.compare.CompareSession;
import io.dqexplorer.desktop.compare.CompareTabMode;
import io.dqexplorer.desktop.defects.DefectsTab;
import io.dqexplorer.desktop.duplicates.DuplicatesTab;
import io.dqexplorer.desktop.hands.HandsTab;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.desktop.vocabulary.VocabularyTab;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;

import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The tabs of a session's main window, in order: each feature gets the session's client and the one runner;
 * the Clips tab also the session's workspace, its snapshots kept per organization in the cache folder.
 */
final class SessionTabs {

    private final AppServices app;
    /** The session's snapshots, and the tab that shows them: the Snapshots dialog works on both. */
    private final ClipWorkspace workspace;
    private final ClipsTab clipsTab;
    private final List<DatasetTab> all;

    SessionTabs(AppServices app, Session signedIn, ClipNavigator toClips, Optional<SessionHistory> history,
                Optional<SessionBars> bars) {
        this.app = app;
        DqClient client = signedIn.client();
        workspace = new ClipWorkspace(client, organization(signedIn), ClipWorkspace.cacheFolder(app.environment()),
                app.settings());
        clipsTab = new ClipsTab(app.runner(), app.exportTargets(), app.settings(), workspace);
        Optional<FigureBars> figures = bars.map(SessionBars::figures);
        figures.ifPresent(clipsTab::offeringBars);
        Optional<CompareSession> compare = history.map(kept -> new CompareSession(client, kept, app.runner(),
                FolderOpener.platform(), Clock.systemUTC()));
        List<DatasetTab> tabs = new ArrayList<>();
        for (Family family : Family.values()) {
            tabs.add(comparing(measurementTab(family, client, toClips, history, figures), family, compare));
        }
        tabs.add(clipsTab);
        bars.ifPresent(session -> tabs.add(session.tab()));
        all = List.copyOf(tabs);
    }

    /** A family's tab: the desktop's one switch over the families. */
    private MeasurementTab<?> measurementTab(Family family, DqClient client, ClipNavigator toClips,
                                             Optional<SessionHistory> history, Optional<FigureBars> figures) {
        return switch (family) {
            case VIDEO -> new DefectsTab(client, app.runner(), history, figures);
            case HANDS -> new HandsTab(client, app.runner(), history, figures);
            case VOCABULARY -> new VocabularyTab(client, app.runner(), toClips, history);
            case DUPLICATES -> new DuplicatesTab(client, app.runner(), toClips, history);
        };
    }

    /** The compare mode needs the history: without it a tab has no earlier measurement to compare with. */
    private DatasetTab comparing(MeasurementTab<?> tab, Family family, Optional<CompareSession> session) {
        session.ifPresent(s -> tab.comparing(new CompareTabMode(family, s, app.exportTargets())));
        return tab;
    }

    /** A credential scoped to no organization reads the public datasets: its scope names their snapshots and history. */
    private static String organization(Session signedIn) {
        return signedIn.access().scope().organizationId().orElse(signedIn.access().scope().kind());
    }

    List<DatasetTab> all() {
        return all;
    }

    /** The session's snapshots. */
    ClipWorkspace workspace() {
        return workspace;
    }

    ClipsTab clips() {
        return clipsTab;
    }

    /** The Snapshots dialog over the session's store: the same DuckDB settings as the Clips tab's, which it asks before deleting. */
    void showSnapshots() {
        new SnapshotsDialog(app.stage(), new SnapshotsViewModel(workspace.store(), app.runner(), clipsTab::release,
                app.settings(), Clock.systemUTC(), ZoneId.systemDefault()), workspace.folder().snapshots()).show();
    }

    /** Cancels what every tab has under way. */
    void close() {
        all.forEach(DatasetTab::close);
    }

    /** Waits, for at most {@code within} in all, until the cancelled work of the tabs has cleaned up. */
    void awaitClosed(Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        try {
            for (DatasetTab feature : all) {
                feature.awaitClosed(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
