package io.dqexplorer.workspace.view;

import java.util.Map;
import java.util.Optional;

/**
 * What a view shows, as a {@code .dqview} file or a {@code dqexplorer:} link keeps it: whose data
 * (service and organization, never a credential), the dataset, the tab in front, the measurement each
 * tab showed (its token; a tab absent from {@code tokens} shows the latest), the clip table's state (the
 * snapshot's table and the service's pages) and, when a tab compared two measurements, both sides.
 *
 * @param tab    the tab in front, by its id ({@code video-defects}, {@code clips}, …)
 * @param tokens per tab id, the token of the measurement it showed
 * @param clips  the snapshot's clip table; none when the dataset's snapshot was not open
 * @param pages  the service's paged clip table; none when it showed a selection of clips, or an earlier app wrote the view
 */
public record SavedView(String serviceUrl, String organization, String dataset, String tab,
                        Map<String, String> tokens, Optional<ClipTableState> clips, Optional<CompareSides> compare,
                        Optional<ClipPagesState> pages) {

    public SavedView {
        require(serviceUrl, "service_url");
        require(organization, "organization");
        require(dataset, "dataset");
        require(tab, "tab");
        tokens = Map.copyOf(tokens);
        tokens.forEach((id, token) -> require(token, "the token of tab " + id));
    }

    /** A view that keeps nothing of the service's paged clip table. */
    public SavedView(String serviceUrl, String organization, String dataset, String tab,
                     Map<String, String> tokens, Optional<ClipTableState> clips, Optional<CompareSides> compare) {
        this(serviceUrl, organization, dataset, tab, tokens, clips, compare, Optional.empty());
    }

    /** The same view on the latest measurement of every tab. */
    public SavedView onLatest() {
        return new SavedView(serviceUrl, organization, dataset, tab, Map.of(), clips, compare, pages);
    }

    private static void require(String value, String name) {
        if (value == null || value.isBlank()) {
            throw ViewFormatException.faulty("it names no " + name);
        }
    }
}
