package io.dqexplorer.workspace.report;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.math.BigDecimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reads figures back out of a parsed report by their {@code data-figure} keys, as numbers where they are numbers. */
public final class ReportPages {

    private ReportPages() {
    }

    /** The text of the one element carrying this key. */
    public static String figure(Document page, String key) {
        Element found = null;
        for (Element element : page.getElementsByAttribute("data-figure")) {
            if (element.attr("data-figure").equals(key)) {
                assertTrue(found == null, "one figure " + key);
                found = element;
            }
        }
        assertNotNull(found, "the report shows " + key);
        return found.text();
    }

    /** "12.34 %", "1,234", "3.50 h" read back as a number. */
    public static double number(String text) {
        String digits = text.replace(",", "").replace("%", "").replace(" h", "").strip();
        return new BigDecimal(digits).doubleValue();
    }

    /** The figure's number equals {@code expected} to the two decimals the report prints. */
    public static void assertFigure(double expected, Document page, String key) {
        assertEquals(expected, number(figure(page, key)), 0.005 + 1e-9, key);
    }
}
