package io.dqexplorer.workspace.export;

import java.util.ArrayList;
import java.util.List;

/** Reads RFC 4180 text (quoted cells, doubled quotes, CRLF records) back into records, for tests. */
public final class CsvRecords {

    private CsvRecords() {
    }

    public static List<List<String>> parse(String text) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                record.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                record.add(cell.toString());
                cell.setLength(0);
                records.add(record);
                record = new ArrayList<>();
                i++;
            } else {
                cell.append(c);
            }
        }
        if (!record.isEmpty() || cell.length() > 0) {
            throw new IllegalArgumentException("the text does not end with CRLF");
        }
        return records;
    }
}
