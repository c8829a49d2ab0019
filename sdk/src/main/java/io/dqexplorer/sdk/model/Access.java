package io.dqexplorer.sdk.model;

import java.util.List;

/** What the access endpoint reports about the current credential. */
public record Access(List<String> capabilities, Scope scope, boolean writesRequireAdmin) {

    public static final String VIEW_DATA = "view_data";

    public Access {
        capabilities = List.copyOf(capabilities);
    }

    public boolean canViewData() {
        return capabilities.contains(VIEW_DATA);
    }
}
