package io.dqexplorer.workspace.store;

import java.sql.SQLException;
import java.util.Properties;

/** Connects to DuckDB twice and prints what it was told each time; run {@link WithoutNativeLibrary}. */
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
