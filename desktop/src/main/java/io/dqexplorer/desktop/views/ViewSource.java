package io.dqexplorer.desktop.views;

import io.dqexplorer.workspace.view.ViewLink;

/** Where a view that is opened came from, as the log tells it. */
public enum ViewSource {
    FILE("a file"),
    LINK("a link"),
    RECENT("the recent views"),
    LAST_SESSION("the last session");

    private final String described;

    ViewSource(String described) {
        this.described = described;
    }

    /** A view file's path or a link, as the user gave it. */
    static ViewSource of(String fileOrLink) {
        return ViewLink.isLink(fileOrLink) ? LINK : FILE;
    }

    /** "a file", "the last session". */
    public String describe() {
        return described;
    }
}
