package io.dqexplorer.workspace.query;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.export.ViewExport;
import io.dqexplorer.workspace.export.ViewExportRequest;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;
import io.dqexplorer.workspace.table.Column;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Run by hand, not by surefire. Builds a clip table of synthetic rows ({@link SyntheticClips}:
 * term lists, nulls, zeros; 1,000,000 by default) in a DuckDB file with the limits the app sets
 * (memory 256 MB, a thread per core, temp folder beside it), then times each query of a view
 * beside a reference in the same round: a plain DuckDB filter + sort + 500 rows over the raw table
 * (no view, no ratios, no bound values); the Parquet export also beside a plain COPY of the same rows. Rounds alternate reference and queries; the first rounds
 * warm up and are not counted. Prints every figure's median and min–max in milliseconds, its ratio
 * to the reference's median, the target, the table's build time, the file's size and the
 * load average.
 *
 * <pre>
 * mvn -o -q -pl workspace -am test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/ws-cp.txt -Dmdep.includeScope=test
 * CP=workspace/target/test-classes:workspace/target/classes:sdk/target/classes:$(cat /tmp/ws-cp.txt)
 * java -Xmx512m -cp $CP io.dqexplorer.workspace.query.QueryBenchmark [rows] [rounds]
 * </pre>
 */
public final class QueryBenchmark {

    private static final int WARM_UP = 3;

    /** Distorted frames over 5 % among clips with a knife or a cup: a filter of a ratio and terms, as the app writes it. */
    private static final SqlCondition CONDITION =
            Filter.parse("distorted_share > 0.05 and objects has any (\"knife\", \"cup\")").sql(TermResolver.exact());
    private static final Sort SORT = Sort.parse("active_manipulation_share:desc,analyzed_seconds");
    private static final List<Column> COLUMNS = List.of(Column.CLIP, Column.EPISODE_INDEX, Column.ANALYZED_SECONDS,
            Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS, Column.FRAMES, Column.DISTORTED_SHARE,
            Column.MEASURED_SECONDS, Column.ACTIVE_MANIPULATION_SHARE);

    private QueryBenchmark() {
    }

