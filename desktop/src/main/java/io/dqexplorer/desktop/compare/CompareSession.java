package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;

import java.time.Clock;

/** What every tab's compare mode shares in one session: the client, the history, the runner, and the exports' folder opener. */
public record CompareSession(DqClient client, SessionHistory history, AsyncRunner runner,
                             FolderOpener folderOpener, Clock clock) {
}
