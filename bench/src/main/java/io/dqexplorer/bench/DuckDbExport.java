package io.dqexplorer.bench;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.query.ViewSelect;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.util.List;

/**
 * The reference side of the export row at a million clips ({@link CliMillionRow}): its own JVM, DuckDB alone
 * writing the rows of the export's view of the same snapshot file to CSV ({@code COPY ... TO}). The file is
 * opened read-only through the workspace's store in the cache folder ({@code DQ_CACHE_DIR}), with the app's
 * limits, as {@link TableFloor} opens it. The query is the workspace's own {@link ViewSelect} of the view
 * (the export's columns for the filter and sort, its condition with its values bound, its order), each term
 * list joined with {@code |} as the export's CSV joins them. The filter's words select exactly themselves
 * ({@link TermResolver#exact()}); the export maps them through the dataset's vocabulary, the same for a
 * published term, and the row checks that both files hold the same clips in the same order.
 *
 * <pre>DQ_CACHE_DIR=... java -cp dq-bench.jar:dq-explorer.jar io.dqexplorer.bench.DuckDbExport DATASET FILTER SORT CSV</pre>
 */
public final class DuckDbExport {

    private DuckDbExport() {
    }

    public static void main(String[] args) throws Exception {
        String dataset = args[0];
        Filter filter = Filter.parse(args[1]);
        Sort sort = Sort.parse(args[2]);
        Path csv = Path.of(args[3]).toAbsolutePath();
        ViewSelect view = new ViewSelect(filter.sql(TermResolver.exact()), sort, ViewColumns.of(filter, sort));
        CacheFolder folder = CacheFolder.fromEnvironment(System.getenv());
        SnapshotStore store = new SnapshotStore(folder,
                new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), folder.temporary()));
        SnapshotKey key = store.list().stream().filter(info -> !info.earlier() && info.key().dataset().equals(dataset))
                .map(SnapshotInfo::key).findFirst()
                .orElseThrow(() -> new IllegalStateException("no snapshot of " + dataset + " in " + folder.snapshots()));
        // the path is the bench's own; its quotes are doubled as a SQL string literal's must be
        String copy = "COPY (" + joinedTerms(view) + ") TO '" + csv.toString().replace("'", "''")
                + "' (FORMAT csv, HEADER)";
        try (Snapshot snapshot = store.open(key).orElseThrow(() -> new IllegalStateException("no snapshot " + key));
             PreparedStatement statement = snapshot.connection().prepareStatement(copy)) {
            view.bind(statement, 1);
            System.out.println(statement.executeLargeUpdate() + " rows");
        }
    }

    /**
     * The view's SELECT with each term list as one text; DuckDB keeps the order of a subquery read by a
     * projection alone (and the row compares the clips' order with the export's).
     */
    private static String joinedTerms(ViewSelect view) {
        List<String> joined = view.columns().stream().filter(column -> column.kind() == Column.Kind.TERMS)
                .map(column -> "array_to_string(" + column.sqlName() + ", '|') AS " + column.sqlName()).toList();
        return joined.isEmpty() ? view.sql()
                : "SELECT * REPLACE (" + String.join(", ", joined) + ") FROM (" + view.sql() + ")";
    }
}
