package io.dqexplorer.sdk;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ServiceTextTest {

    @Test
    void anAnsiSequenceIsShownNotObeyed() {
        assertEquals("\\u001B[2J\\u001B[HEXPORT OK\\u0007",
                ServiceText.shown("\u001B[2J\u001B[HEXPORT OK\u0007"));
    }

    @Test
    void lineBreaksAndTabsAreEscapedSoAMessageStaysOneLine() {
        assertEquals("a\\u000D\\u000Ab\\u0009c", ServiceText.shown("a\r\nb\tc"));
    }

    @Test
    void c1ControlsAndDeleteAreEscaped() {
        assertEquals("\\u009B31m\\u007F", ServiceText.shown("\u009B31m\u007F"));
        assertEquals("\\u0080\\u009F\u00A0", ServiceText.shown("\u0080\u009F\u00A0"));
        assertEquals("\\u001F ~", ServiceText.shown("\u001F ~"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u202E", "\u202A", "\u2066", "\u2069", "\u200E", "\u200F", "\u061C"})
    void bidiControlsAreEscaped(String mark) {
        assertEquals(String.format("x\\u%04Xy", (int) mark.charAt(0)), ServiceText.shown("x" + mark + "y"));
    }

    @Test
    void printableUnicodeOfAnyScriptIsKept() {
        String text = "Schneidebrett – まな板 – لوح تقطيع – 🔪 \u00A0ok";
        assertEquals(text, ServiceText.shown(text));
    }

    @Test
    void theNeighboursOfTheBidiControlsAreKept() {
        String text = "\u061B\u061D\u200D\u2010\u2029\u202F\u2065\u206A";
        assertEquals(text, ServiceText.shown(text));
    }

    @Test
    void nullStaysNull() {
        assertNull(ServiceText.shown(null));
    }
}
