package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.export.ExportTargetChooser;
import io.dqexplorer.desktop.export.FolderOpener;
import io.dqexplorer.desktop.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;

import java.time.Clock;

/** What every tab's compare mode shares in one session: the client, the history, the runner, and where exports go. */
public record CompareSession(DqClient client, SessionHistory history, AsyncRunner runner,
                             ExportTargetChooser targets, FolderOpener folderOpener, Clock clock) {
}
