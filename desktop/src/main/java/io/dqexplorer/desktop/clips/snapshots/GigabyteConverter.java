package io.dqexplorer.desktop.clips.snapshots;

import javafx.scene.control.SpinnerValueFactory;
import javafx.util.StringConverter;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** "2", "0.75": a typed text that is not a number leaves the cap as it was, rather than throw on the FX thread. */
final class GigabyteConverter extends StringConverter<Double> {

    private final SpinnerValueFactory<Double> factory;

    GigabyteConverter(SpinnerValueFactory<Double> factory) {
        this.factory = factory;
    }

    @Override
    public String toString(Double gigabytes) {
        return gigabytes == null ? "" : new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.US))
                .format(gigabytes);
    }

    @Override
    public Double fromString(String text) {
        try {
            double gigabytes = Double.parseDouble(text.trim());
            // "NaN" and "Infinity" parse, and NaN would pass the factory's bounds as a cap of 0
            return Double.isFinite(gigabytes) ? gigabytes : factory.getValue();
        } catch (NumberFormatException notANumber) {
            return factory.getValue();
        }
    }
}
