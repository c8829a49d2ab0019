package io.dqexplorer.workspace.snapshot;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;

/**
 * Another program holding a snapshot open for writing, as a second app instance fetching would:
 * run in a JVM of its own (DuckDB locks per process), it says "held" once the file is locked and
 * keeps it until its standard input closes.
 */
public final class HoldForWriting {

    private HoldForWriting() {
    }

    public static void main(String[] args) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:" + Path.of(args[0]))) {
            System.out.println("held");
            System.out.flush();
            while (System.in.read() >= 0) {
                // until the test closes the pipe
            }
        }
    }
}
