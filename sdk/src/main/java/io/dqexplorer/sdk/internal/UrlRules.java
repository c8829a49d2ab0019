package io.dqexplorer.sdk.internal;

import okhttp3.HttpUrl;

import java.net.URI;
import java.util.Locale;

/** The transport rules for configured URLs: https only, except on loopback hosts. */
public final class UrlRules {

    private UrlRules() {
    }

    /**
     * Validates a configured URL and converts it. Throws IllegalArgumentException naming the
     * setting when the URL is missing, not http(s), carries user-info, a query or a fragment, or
     * is plain http to a host that is not loopback (127.0.0.0/8, ::1, localhost).
     */
    public static HttpUrl checked(String setting, URI uri, boolean allowQuery) {
        if (uri == null) {
            throw new IllegalArgumentException(setting + " is required");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http")) {
            throw new IllegalArgumentException(setting + " must be an https URL, was " + describe(uri));
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw new IllegalArgumentException(setting + " has no host: " + describe(uri));
        }
        if (uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException(setting + " must not carry user-info (credentials) in the URL");
        }
        if (uri.getRawFragment() != null || (!allowQuery && uri.getRawQuery() != null)) {
            throw new IllegalArgumentException(setting + " must not carry a "
                    + (uri.getRawFragment() != null ? "fragment" : "query") + ": " + describe(uri));
        }
        if (scheme.equals("http") && !isLoopback(uri.getHost())) {
            throw new IllegalArgumentException(setting + " must use https unless the host is loopback"
                    + " (127.0.0.0/8, ::1, localhost), was " + describe(uri));
        }
        HttpUrl url = HttpUrl.parse(uri.toString());
        if (url == null) {
            throw new IllegalArgumentException(setting + " is not a valid URL: " + describe(uri));
        }
        return url;
    }

    /** Loopback by name or literal address only; never resolves a name. */
    public static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        if (h.equals("localhost")) {
            return true;
        }
        if (h.equals("::1") || h.equals("0:0:0:0:0:0:0:1")) {
            return true;
        }
        String[] parts = h.split("\\.", -1);
        if (parts.length != 4 || !parts[0].equals("127")) {
            return false;
        }
        for (String part : parts) {
            if (part.isEmpty() || part.length() > 3 || !part.chars().allMatch(Character::isDigit)
                    || Integer.parseInt(part) > 255) {
                return false;
            }
        }
        return true;
    }

    /** A URL for messages: scheme, host, port and path; never user-info. */
    public static String describe(URI uri) {
        if (uri.getHost() == null) {
            return "<" + uri.getScheme() + " URL without host>";
        }
        return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() >= 0 ? ":" + uri.getPort() : "")
                + (uri.getRawPath() == null ? "" : uri.getRawPath());
    }

    public static String describe(HttpUrl url) {
        return url.scheme() + "://" + url.host() + ":" + url.port() + url.encodedPath();
    }
}
