package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.common.async.RetryNotice;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.common.history.AnswerRecorder;
import javafx.stage.Stage;

import java.util.Map;

/**
 * What the app builds once and every session shares: built by {@link AppContext}, handed to what a session
 * builds at sign-in.
 *
 * @param files         where exports, reports and views are written and which view is read
 * @param environment   where the snapshots and the measurement history are kept: DQ_CACHE_DIR and DQ_DATA_DIR,
 *                      else the platform's folders
 * @param answers       keeps every measurement answer the session's client reads in the measurement history
 */
record AppServices(Stage stage, Settings settings, FileDialogs files, ExportTargetChooser exportTargets,
                   Map<String, String> environment, AnswerRecorder answers, FxAsyncRunner runner, RetryNotice retries,
                   ThemeSwitch theme) {
}
