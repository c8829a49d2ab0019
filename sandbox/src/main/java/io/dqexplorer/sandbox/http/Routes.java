package io.dqexplorer.sandbox.http;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Exact paths and the one method each answers. */
public final class Routes {

    /** An endpoint and its method. */
    public record Route(String method, Endpoint endpoint) {
    }

    private final Map<String, Route> byPath = new HashMap<>();

    public Routes get(String path, Endpoint endpoint) {
        return add(path, "GET", endpoint);
    }

    public Routes post(String path, Endpoint endpoint) {
        return add(path, "POST", endpoint);
    }

    Optional<Route> find(String path) {
        return Optional.ofNullable(byPath.get(path));
    }

    private Routes add(String path, String method, Endpoint endpoint) {
        if (byPath.putIfAbsent(path, new Route(method, endpoint)) != null) {
            throw new IllegalArgumentException("route registered twice: " + path);
        }
        return this;
    }
}
