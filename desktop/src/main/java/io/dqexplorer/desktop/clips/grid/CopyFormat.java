package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.sdk.export.CsvRows;
import io.dqexplorer.workspace.export.ViewExport;
import io.dqexplorer.workspace.table.Column;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How rows of the clip table are copied: a header of the columns' names (as in filter text and the
 * export's header) and a line per row. CSV and TSV say what the export's CSV says, cell for cell
 * ({@link ViewExport#csvCell}: text a spreadsheet would run as a formula guarded, plain numbers, ratios
 * as fractions, terms joined by {@code |}); CSV is written by the export's own writer, TSV flattens the
 * tabs and line breaks that would split a cell. Markdown is for reading: the terms joined by commas,
 * pipes escaped so that they stay inside their cell, numbers right-aligned.
 */
public enum CopyFormat {
    TSV("TSV"), CSV("CSV"), MARKDOWN("Markdown");

    private final String label;

    CopyFormat(String label) {
        this.label = label;
    }

    /** Its name in a menu and a message. */
    public String label() {
        return label;
    }

    /**
     * The rows as text in this format.
     *
     * @param rows each row's values in the order of {@code columns}, null where the clip has none
     */
    public String write(List<Column> columns, List<List<Object>> rows) {
        return switch (this) {
            case TSV -> tsv(columns, rows);
            case CSV -> csv(columns, rows);
            case MARKDOWN -> markdown(columns, rows);
        };
    }

    private static String tsv(List<Column> columns, List<List<Object>> rows) {
        StringBuilder text = new StringBuilder();
        text.append(columns.stream().map(Column::sqlName).collect(Collectors.joining("\t"))).append('\n');
        for (List<Object> row : rows) {
            for (int i = 0; i < columns.size(); i++) {
                text.append(i == 0 ? "" : "\t")
                        .append(ViewExport.csvCell(row.get(i), columns.get(i)).replaceAll("[\\t\\r\\n]", " "));
            }
            text.append('\n');
        }
        return text.toString();
    }

    private static String csv(List<Column> columns, List<List<Object>> rows) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (CsvRows csv = new CsvRows(bytes, 8192)) {
            for (Column column : columns) {
                csv.cell(column.sqlName());
            }
            csv.endRecord();
            for (List<Object> row : rows) {
                for (int i = 0; i < columns.size(); i++) {
                    csv.cell(ViewExport.csvCell(row.get(i), columns.get(i)));
                }
                csv.endRecord();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("a copy is written to memory, which does not fail so", e);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static String markdown(List<Column> columns, List<List<Object>> rows) {
        StringBuilder text = new StringBuilder("|");
        columns.forEach(column -> text.append(' ').append(column.sqlName()).append(" |"));
        text.append("\n|");
        columns.forEach(column -> text.append(column.kind().isNumeric() ? " ---: |" : " --- |"));
        text.append('\n');
        for (List<Object> row : rows) {
            text.append('|');
            for (int i = 0; i < columns.size(); i++) {
                text.append(' ').append(markdownCell(row.get(i), columns.get(i))).append(" |");
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** The cell's text with its pipes and backslashes escaped and its line breaks as spaces; empty when missing. */
    private static String markdownCell(Object value, Column column) {
        String text = switch (column.kind()) {
            case TERMS -> value == null ? "" : String.join(", ", ((List<?>) value).stream().map(String::valueOf).toList());
            case TEXT -> value == null ? "" : (String) value;
            case COUNT, SECONDS, RATIO -> ViewExport.csvCell(value, column);
        };
        return text.replace("\\", "\\\\").replace("|", "\\|").replaceAll("[\\r\\n]+", " ");
    }
}
