package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.query.ClipQuery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Cell rules, column catalogue and request validation: no HTTP needed. */
class CsvCellsTest {

    /** The CSV text of the cell a column would give for {@code value} (a term list passes as it is). */
    private static String cell(Object value) {
        ClipCell cell = value == null ? ClipCell.absent()
                : value instanceof ClipCell typed ? typed
                : value instanceof String text ? new ClipCell.Text(text)
                : value instanceof Double seconds ? new ClipCell.Seconds(seconds)
                : new ClipCell.Count(((Number) value).longValue());
        return cell.csv();
    }

    @ParameterizedTest
    @ValueSource(strings = {"=1+2", "+1", "-x", "-1", "@SUM(A1)", "\tx", "\rx", "\0x"})
    void textStartingLikeAFormulaIsPrefixedWithAQuote(String text) {
        assertEquals("'" + text, cell(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"kitchen", "a=b", "x-1", "'already", "#tag", " lead", "\nlf", "1+1", ""})
    void otherTextIsLeftAsItIs(String text) {
        assertEquals(text, cell(text));
    }

    @Test
    void aValueHeldAsAnObjectTakesTheRuleOfItsKind() {
        assertEquals("", CsvCells.of(null));
        assertEquals("'=1+2", CsvCells.of("=1+2"));
        assertEquals("-3", CsvCells.of(-3L));
        assertEquals("12", CsvCells.of(12.0));
        assertEquals("0.0000001", CsvCells.of(1.0E-7));
    }

    @Test
    void numbersAreNeverPrefixedAndCarryNoFloatNoise() {
        assertEquals("-1", cell(-1L));
        assertEquals("-2.5", cell(-2.5));
        assertEquals("12", cell(12.0));
        assertEquals("0", cell(0.0));
        assertEquals("0", cell(-0.0));
        assertEquals("0.1", cell(0.1));
        assertEquals("0.30000000000000004", cell(0.1 + 0.2), "the value itself, digit for digit");
        assertEquals("0.0000001", cell(1.0E-7));
        assertEquals("12345678901", cell(1.2345678901E10));
        assertEquals("", cell(Double.NaN));
    }

    @Test
    void numbersKeepTheirExactTextAsTheBigDecimalFormulaGaveIt() {
        assertEquals("0.1", CsvCells.number(0.1));
        assertEquals("0.0000001", CsvCells.number(1e-7));
        assertEquals("0.000012345678", CsvCells.number(1.2345678e-5));
        assertEquals("0.002", CsvCells.number(0.002));
        assertEquals("123456789.125", CsvCells.number(123456789.125));
        assertEquals("2734", CsvCells.number(2734.0));
        assertEquals("-2734", CsvCells.number(-2734.0));
        assertEquals("10000000", CsvCells.number(1e7));
        assertEquals("999999999999999", CsvCells.number(999_999_999_999_999.0));
        assertEquals("1000000000000000", CsvCells.number(1e15));
        assertEquals("-1000000000000000", CsvCells.number(-1e15));
        assertEquals("1000000000000000000000", CsvCells.number(1e21));
        // JDK 17's Double.toString gives 9.999999999999999E22 here (not the shortest 1.0E23): kept as it was.
        assertEquals("99999999999999990000000", CsvCells.number(1e23));
        assertEquals("0", CsvCells.number(-0.0));
        assertEquals("0", CsvCells.number(0.0));
        assertEquals("0." + "0".repeat(323) + "49", CsvCells.number(Double.MIN_VALUE));
        assertEquals("", CsvCells.number(Double.NaN));
        assertEquals("", CsvCells.number(Double.POSITIVE_INFINITY));
        assertEquals("", CsvCells.number(Double.NEGATIVE_INFINITY));
    }

    @Test
    void countsAreWrittenAsIntegersWhateverTheirBoxedType() {
        assertEquals("7", cell(7));
        assertEquals("-2147483648", cell(Integer.MIN_VALUE));
        assertEquals("9223372036854775807", cell(Long.MAX_VALUE));
    }

    @Test
    void numbersAtTheEdgesOfDoubleToStringsPlainRange() {
        // Double.toString switches to E notation below 10^-3 and from 10^7.
        assertEquals("0.001", CsvCells.number(0.001));
        assertEquals("0.00099", CsvCells.number(0.00099));
        assertEquals("-0.00099", CsvCells.number(-0.00099));
        assertEquals("9999999.5", CsvCells.number(9_999_999.5));
        assertEquals("10000000.5", CsvCells.number(10_000_000.5));
        assertEquals("-10000000.25", CsvCells.number(-10_000_000.25));
        assertEquals("123456789012345.6", CsvCells.number(123_456_789_012_345.6));
        assertEquals("1234567890123456", CsvCells.number(1_234_567_890_123_456.0));
        assertEquals("-1234567890123456", CsvCells.number(-1_234_567_890_123_456.0));
        assertEquals("0.00000000000000000000123", CsvCells.number(1.23e-21));
        assertEquals("-0.00000000000000000000123", CsvCells.number(-1.23e-21));
        assertEquals("0.000000000000000000001", CsvCells.number(1e-21));
        assertEquals("17976931348623157" + "0".repeat(292), CsvCells.number(Double.MAX_VALUE));
        assertEquals("-17976931348623157" + "0".repeat(292), CsvCells.number(-Double.MAX_VALUE));
        assertEquals("0.5", CsvCells.number(0.5));
        assertEquals("-0.5", CsvCells.number(-0.5));
        assertEquals("100.25", CsvCells.number(100.25));
        assertEquals("100", cell(100.0));
    }

    @Test
    void everyNumberReadsAsTheBigDecimalFormulaWroteIt() {
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 200_000; i++) {
            double any = Double.longBitsToDouble(random.nextLong());
            double seconds = random.nextInt(10_000_000) / Math.pow(10, random.nextInt(8));
            double whole = (double) random.nextLong(2_000_000_000_000_000L) - 1_000_000_000_000_000L;
            for (double value : new double[]{any, seconds, -seconds, whole, Math.scalb(1.0, random.nextInt(-1074, 1024))}) {
                String expected = Double.isFinite(value)
                        ? BigDecimal.valueOf(value).stripTrailingZeros().toPlainString() : "";
                assertEquals(expected, CsvCells.number(value), () -> "for " + value);
            }
        }
    }

