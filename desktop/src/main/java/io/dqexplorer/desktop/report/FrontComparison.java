package io.dqexplorer.desktop.report;

import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.views.ViewHost;
import io.dqexplorer.workspace.compare.Comparison;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The comparison the tab in front shows, as the report's: only while that tab's compare mode is on with its
 * difference table shown, so that the report holds what the user looks at. Read on the UI thread.
 */
public final class FrontComparison implements Supplier<Optional<Comparison>> {

    private final ViewHost host;

    public FrontComparison(ViewHost host) {
        this.host = host;
    }

    @Override
    public Optional<Comparison> get() {
        return host.selectedTabTitle().flatMap(front -> host.features().stream()
                .filter(tab -> tab.title().equals(front)).findFirst()).flatMap(DatasetTab::comparison);
    }
}
