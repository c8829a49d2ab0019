package io.dqexplorer.sdk.export;

import java.util.List;

/**
 * One clip row's value in one {@link ClipColumn}, typed: text, a list of terms, a count, seconds,
 * or absent (the row has no such value: no episode index, no frame-quality or hand-activity block).
 * The one reading of a row's cells: the CSV, the desktop's clip table and its copied text all
 * render from it. {@link #csv()} is the cell's text in the CSV, by the rules of {@link CsvCells}.
 */
public sealed interface ClipCell {

    /** The cell's text in the CSV (before quoting): formulas neutralised, numbers plain, absent empty. */
    String csv();

    /** Text, e.g. the clip id. */
    record Text(String text) implements ClipCell {
        @Override
        public String csv() {
            return CsvCells.text(text);
        }
    }

    /** A clip's published terms of one section; one CSV cell, the terms joined by {@code |}. */
    record Terms(List<String> terms) implements ClipCell {
        @Override
        public String csv() {
            return CsvCells.terms(terms);
        }
    }

    /** A whole number: an episode index or a frame count. */
    record Count(long count) implements ClipCell {
        @Override
        public String csv() {
            return Long.toString(count);
        }
    }

    /** A duration in seconds. */
    record Seconds(double seconds) implements ClipCell {
        @Override
        public String csv() {
            return CsvCells.number(seconds);
        }
    }

    /** No value in this row; an empty CSV cell. */
    record Absent() implements ClipCell {
        static final Absent INSTANCE = new Absent();

        @Override
        public String csv() {
            return "";
        }
    }

    /** The one absent cell. */
    static ClipCell absent() {
        return Absent.INSTANCE;
    }
}
