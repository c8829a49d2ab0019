package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.query.ClipQuery;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    private static final String SECRET_REFUSED = "a secret on the command line is visible in the process list"
            + " and kept in shell history; set the environment variable " + ENV_CLIENT_SECRET + " instead";
    private static final Arguments.Syntax SYNTAX = Arguments.syntax()
            .flag("--help", "-h")
            .flag("--frame-quality").flag("--hand-activity").flag("--demo")
            .flag("--force").flag("--allow-empty").flag("--verbose")
            .valued("a value", "--dataset", "--output", "--term", "--vocabulary", "--columns",
                    "--service-url", "--token-url", "--client-id")
            .refused(SECRET_REFUSED, "--client-secret", "--secret");

    static ExportOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Arguments given = SYNTAX.read(List.of(args));
        if (given.has("--help")) {
            return new ExportOptions(true, null, null, null, null, false, false, List.of(), false, null, null, null,
                    false, false, false);
        }
        String dataset = required(given, "--dataset");
        Path output = Path.of(required(given, "--output"));
        boolean frameQuality = given.has("--frame-quality");
        boolean handActivity = given.has("--hand-activity");
        List<ClipColumn> columns = given.value("--columns").isPresent()
                ? columns(given.value("--columns").get())
                : ClipColumn.defaults(frameQuality, handActivity);
        boolean demo = given.has("--demo");
        String term = term(given.value("--term").orElse(null));
        boolean force = given.has("--force");
        boolean allowEmpty = given.has("--allow-empty");
        boolean verbose = given.has("--verbose");
        String vocabulary = blankToNull(given.value("--vocabulary").orElse(null));
        if (demo) {
            for (String connection : List.of("--service-url", "--token-url", "--client-id")) {
                if (given.value(connection).isPresent()) {
                    throw new UsageException("--demo uses the built-in demo service; drop " + connection);
                }
            }
            return new ExportOptions(false, dataset, output, term, vocabulary, frameQuality, handActivity, columns,
                    true, null, null, null, force, allowEmpty, verbose);
        }
        URI serviceUrl = url(setting(given, "--service-url", env, ENV_SERVICE_URL), "--service-url");
        URI tokenUrl = url(setting(given, "--token-url", env, ENV_TOKEN_URL), "--token-url");
        String clientId = setting(given, "--client-id", env, ENV_CLIENT_ID);
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

    private static String required(Arguments given, String name) throws UsageException {
        String value = blankToNull(given.value(name).orElse(null));
        if (value == null) {
            throw new UsageException("missing " + name);
        }
        return value;
    }

    private static String setting(Arguments given, String flag, Map<String, String> env, String variable)
            throws UsageException {
        String value = blankToNull(given.value(flag).orElse(env.get(variable)));
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
