package io.dqexplorer.desktop.common.tab;

import javafx.scene.Node;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

import java.util.function.Consumer;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorBanner;

/**
 * Wraps a feature's content with its load state: a progress indicator while loading and the
 * error banner above the content when the last load failed.
 */
public final class StatusPane extends BorderPane {

    public StatusPane(Node content, LoadState state, Consumer<ErrorAction> onAction) {
        ProgressIndicator progress = new ProgressIndicator();
        progress.setMaxSize(48, 48);
        progress.visibleProperty().bind(state.loadingProperty());
        progress.setMouseTransparent(true);

        ErrorBanner banner = new ErrorBanner(onAction);
        banner.reportProperty().bind(state.errorProperty());

        setTop(banner);
        setCenter(new StackPane(content, progress));
        getStyleClass().add("status-pane");
    }
}
