package io.dqexplorer.workspace.store;

import java.sql.SQLException;
import java.util.Properties;

/**
 * Connects to DuckDB in a JVM of its own whose DuckDB jar lacks its native library, and prints what it was
 * told: an {@link Error} there would end a JVM, so it is not the test's own.
 */
public final class ConnectWithoutNativeLibrary {

    private ConnectWithoutNativeLibrary() {
    }

    public static void main(String[] args) {
        for (int attempt = 1; attempt <= 2; attempt++) {
            try {
                DuckDbConnections.inMemory(new Properties()).close();
                System.out.println("connected");
            } catch (SQLException e) {
                System.out.println("refused: " + e.getMessage());
            }
        }
    }
}
