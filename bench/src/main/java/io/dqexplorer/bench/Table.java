package io.dqexplorer.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The side-by-side summary: one line per measured figure. */
final class Table {

    private record Row(String what, String reference, String ours, String ratio, String target) {
    }

    private final List<Row> rows = new ArrayList<>();

    void add(String what, String reference, String ours, String ratio, String target) {
        rows.add(new Row(what, reference, ours, ratio, target));
    }

    static String ratio(double ours, double reference) {
        return reference > 0 && !Double.isNaN(ours) ? String.format(Locale.US, "%.2f×", ours / reference) : "n/a";
    }

    void print() {
        String[] header = {"what", "reference", "ours", "ratio", "target"};
        int[] width = new int[header.length];
        for (int i = 0; i < header.length; i++) {
            width[i] = header[i].length();
        }
        for (Row row : rows) {
            String[] cells = cells(row);
            for (int i = 0; i < cells.length; i++) {
                width[i] = Math.max(width[i], cells[i].length());
            }
        }
        line(header, width);
        String[] rule = new String[header.length];
        for (int i = 0; i < rule.length; i++) {
            rule[i] = "-".repeat(width[i]);
        }
        line(rule, width);
        rows.forEach(row -> line(cells(row), width));
    }

    private static String[] cells(Row row) {
        return new String[] {row.what, row.reference, row.ours, row.ratio, row.target};
    }

    private static void line(String[] cells, int[] width) {
        StringBuilder text = new StringBuilder("| ");
        for (int i = 0; i < cells.length; i++) {
            text.append(String.format("%-" + width[i] + "s", cells[i])).append(" | ");
        }
        System.out.println(text.toString().stripTrailing());
    }
}
