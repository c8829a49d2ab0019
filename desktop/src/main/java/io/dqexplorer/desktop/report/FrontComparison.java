package io.dqexplorer.desktop.report;

import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.views.ViewHost;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.report.ShownClipComparison;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The comparison the tab in front shows, as the report's: a measurement tab's only while its compare mode is
 * on with its difference table shown, the Clips tab's only while its compare view stands in place of the clips
 * with the comparison done, so that the report holds what the user looks at. Read on the UI thread.
 */
public final class FrontComparison {

    private final ViewHost host;
    private final String clipsTitle;
    private final Supplier<Optional<ShownClipComparison>> clips;

    /** @param clipsTitle the Clips tab's title; {@code clips} its compare view's comparison, asked only while it is in front */
    public FrontComparison(ViewHost host, String clipsTitle, Supplier<Optional<ShownClipComparison>> clips) {
        this.host = host;
        this.clipsTitle = clipsTitle;
        this.clips = clips;
    }

    /** The measurement tab's comparison in front. */
    public Optional<Comparison> measurements() {
        return host.selectedTabTitle().flatMap(front -> host.features().stream()
                .filter(tab -> tab.title().equals(front)).findFirst()).flatMap(DatasetTab::comparison);
    }

    /** The Clips tab's comparison, when that tab is in front. */
    public Optional<ShownClipComparison> clips() {
        return host.selectedTabTitle().filter(clipsTitle::equals).flatMap(front -> clips.get());
    }
}
