package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.view.SavedView;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The window's tabs as a view names them: by id, the title in lower case ("Video defects" → "video-defects"). */
public final class ViewTabs {

    private final ViewHost host;

    ViewTabs(ViewHost host) {
        this.host = host;
    }

    /** A tab's id in a view: its title in lower case, words joined by "-" ("Video defects" → "video-defects"). */
    public static String id(String title) {
        return title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    /** The window's tabs by id, in order. */
    Map<String, DatasetTab> byId() {
        Map<String, DatasetTab> tabs = new LinkedHashMap<>();
        host.features().forEach(tab -> tabs.put(id(tab.title()), tab));
        return tabs;
    }

    /** The titles of the tabs with these ids, in the window's order: "Video defects, Hands". */
    String titles(Set<String> ids) {
        return String.join(", ", byId().entrySet().stream().filter(tab -> ids.contains(tab.getKey()))
                .map(tab -> tab.getValue().title()).toList());
    }

    DatasetTab first() {
        return host.features().get(0);
    }

    Optional<ClipsTab> clips() {
        return host.features().stream().filter(ClipsTab.class::isInstance).map(ClipsTab.class::cast).findFirst();
    }

    /** The title of the view's tab here; the id as the view has it when no tab here has it. */
    String title(SavedView view) {
        DatasetTab tab = byId().get(view.tab());
        return tab == null ? ServiceText.shown(view.tab()) : tab.title();
    }
}
