package io.dqexplorer.workspace.filter;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Types;
import java.util.List;
import java.util.Map;

/**
 * A list of terms bound to one {@code ?::VARCHAR[]} placeholder: a term clause of any length is one
 * value, never a placeholder (or an OR) per term, which DuckDB nests into an expression too deep to plan
 * at a few hundred terms. A JDBC {@link Array} so that {@code setObject} binds it without a connection
 * at hand; only what binding reads is supported.
 */
public record TermArray(List<String> terms) implements Array {

    public TermArray {
        terms = List.copyOf(terms);
    }

    @Override
    public String getBaseTypeName() {
        return "VARCHAR";
    }

    @Override
    public int getBaseType() {
        return Types.VARCHAR;
    }

    @Override
    public Object getArray() {
        return terms.toArray(new String[0]);
    }

    @Override
    public Object getArray(Map<String, Class<?>> map) {
        return getArray();
    }

    @Override
    public Object getArray(long index, int count) throws SQLFeatureNotSupportedException {
        throw unsupported();
    }

    @Override
    public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLFeatureNotSupportedException {
        throw unsupported();
    }

    @Override
    public ResultSet getResultSet() throws SQLFeatureNotSupportedException {
        throw unsupported();
    }

    @Override
    public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLFeatureNotSupportedException {
        throw unsupported();
    }

    @Override
    public ResultSet getResultSet(long index, int count) throws SQLFeatureNotSupportedException {
        throw unsupported();
    }

    @Override
    public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map)
            throws SQLFeatureNotSupportedException {
        throw unsupported();
    }

    /** Nothing to free: the terms are plain Java strings. */
    @Override
    public void free() {
        // nothing held outside the heap
    }

    @Override
    public String toString() {
        return terms.toString();
    }

    private static SQLFeatureNotSupportedException unsupported() {
        return new SQLFeatureNotSupportedException("a term list is only bound, never read back");
    }
}
