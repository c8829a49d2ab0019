package io.dqexplorer.sdk.internal;

import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;

/**
 * Removes secrets from any text the SDK puts into a log line or an exception: the client secret
 * and the access tokens this client holds. Text coming from the network (a service error
 * message, a proxy page) passes through here before it reaches an exception. A token is
 * {@linkplain #forget forgotten} once a newer one has replaced it (so the set does not grow with
 * every exchange of a long session), and everything is {@linkplain #clear cleared} when the
 * client closes.
 */
public final class Redactor {

    public static final String MASK = "[redacted]";

    private final Set<String> secrets = new CopyOnWriteArraySet<>();

    public void register(String secret) {
        if (secret != null && secret.length() >= 4) {
            secrets.add(secret);
        }
    }

    public void forget(String secret) {
        if (secret != null) {
            secrets.remove(secret);
        }
    }

    public String redact(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String result = text;
        for (String secret : secrets) {
            if (result.contains(secret)) {
                result = result.replace(secret, MASK);
            }
        }
        return result;
    }

    public void clear() {
        secrets.clear();
    }
}
