package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The headless export's command line, checked before anything connects. Without --filter, --sort,
 * --format or a column only the snapshot has, it is today's streaming export of the service's pages
 * ({@link #request()}); with any of them it exports a view of the dataset's snapshot ({@link #view()}).
 */
record ExportOptions(boolean help, String dataset, Path output, String term, String vocabulary,
                     boolean frameQuality, boolean handActivity, List<ClipColumn> columns,
                     SnapshotView view, ConnectionOptions connection,
                     boolean force, boolean allowEmpty, boolean verbose) {

    /**
     * A view of the snapshot to export: the filter as typed (parsed, so that a mistake is a usage
     * error before anything connects), the order, the format and the columns.
     */
    record SnapshotView(String filterText, Filter filter, Sort sort, ExportFormat format, List<Column> columns) {
    }

    private static final Arguments.Syntax SYNTAX = ConnectionOptions.addTo(Arguments.syntax()
            .flag("--help", "-h")
            .flag("--frame-quality").flag("--hand-activity")
            .flag("--force").flag("--allow-empty").flag("--verbose")
            .valued("a value", "--dataset", "--output", "--term", "--vocabulary", "--columns",
                    "--filter", "--sort", "--format"));

    /**
     * @throws io.dqexplorer.workspace.filter.FilterSyntaxException when --filter does not read: a usage
     *         error the caller shows with its caret
     */
    static ExportOptions parse(String[] args, Map<String, String> env) throws UsageException {
        Arguments given = SYNTAX.read(List.of(args));
        if (given.has("--help")) {
            return new ExportOptions(true, null, null, null, null, false, false, List.of(), null, null,
                    false, false, false);
        }
        String dataset = required(given, "--dataset");
        Path output = Path.of(required(given, "--output"));
        boolean frameQuality = given.has("--frame-quality");
        boolean handActivity = given.has("--hand-activity");
        Optional<String> columnList = given.value("--columns");
        Optional<List<ClipColumn>> serviceColumns = columnList.isPresent()
                ? serviceColumns(columnList.get())
                : Optional.of(ClipColumn.defaults(frameQuality, handActivity));
        String term = term(given.value("--term").orElse(null));
        String vocabulary = ConnectionOptions.blankToNull(given.value("--vocabulary").orElse(null));
        SnapshotView view = null;
        boolean onSnapshot = serviceColumns.isEmpty()
                || Stream.of("--filter", "--sort", "--format").anyMatch(option -> given.value(option).isPresent());
        if (onSnapshot) {
            if (term != null) {
                throw new UsageException("--term selects through the service; on the snapshot write it in --filter,"
                        + " e.g. --filter 'any has \"knife\"'");
            }
            if (vocabulary != null) {
                throw new UsageException("--vocabulary pins the service's pages; an export with --filter, --sort or"
                        + " --format reads the dataset's snapshot, made current first");
            }
            String filterText = given.value("--filter").orElse("");
            Filter filter = Filter.parse(filterText);
            Sort sort = sort(given.value("--sort").orElse(""));
            // the app's columns for the same view, so that both write the same file
            List<Column> columns = columnList.isPresent()
                    ? snapshotColumns(columnList.get())
                    : ViewColumns.of(filter, sort);
            view = new SnapshotView(filterText, filter, sort,
                    format(given.value("--format").orElse(ExportFormat.CSV.formatName())), columns);
        }
        return new ExportOptions(false, dataset, output, term, vocabulary, frameQuality, handActivity,
                serviceColumns.orElse(List.of()), view, ConnectionOptions.read(given, env), given.has("--force"),
                given.has("--allow-empty"), given.has("--verbose"));
    }

    /** Whether the rows come from the dataset's snapshot rather than the service's pages. */
    boolean onSnapshot() {
        return view != null;
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

    /** The service's columns named so; empty when one of them is a column only the snapshot has. */
    private static Optional<List<ClipColumn>> serviceColumns(String list) throws UsageException {
        List<ClipColumn> columns = new ArrayList<>();
        for (String name : names(list)) {
            Optional<ClipColumn> column = ClipColumn.byHeader(name);
            if (column.isEmpty()) {
                return Optional.empty();
            }
            columns.add(column.get());
        }
        return Optional.of(columns);
    }

    private static List<Column> snapshotColumns(String list) throws UsageException {
        List<Column> columns = new ArrayList<>();
        for (String name : names(list)) {
            columns.add(Column.named(name).orElseThrow(() -> new UsageException("unknown column \"" + name
                    + "\"; the columns are " + columnNames() + "," + snapshotOnlyColumnNames())));
        }
        return columns;
    }

    private static List<String> names(String list) throws UsageException {
        List<String> names = new ArrayList<>();
        for (String header : list.split(",", -1)) {
            // names ignore case, as --sort's and the filter's do: CLIP is clip, and stays on the service's pages
            String name = header.strip().toLowerCase(Locale.ROOT);
            if (names.contains(name)) {
                throw new UsageException("column " + name + " is given twice");
            }
            names.add(name);
        }
        return names;
    }

    private static Sort sort(String text) throws UsageException {
        try {
            return Sort.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--sort: " + e.getMessage());
        }
    }

    private static ExportFormat format(String name) throws UsageException {
        return ExportFormat.named(name.strip()).orElseThrow(() -> new UsageException("--format is csv or parquet"));
    }

    /** The service's columns; then those only the snapshot has (the duplicate group, the ratios). */
    static String columnNames() {
        return Arrays.stream(ClipColumn.values()).map(ClipColumn::header).collect(Collectors.joining(","));
    }

    static String snapshotOnlyColumnNames() {
        return Arrays.stream(Column.values()).map(Column::sqlName)
                .filter(name -> ClipColumn.byHeader(name).isEmpty()).collect(Collectors.joining(","));
    }

    private static String required(Arguments given, String name) throws UsageException {
        String value = ConnectionOptions.blankToNull(given.value(name).orElse(null));
        if (value == null) {
            throw new UsageException("missing " + name);
        }
        return value;
    }
}
