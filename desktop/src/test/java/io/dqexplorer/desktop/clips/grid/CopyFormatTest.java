package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.workspace.table.Column;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The three copy formats of the clip table's selection, on rows whose text tries each rule. */
class CopyFormatTest {

    private static final List<Column> COLUMNS =
            List.of(Column.CLIP, Column.OBJECTS, Column.FRAMES, Column.DISTORTED_SHARE, Column.ANALYZED_SECONDS);

    /** An id with a comma, a quote and a line break; terms with a pipe and accents; no frame quality. */
    private static final List<Object> AWKWARD = Arrays.asList("ep-1, \"take 2\"\nend", List.of("knife|fork", "crème brûlée"),
            null, null, 12.0);
    /** An id and a term a spreadsheet would run as formulas; a ratio of 5 %; a line break in a term. */
    private static final List<Object> FORMULAS = Arrays.asList("=HYPERLINK(\"x\")", List.of("-cmd", "日本\tnote"),
            300L, 0.05, 7.25);

    @Test
    void csvQuotesAsTheExportDoesAndGuardsFormulas() throws IOException {
        String csv = CopyFormat.CSV.write(COLUMNS, List.of(AWKWARD, FORMULAS));

        assertEquals("clip,objects,frames,distorted_share,analyzed_seconds\r\n", csv.substring(0, csv.indexOf('\n') + 1));
        try (CSVParser parser = CSVFormat.RFC4180.parse(new StringReader(csv))) {
            List<CSVRecord> records = parser.getRecords();
            assertEquals(3, records.size());
            assertEquals(List.of("ep-1, \"take 2\"\nend", "knife|fork|crème brûlée", "", "", "12"), records.get(1).toList());
            assertEquals(List.of("'=HYPERLINK(\"x\")", "'-cmd|日本\tnote", "300", "0.05", "7.25"), records.get(2).toList());
        }
    }

    @Test
    void tsvHasOneLinePerRowItsTabsAndBreaksFlattenedAndFormulasGuarded() {
        String tsv = CopyFormat.TSV.write(COLUMNS, List.of(AWKWARD, FORMULAS));

        assertEquals("clip\tobjects\tframes\tdistorted_share\tanalyzed_seconds\n"
                + "ep-1, \"take 2\" end\tknife|fork|crème brûlée\t\t\t12\n"
                + "'=HYPERLINK(\"x\")\t'-cmd|日本 note\t300\t0.05\t7.25\n", tsv);
    }

    @Test
    void markdownEscapesPipesKeepsEachRowOnOneLineAndAlignsNumbersRight() {
        String markdown = CopyFormat.MARKDOWN.write(COLUMNS, List.of(AWKWARD, FORMULAS));

        assertEquals("| clip | objects | frames | distorted_share | analyzed_seconds |\n"
                + "| --- | --- | ---: | ---: | ---: |\n"
                + "| ep-1, \"take 2\" end | knife\\|fork, crème brûlée |  |  | 12 |\n"
                + "| =HYPERLINK(\"x\") | -cmd, 日本\tnote | 300 | 0.05 | 7.25 |\n", markdown);
    }

    @Test
    void aNegativeNumberStaysANumberInEveryFormat() {
        List<Object> row = Arrays.asList("c", List.of(), -3L, 0.0, -1.5);

        assertEquals("c,,-3,0,-1.5", CopyFormat.CSV.write(COLUMNS, List.of(row)).split("\r\n")[1]);
        assertEquals("c\t\t-3\t0\t-1.5", CopyFormat.TSV.write(COLUMNS, List.of(row)).split("\n")[1]);
        assertEquals("| c |  | -3 | 0 | -1.5 |", CopyFormat.MARKDOWN.write(COLUMNS, List.of(row)).split("\n")[2]);
    }
}
