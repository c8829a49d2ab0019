package io.dqexplorer.sandbox.auth;

import java.util.List;

/** Who is calling, read only from the claims of a verified access token. */
public record Caller(String clientId, String organizationId, List<String> capabilities) {

    public static final String VIEW_DATA = "view_data";

    public Caller {
        capabilities = List.copyOf(capabilities);
    }

    public boolean can(String capability) {
        return capabilities.contains(capability);
    }
}
