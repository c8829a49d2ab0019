package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.export.DefaultColumns;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.query.ClipQuery;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The headless export's command line, checked before anything connects. The connection comes
 * from flags or the environment; the secret only from the environment, because a command line
 * is readable by every user of the machine (the process list) and stays in shell history.
 */
record ExportOptions(boolean help, String dataset, Path output, String term, String vocabulary,
                     boolean frameQuality, boolean handActivity, List<ClipColumn> columns,
                     boolean demo, URI serviceUrl, URI tokenUrl, String clientId,
                     boolean force, boolean allowEmpty, boolean verbose) {

    static final String ENV_SERVICE_URL = "DQ_SERVICE_URL";
    static final String ENV_TOKEN_URL = "DQ_TOKEN_URL";
    static final String ENV_CLIENT_ID = "DQ_CLIENT_ID";
    static final String ENV_CLIENT_SECRET = "DQ_CLIENT_SECRET";

    private static final Set<String> FLAGS = Set.of("--help", "-h", "--frame-quality", "--hand-activity", "--demo",
            "--force", "--allow-empty", "--verbose");
    private static final Set<String> VALUED = Set.of("--dataset", "--output", "--term", "--vocabulary", "--columns",
            "--service-url", "--token-url", "--client-id");

    /** A command line that cannot run; the message says what to change and never repeats a secret. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }

    static ExportOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Map<String, String> values = new LinkedHashMap<>();
        Set<String> flags = new HashSet<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            if (name.equals("--client-secret") || name.equals("--secret")) {
                throw new UsageException(name + " is refused: a secret on the command line is visible in the "
                        + "process list and kept in shell history; set the environment variable "
                        + ENV_CLIENT_SECRET + " instead");
            }
            if (FLAGS.contains(name) && !arg.contains("=")) {
                flags.add(name);
            } else if (VALUED.contains(name)) {
                String value;
                if (arg.contains("=")) {
                    value = arg.substring(arg.indexOf('=') + 1);
                } else if (i + 1 < args.length) {
                    value = args[++i];
                } else {
                    throw new UsageException(name + " needs a value");
                }
                if (values.put(name, value) != null) {
                    throw new UsageException(name + " is given twice");
                }
            } else {
                throw new UsageException(name.startsWith("-") ? "unknown option " + name : "unexpected argument " + name);
            }
        }
        if (flags.contains("--help") || flags.contains("-h")) {
            return new ExportOptions(true, null, null, null, null, false, false, List.of(), false, null, null, null,
                    false, false, false);
        }
        String dataset = required(values, "--dataset");
        Path output = Path.of(required(values, "--output"));
        boolean frameQuality = flags.contains("--frame-quality");
        boolean handActivity = flags.contains("--hand-activity");
        List<ClipColumn> columns = values.containsKey("--columns")
                ? columns(values.get("--columns"))
                : DefaultColumns.with(frameQuality, handActivity);
        boolean demo = flags.contains("--demo");
        String term = term(values.get("--term"));
        boolean force = flags.contains("--force");
        boolean allowEmpty = flags.contains("--allow-empty");
        boolean verbose = flags.contains("--verbose");
        String vocabulary = blankToNull(values.get("--vocabulary"));
        if (demo) {
            for (String connection : List.of("--service-url", "--token-url", "--client-id")) {
                if (values.containsKey(connection)) {
                    throw new UsageException("--demo uses the built-in demo service; drop " + connection);
                }
            }
            return new ExportOptions(false, dataset, output, term, vocabulary, frameQuality, handActivity, columns,
                    true, null, null, null, force, allowEmpty, verbose);
        }
        URI serviceUrl = url(setting(values, "--service-url", env, ENV_SERVICE_URL), "--service-url");
        URI tokenUrl = url(setting(values, "--token-url", env, ENV_TOKEN_URL), "--token-url");
        String clientId = setting(values, "--client-id", env, ENV_CLIENT_ID);
        if (blankToNull(env.get(ENV_CLIENT_SECRET)) == null) {
            throw new UsageException("the client secret is missing: set the environment variable " + ENV_CLIENT_SECRET
                    + " (or use --demo)");
        }
        return new ExportOptions(false, dataset, output, term, vocabulary, frameQuality, handActivity, columns,
                false, serviceUrl, tokenUrl, clientId, force, allowEmpty, verbose);
    }

    /** Every clip of the filter: the exporter ignores offset and limit and walks every page. */
    ExportRequest request() {
        ClipQuery query = ClipQuery.of(dataset).withTerm(term).withVocabulary(vocabulary)
                .withFrameQuality(frameQuality).withHandActivity(handActivity);
        return new ExportRequest(query, columns, output);
    }

    /** No --term exports everything; an empty one is a mistake (an unset shell variable), not "everything". */
    private static String term(String given) throws UsageException {
        if (given == null) {
            return null;
        }
        if (given.isBlank()) {
            throw new UsageException("--term is empty; give a published term, or leave --term out to export"
                    + " the whole dataset");
        }
        return given.strip();
    }

    private static List<ClipColumn> columns(String list) throws UsageException {
        List<ClipColumn> columns = new ArrayList<>();
        for (String header : list.split(",")) {
            Optional<ClipColumn> column = ClipColumn.byHeader(header.strip());
            if (column.isEmpty()) {
                throw new UsageException("unknown column \"" + header.strip() + "\"; the columns are " + columnNames());
            }
            if (columns.contains(column.get())) {
                throw new UsageException("column " + header.strip() + " is given twice");
            }
            columns.add(column.get());
        }
        return columns;
    }

    static String columnNames() {
        return Arrays.stream(ClipColumn.values()).map(ClipColumn::header).collect(Collectors.joining(","));
    }

    private static String required(Map<String, String> values, String name) throws UsageException {
        String value = blankToNull(values.get(name));
        if (value == null) {
            throw new UsageException("missing " + name);
        }
        return value;
    }

    private static String setting(Map<String, String> values, String flag, Map<String, String> env, String variable)
            throws UsageException {
        String value = blankToNull(values.containsKey(flag) ? values.get(flag) : env.get(variable));
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

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
