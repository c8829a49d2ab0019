package io.dqexplorer.sandbox.measure;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RoundingTest {

    @ParameterizedTest
    @CsvSource({"0.145, 0.15", "1.005, 1.01", "2.675, 2.68", "8.345, 8.35", "0.144, 0.14", "99.995, 100.0",
            "0.0, 0.0", "100.0, 100.0", "33.333333333333336, 33.33", "66.66666666666667, 66.67"})
    void twoDecimalsRoundsHalfWayValuesUpAsWrittenInDecimal(double value, double rounded) {
        assertEquals(rounded, Rounding.twoDecimals(value));
    }
}
