package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.filter.SqlCondition;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Binds a condition's values to its placeholders: the one way user values reach a query. */
final class Bindings {

    private Bindings() {
    }

    /** Binds from placeholder {@code first} on and answers the index of the next one. */
    static int bind(PreparedStatement statement, int first, SqlCondition condition) throws SQLException {
        int index = first;
        for (Object value : condition.parameters()) {
            statement.setObject(index++, value);
        }
        return index;
    }
}
