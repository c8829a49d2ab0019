package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The hand-made text of a number is the text Jackson writes for the same double, to the byte. */
class TenthsTextTest {

    private static final JsonFactory JSON = new JsonFactory();

    @FunctionalInterface
    private interface NumberWriter {
        void write(JsonGenerator out, double value) throws IOException;
    }

    @Test
    void everyTenthUpToTheLimitAndPastItIsWrittenAsDoubleToStringWritesIt() throws IOException {
        TenthsText tenths = new TenthsText();
        double[] values = new double[(int) TenthsText.LIMIT + 10];
        for (int k = 0; k < values.length; k++) {
            values[k] = k / 10.0;
        }
        assertEquals(written(values, JsonGenerator::writeNumber), written(values, tenths::write));
    }

    @Test
    void valuesThatAreNotWholeTenthsAreWrittenAsBefore() throws IOException {
        TenthsText tenths = new TenthsText();
        double[] values = {-0.0, -0.1, -12.5, 0.05, 0.01, 1e-4, 2.25, 1.0 / 3, 123456.78, 1e7, 1e22, 1.7976931348623157e308,
                Double.MIN_VALUE, Math.nextUp(0.1), Math.nextDown(37.9)};
        assertEquals(written(values, JsonGenerator::writeNumber), written(values, tenths::write));
    }

    private static String written(double[] values, NumberWriter writer) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonGenerator out = JSON.createGenerator(bytes)) {
            out.writeStartArray();
            for (double value : values) {
                writer.write(out, value);
            }
            out.writeEndArray();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
