package io.dqexplorer.desktop.cli;

import io.dqexplorer.workspace.snapshot.CacheFolder;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Map;

/**
 * Where a headless command connects, and where it keeps snapshots: the same options for every
 * command. The connection comes from flags or the environment; the secret only from the
 * environment, because a command line is readable by every user of the machine (the process list)
 * and stays in shell history.
 *
 * @param cacheFolder the snapshots' folder from {@code DQ_CACHE_DIR}, else the platform's cache
 * @param verbose     whether the client's log is printed on stderr
 */
record ConnectionOptions(boolean demo, URI serviceUrl, URI tokenUrl, String clientId, CacheFolder cacheFolder,
                         boolean verbose) {

    static final String ENV_SERVICE_URL = "DQ_SERVICE_URL";
    static final String ENV_TOKEN_URL = "DQ_TOKEN_URL";
    static final String ENV_CLIENT_ID = "DQ_CLIENT_ID";
    static final String ENV_CLIENT_SECRET = "DQ_CLIENT_SECRET";
    static final String SECRET_REFUSED = "a secret on the command line is visible in the process list"
            + " and kept in shell history; set the environment variable " + ENV_CLIENT_SECRET + " instead";

    /** The help's section on them, indented as the commands' help texts are. */
    static final String HELP = """
            Where to connect (flags win over the environment):
              --service-url URL    the service, e.g. https://dq.example.com   env DQ_SERVICE_URL
              --token-url URL      the token endpoint                         env DQ_TOKEN_URL
              --client-id ID       your client id                             env DQ_CLIENT_ID
              the client secret    only from the environment variable DQ_CLIENT_SECRET;
                                   a --client-secret flag is refused, because a command
                                   line is visible in the process list and shell history
              --demo               start the built-in demo service in-process and use its
                                   demo client instead (no connection settings needed)
            """;

    /** The flags as a command takes them (the --demo, connection and --verbose mixin), read with the environment. */
    static ConnectionOptions read(ConnectionFlags given, Map<String, String> env) throws UsageException {
        CacheFolder cacheFolder = cacheFolder(env);
        if (given.demo) {
            for (Map.Entry<String, String> connection : given.connection().entrySet()) {
                if (connection.getValue() != null) {
                    throw new UsageException("--demo uses the built-in demo service; drop " + connection.getKey());
                }
            }
            return new ConnectionOptions(true, null, null, null, cacheFolder, given.verbose);
        }
        URI serviceUrl = url(setting(given.serviceUrl, "--service-url", env, ENV_SERVICE_URL), "--service-url");
        URI tokenUrl = url(setting(given.tokenUrl, "--token-url", env, ENV_TOKEN_URL), "--token-url");
        String clientId = setting(given.clientId, "--client-id", env, ENV_CLIENT_ID);
        if (blankToNull(env.get(ENV_CLIENT_SECRET)) == null) {
            throw new UsageException("the client secret is missing: set the environment variable " + ENV_CLIENT_SECRET
                    + " (or use --demo)");
        }
        return new ConnectionOptions(false, serviceUrl, tokenUrl, clientId, cacheFolder, given.verbose);
    }

    private static CacheFolder cacheFolder(Map<String, String> env) throws UsageException {
        try {
            return CacheFolder.fromEnvironment(env);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static String setting(String given, String flag, Map<String, String> env, String variable)
            throws UsageException {
        String value = blankToNull(given != null ? given : env.get(variable));
        if (value == null) {
            throw new UsageException("missing " + flag + " (or the environment variable " + variable
                    + "), or use --demo");
        }
        return value;
    }

    private static URI url(String value, String flag) throws UsageException {
        try {
            URI uri = new URI(value);
            if (uri.getScheme() == null || uri.getHost() == null) {
                throw new UsageException(flag + " must be an absolute URL such as https://host/, was " + value);
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new UsageException(flag + " is not a URL: " + value);
        }
    }

    static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