    @FunctionalInterface
    private interface Timed {
        void run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        Path folder = Files.createTempDirectory("query-benchmark");
        Path database = folder.resolve("clips.duckdb");
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:" + database)) {
            try (Statement settings = connection.createStatement()) {
                settings.execute("SET memory_limit = '256MB'");
                settings.execute("SET threads = " + Runtime.getRuntime().availableProcessors());
                settings.execute("SET temp_directory = '" + folder.resolve("tmp").toString().replace("'", "''") + "'");
            }
            long built = build(connection, rows);
            long start = System.nanoTime();
            ClipTable.complete(connection);
            checkpoint(connection);
            long completed = (System.nanoTime() - start) / 1_000_000;
            measure(connection, folder, rounds, rows, built, completed, Files.size(database));
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    /** Appends the rows, made one by one (never held), and answers the milliseconds it took. */
    private static long build(Connection connection, int rows) throws SQLException {
        long start = System.nanoTime();
        ClipTable.create(connection);
        SplittableRandom random = new SplittableRandom(2026);
        try (ClipAppender appender = new ClipAppender(connection, Map.of("clip-1", 1, "clip-2", 1))) {
            for (int i = 0; i < rows; i++) {
                appender.append(SyntheticClips.row(random, i));
            }
        }
        checkpoint(connection);
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static void checkpoint(Connection connection) throws SQLException {
        try (Statement checkpoint = connection.createStatement()) {
            checkpoint.execute("CHECKPOINT");
        }
    }

    private static void measure(Connection connection, Path folder, int rounds, int rows, long built, long completed,
                                long fileBytes)
            throws Exception {
        ClipQueries queries = new ClipQueries(connection);
        ViewExport export = new ViewExport(connection, folder.resolve("scratch"));
        Path parquet = folder.resolve("view.parquet");
        ViewExportRequest parquetRequest = new ViewExportRequest(new ViewSelect(CONDITION, SORT, Arrays.asList(Column.values())),
                ExportFormat.PARQUET, parquet, "benchmark", JsonNodeFactory.instance.objectNode(), Map.of());
        long[] subset = new long[1];

        Map<String, Timed> work = new LinkedHashMap<>();
        work.put("reference: plain filter + sort + 500 rows", () -> reference(connection));
        work.put("filter + sort + first 500 rows", () -> queries.rows(CONDITION, SORT, COLUMNS, 0, 500));
        work.put("block of 500 rows at the middle", () -> queries.rows(CONDITION, SORT, COLUMNS, subset[0] / 2, 500));
        work.put("count", () -> subset[0] = queries.count(CONDITION));
        work.put("summary", () -> queries.summary(CONDITION));
        work.put("summary, whole dataset", () -> queries.summary(SqlCondition.ALL));
        work.put("histogram (distorted_share, bins over its values)", () -> histogram(queries, Column.DISTORTED_SHARE));
        work.put("histogram (analyzed_seconds, bins over its values)", () -> histogram(queries, Column.ANALYZED_SECONDS));
        work.put("group-by (objects)", () -> queries.groupBy(CONDITION, Column.OBJECTS, GroupOrder.MOST_CLIPS));
        work.put("jump to a clip id", () -> queries.indexOf("clip-" + rows / 2, CONDITION, SORT));
        work.put("Parquet export of the subset", () -> export.export(parquetRequest, null, null));
        work.put("reference: plain COPY of the subset to Parquet", () -> copyReference(connection, folder.resolve("plain.parquet")));

        Map<String, List<Double>> times = new LinkedHashMap<>();
        work.keySet().forEach(name -> times.put(name, new ArrayList<>()));
        subset[0] = queries.count(CONDITION);
        for (int round = 0; round < WARM_UP + rounds; round++) {
            for (Map.Entry<String, Timed> entry : work.entrySet()) {
                long start = System.nanoTime();
                entry.getValue().run();
                double millis = (System.nanoTime() - start) / 1e6;
                if (round >= WARM_UP) {
                    times.get(entry.getKey()).add(millis);
                }
            }
        }

        System.out.printf("%,d synthetic clips, %,d in the subset; table built in %,d ms, completed (term masks) in %,d ms;"
                + " file %.1f MB (%.1f MB per million clips)%n", rows, subset[0], built, completed, fileBytes / 1e6,
                fileBytes / 1e6 * 1_000_000 / rows);
        System.out.printf("Parquet export: %.1f MB; %d rounds after %d warm-up, %d cores, load average %.2f%n",
                Files.size(parquet) / 1e6, rounds, WARM_UP, Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        double reference = median(times.get("reference: plain filter + sort + 500 rows"));
        System.out.printf("%-50s %9s %19s %8s %8s%n", "", "median", "min-max", "ratio", "target");
        for (Map.Entry<String, List<Double>> entry : times.entrySet()) {
            List<Double> sorted = entry.getValue().stream().sorted().toList();
            double median = median(sorted);
            System.out.printf("%-50s %6.1f ms %8.1f-%6.1f ms %7.2fx %8s%n", entry.getKey(), median, sorted.get(0),
                    sorted.get(sorted.size() - 1), median / reference, target(entry.getKey()));
        }
        System.out.printf("Parquet export / plain COPY of the same rows: %.2fx%n",
                median(times.get("Parquet export of the subset")) / median(times.get("reference: plain COPY of the subset to Parquet")));
    }

    /** A chart's two queries: the bins over the whole dataset's values, then the subset counted into them. */
    private static Histogram histogram(ClipQueries queries, Column column) throws SQLException {
        return queries.histogram(CONDITION, queries.histogramBins(column, false).orElseThrow());
    }

    /** The floor: DuckDB alone over the raw table, one numeric filter, one sort key, 500 rows read. */
    private static void reference(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "SELECT * FROM clips WHERE distorted > 0.05 * frames ORDER BY analyzed_seconds DESC LIMIT 500")) {
            while (rows.next()) {
                rows.getString(2);
            }
        }
    }

    /** The floor of a Parquet export: DuckDB's COPY of the same subset of the raw table in the same order, nothing else. */
    private static void copyReference(Connection connection, Path file) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("COPY (SELECT * FROM clips WHERE frames > 0 AND distorted > 0.05 * frames"
                    + " AND (list_contains(objects, 'knife') OR list_contains(objects, 'cup'))"
                    + " ORDER BY active_manipulation_seconds / measured_seconds DESC NULLS LAST, analyzed_seconds, position)"
                    + " TO '" + file.toString().replace("'", "''") + "' (FORMAT parquet)");
        }
    }

    private static String target(String name) {
        if (name.startsWith("filter + sort") || name.startsWith("group-by")) {
            return "100 ms";
        }
        if (name.startsWith("summary") || name.startsWith("histogram")) {
            return "50 ms";
        }
        return "";
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }
}
