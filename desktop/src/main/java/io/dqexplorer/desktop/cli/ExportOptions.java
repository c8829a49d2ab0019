package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The headless export's command line, checked before anything connects. Without --filter, --sort,
 * --format or a column only the snapshot has, it is today's streaming export of the service's pages
 * ({@link #request()}); with any of them it exports a view of the dataset's snapshot ({@link #view()}).
 */
record ExportOptions(String dataset, Path output, String term, String vocabulary,
                     boolean frameQuality, boolean handActivity, List<ClipColumn> columns,
                     SnapshotView view, ConnectionOptions connection,
                     boolean force, boolean allowEmpty) implements CommandFrame.OneFile {

    /**
     * A view of the snapshot to export: the filter as typed (parsed, so that a mistake is a usage
     * error before anything connects), the order, the format and the columns.
     */
    record SnapshotView(String filterText, Filter filter, Sort sort, ExportFormat format, List<Column> columns) {
    }

    /** The line as typed: each value as given, blank included, for {@link #of} to judge. */
    static final class Given {

        @Option(names = "--dataset") String dataset;
        @Option(names = "--term") String term;
        @Option(names = "--vocabulary") String vocabulary;
        @Option(names = "--columns") String columns;
        @Option(names = "--filter") String filter;
        @Option(names = "--sort") String sort;
        @Option(names = "--format", completionCandidates = CompletionWords.Formats.class) String format;
        @Option(names = "--frame-quality") boolean frameQuality;
        @Option(names = "--hand-activity") boolean handActivity;
        @Option(names = "--allow-empty") boolean allowEmpty;
        @Mixin
        OutputFlags file;
    }

    /**
     * @throws io.dqexplorer.workspace.filter.FilterSyntaxException when --filter does not read: a usage
     *         error shown with its caret
     */
    static ExportOptions of(Given given, ConnectionFlags connection, Map<String, String> env) throws UsageException {
        String dataset = CommandLines.required(given.dataset, "--dataset");
        Path output = given.file.file();
        Optional<List<ClipColumn>> serviceColumns = given.columns != null
                ? serviceColumns(given.columns)
                : Optional.of(ClipColumn.defaults(given.frameQuality, given.handActivity));
        String term = term(given.term);
        String vocabulary = ConnectionOptions.blankToNull(given.vocabulary);
        SnapshotView view = null;
        boolean onSnapshot = serviceColumns.isEmpty()
                || Stream.of(given.filter, given.sort, given.format).anyMatch(Objects::nonNull);
        if (onSnapshot) {
            if (term != null) {
                throw new UsageException("--term selects through the service; on the snapshot write it in --filter,"
                        + " e.g. --filter 'any has \"knife\"'");
            }
            if (vocabulary != null) {
                throw new UsageException("--vocabulary pins the service's pages; an export with --filter, --sort or"
                        + " --format reads the dataset's snapshot, made current first");
            }
            String filterText = given.filter == null ? "" : given.filter;
            Filter filter = Filter.parse(filterText);
            Sort sort = sort(given.sort == null ? "" : given.sort);
            // the app's columns for the same view, so that both write the same file
            List<Column> columns = given.columns != null
                    ? snapshotColumns(given.columns)
                    : ViewColumns.of(filter, sort);
            view = new SnapshotView(filterText, filter, sort,
                    format(given.format == null ? ExportFormat.CSV.formatName() : given.format), columns);
        }
        return new ExportOptions(dataset, output, term, vocabulary, given.frameQuality, given.handActivity,
                serviceColumns.orElse(List.of()), view, ConnectionOptions.read(connection, env), given.file.force,
                given.allowEmpty);
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
}