    @Test
    void termListsJoinWithAPipeAndAreCheckedAsOneTextCell() {
        assertEquals("kitchen|garage", cell(new ClipCell.Terms(List.of("kitchen", "garage"))));
        assertEquals("'-knife|fork", cell(new ClipCell.Terms(List.of("-knife", "fork"))));
        assertEquals("", cell(new ClipCell.Terms(List.of())));
        assertEquals("cup", cell(new ClipCell.Terms(List.of("cup"))));
        assertEquals("'=cup", cell(new ClipCell.Terms(List.of("=cup"))));
    }

    @Test
    void aMissingValueIsAnEmptyCell() {
        assertEquals("", cell(null));
    }

    @Test
    void columnsNameTheirHeaderAndTheFlagTheyNeed() {
        assertEquals(List.of(ClipColumn.CLIP, ClipColumn.EPISODE_INDEX, ClipColumn.ANALYZED_SECONDS,
                ClipColumn.ENVIRONMENTS, ClipColumn.OBJECTS, ClipColumn.ACTIONS), ClipColumn.defaults());
        assertEquals("two_hands_visible_seconds", ClipColumn.TWO_HANDS_VISIBLE_SECONDS.header());
        assertTrue(ClipColumn.JERKY.needsFrameQuality());
        assertFalse(ClipColumn.JERKY.needsHandActivity());
        assertTrue(ClipColumn.MEASURED_SECONDS.needsHandActivity());
        assertFalse(ClipColumn.CLIP.needsFrameQuality() || ClipColumn.CLIP.needsHandActivity());
        for (ClipColumn column : ClipColumn.values()) {
            assertEquals(column, ClipColumn.byHeader(column.header()).orElseThrow());
        }
        assertTrue(ClipColumn.byHeader("nope").isEmpty());
    }

    @Test
    void theQuerySentAsksForExactlyTheFlagsTheColumnsNeed() {
        ClipQuery asked = ClipQuery.of("d").withFrameQuality(true).withOffset(300).withLimit(10);
        ClipQuery sent = ClipCsvExporter.effectiveQuery(
                new ExportRequest(asked, List.of(ClipColumn.CLIP, ClipColumn.ACTIVE_MANIPULATION_SECONDS), Path.of("x.csv")));
        assertFalse(sent.frameQuality());
        assertTrue(sent.handActivity());
        assertEquals(0, sent.offset());
        assertEquals(ClipQuery.MAX_LIMIT, sent.limit());
    }

    @Test
    void aRequestNeedsColumnsWithoutRepeatsAndAFileName() {
        ClipQuery query = ClipQuery.of("d");
        assertThrows(IllegalArgumentException.class, () -> new ExportRequest(query, List.of(), Path.of("x.csv")));
        assertThrows(IllegalArgumentException.class,
                () -> new ExportRequest(query, List.of(ClipColumn.CLIP, ClipColumn.CLIP), Path.of("x.csv")));
        assertThrows(IllegalArgumentException.class,
                () -> new ExportRequest(query, ClipColumn.defaults(), Path.of("/")));
        assertEquals(ClipColumn.defaults(), ExportRequest.of(query, Path.of("x.csv")).columns());
    }
}
