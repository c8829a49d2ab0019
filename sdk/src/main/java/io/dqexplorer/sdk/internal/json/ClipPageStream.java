package io.dqexplorer.sdk.internal.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Reads a clips page token by token straight into rows, without building a JSON tree first (a
 * page of 1,000 rows is about 400 KB). It is a shortcut for the usual body only: whenever the body
 * is anything else (a field missing, null where a value is required or of another type, a key
 * twice in one object, an integer written as {@code 5.0} or beyond a long, trailing content), it
 * answers null and the caller reads the body through {@link ClipReader}, whose result, error and
 * message stay the only ones. So what it does answer is exactly what {@link ClipReader#page} gives:
 * the older field names ({@code analysed_secs}, {@code frame_quality.active}), null or absent lists
 * as empty, null or absent blocks and episode index as empty (never zero), unknown fields ignored.
 */
public final class ClipPageStream {

    private static final Set<String> FRAME_FIELDS = Set.of("frames", "usable", "active", "distorted", "jerky");

    private ClipPageStream() {
    }

    /** The page, or null when the body is not the usual shape (then read it with {@link ClipReader}). */
    public static ClipPage read(JsonParser parser) throws IOException {
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            return null;
        }
        String dataset = null;
        String vocabulary = null;
        Long total = null;
        Long offset = null;
        Long limit = null;
        List<ClipPage.FilteredTo> filteredTo = List.of();
        List<ClipRow> clips = null;
        Fields fields = new Fields(parser);
        for (String name = fields.next(); name != null; name = fields.next()) {
            JsonToken token = parser.currentToken();
            switch (name) {
                case "dataset" -> dataset = text(parser, token);
                case "vocabulary" -> vocabulary = text(parser, token);
                case "total" -> total = integer(parser, token);
                case "offset" -> offset = integer(parser, token);
                case "limit" -> limit = integer(parser, token);
                case "filtered_to" -> filteredTo = token == JsonToken.VALUE_NULL ? List.of() : filteredTo(parser, token);
                case "clips" -> clips = token == JsonToken.START_ARRAY ? rows(parser) : null;
                default -> skip(parser, token);
            }
            if (filteredTo == null || (name.equals("clips") && clips == null)) {
                return null;
            }
        }
        if (fields.keyTwice() || parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null
                || dataset == null || vocabulary == null || total == null || offset == null || limit == null
                || clips == null) {
            return null;
        }
        return new ClipPage(dataset, vocabulary, filteredTo, total, offset, limit, clips);
    }

    private static List<ClipPage.FilteredTo> filteredTo(JsonParser parser, JsonToken token) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            return null;
        }
        List<ClipPage.FilteredTo> result = new ArrayList<>();
        while (parser.nextToken() == JsonToken.START_OBJECT) {
            String term = null;
            String section = null;
            Long clipCount = null;
            Fields fields = new Fields(parser);
            for (String name = fields.next(); name != null; name = fields.next()) {
                JsonToken value = parser.currentToken();
                switch (name) {
                    case "term" -> term = text(parser, value);
                    case "section" -> section = text(parser, value);
                    case "clip_count" -> clipCount = integer(parser, value);
                    default -> skip(parser, value);
                }
            }
            if (fields.keyTwice() || term == null || section == null || clipCount == null) {
                return null;
            }
            result.add(new ClipPage.FilteredTo(term, section, clipCount));
        }
        return parser.currentToken() == JsonToken.END_ARRAY ? result : null;
    }

    /** The rows of the {@code clips} array, or null at the first one that is not the usual shape. */
    private static List<ClipRow> rows(JsonParser parser) throws IOException {
        List<ClipRow> rows = new ArrayList<>(1000);
        Row row = new Row();
        while (parser.nextToken() == JsonToken.START_OBJECT) {
            ClipRow read = row.read(parser);
            if (read == null) {
                return null;
            }
            rows.add(read);
        }
        return parser.currentToken() == JsonToken.END_ARRAY ? rows : null;
    }

    /** One row's fields as they come; reused from row to row. */
    private static final class Row {
        private static final double ABSENT = Double.NaN;

        private int seen;
        private String clip;
        private OptionalLong episodeIndex;
        private double analyzedSeconds;
        private double analysedSecs;
        private List<String> environments;
        private List<String> objects;
        private List<String> actions;
        private Optional<ClipRow.FrameQuality> frameQuality;
        private Optional<ClipRow.HandSeconds> handActivity;

        ClipRow read(JsonParser parser) throws IOException {
            seen = 0;
            clip = null;
            episodeIndex = OptionalLong.empty();
            analyzedSeconds = ABSENT;
            analysedSecs = ABSENT;
            environments = List.of();
            objects = List.of();
            actions = List.of();
            frameQuality = Optional.empty();
            handActivity = Optional.empty();
            for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
                JsonToken token = parser.nextToken();
                if (!field(parser, name, token)) {
                    return null;
                }
            }
            double seconds = !Double.isNaN(analyzedSeconds) ? analyzedSeconds : analysedSecs;
            if (clip == null || Double.isNaN(seconds)) {
                return null;
            }
            return new ClipRow(clip, episodeIndex, seconds, environments, objects, actions, frameQuality, handActivity);
        }

        /** Reads one field; false when the row is not the usual shape. */
        private boolean field(JsonParser parser, String name, JsonToken token) throws IOException {
            int bit = switch (name) {
                case "clip" -> 1;
                case "episode_index" -> 2;
                case "analyzed_seconds" -> 4;
                case "analysed_secs" -> 8;
                case "environments" -> 16;
                case "objects" -> 32;
                case "actions" -> 64;
                case "frame_quality" -> 128;
                case "hand_activity" -> 256;
                default -> 0;
            };
            if ((seen & bit) != 0) {
                return false;
            }
            seen |= bit;
            // null leaves the field as every row starts it (empty, or absent), except the clip's id, which it needs
            if (token == JsonToken.VALUE_NULL) {
                return bit != 1;
            }
            // NaN stands for "absent" only: JSON has no NaN, so a number read is never NaN.
            return switch (bit) {
                case 1 -> (clip = text(parser, token)) != null;
                case 2 -> {
                    Long index = integer(parser, token);
                    episodeIndex = index == null ? OptionalLong.empty() : OptionalLong.of(index);
                    yield index != null;
                }
                case 4 -> !Double.isNaN(analyzedSeconds = number(parser, token));
                case 8 -> !Double.isNaN(analysedSecs = number(parser, token));
                case 16 -> (environments = strings(parser, token)) != null;
                case 32 -> (objects = strings(parser, token)) != null;
                case 64 -> (actions = strings(parser, token)) != null;
                case 128 -> (frameQuality = frameQuality(parser, token)) != null;
                case 256 -> (handActivity = handActivity(parser, token)) != null;
                default -> {
                    skip(parser, token);
                    yield true;
                }
            };
        }
    }

    private static Optional<ClipRow.FrameQuality> frameQuality(JsonParser parser, JsonToken token) throws IOException {
        if (token != JsonToken.START_OBJECT) {
            return null;
        }
        Long frames = null;
        Long usable = null;
        Long active = null;
        Long distorted = null;
        Long jerky = null;
        Fields fields = new Fields(parser);
        for (String name = fields.next(); name != null; name = fields.next()) {
            JsonToken value = parser.currentToken();
            // usable and active may be null (the other one is read); any other field may not.
            boolean isNull = value == JsonToken.VALUE_NULL;
            Long read = isNull || !FRAME_FIELDS.contains(name) ? null : integer(parser, value);
            if (FRAME_FIELDS.contains(name) && read == null && !(isNull && (name.equals("usable") || name.equals("active")))) {
                return null;
            }
            switch (name) {
                case "frames" -> frames = read;
                case "usable" -> usable = read;
                case "active" -> active = read;
                case "distorted" -> distorted = read;
                case "jerky" -> jerky = read;
                default -> skip(parser, value);
            }
        }
        Long usableOrActive = usable != null ? usable : active;
        if (fields.keyTwice() || frames == null || usableOrActive == null || distorted == null || jerky == null) {
            return null;
        }
        return Optional.of(new ClipRow.FrameQuality(frames, usableOrActive, distorted, jerky));
    }

    private static Optional<ClipRow.HandSeconds> handActivity(JsonParser parser, JsonToken token) throws IOException {
        if (token != JsonToken.START_OBJECT) {
            return null;
        }
        double measured = Double.NaN;
        double handsVisible = Double.NaN;
        double twoHandsVisible = Double.NaN;
        double activeManipulation = Double.NaN;
        Fields fields = new Fields(parser);
        for (String name = fields.next(); name != null; name = fields.next()) {
            JsonToken value = parser.currentToken();
            switch (name) {
                case "measured_seconds" -> measured = number(parser, value);
                case "hands_visible_seconds" -> handsVisible = number(parser, value);
                case "two_hands_visible_seconds" -> twoHandsVisible = number(parser, value);
                case "active_manipulation_seconds" -> activeManipulation = number(parser, value);
                default -> skip(parser, value);
            }
        }
        if (fields.keyTwice() || Double.isNaN(measured) || Double.isNaN(handsVisible) || Double.isNaN(twoHandsVisible)
                || Double.isNaN(activeManipulation)) {
            return null;
        }
        return Optional.of(new ClipRow.HandSeconds(measured, handsVisible, twoHandsVisible, activeManipulation));
    }

    /**
     * The fields of one object in turn, each name once: a key that comes twice ends them, the object then not the
     * usual shape. The names met are a short list: these objects have a handful of fields, and a row's blocks are two.
     */
    private static final class Fields {
        private final JsonParser parser;
        private final List<String> seen = new ArrayList<>(6);
        private boolean keyTwice;

        Fields(JsonParser parser) {
            this.parser = parser;
        }

        /** The next field's name, its value's first token read (the parser's current one); null at the end or at a key met before. */
        String next() throws IOException {
            String name = parser.nextFieldName();
            if (name == null) {
                return null;
            }
            for (int i = 0; i < seen.size(); i++) {
                if (seen.get(i).equals(name)) {
                    keyTwice = true;
                    return null;
                }
            }
            seen.add(name);
            parser.nextToken();
            return name;
        }

        /** Whether the fields ended at a key met before. */
        boolean keyTwice() {
            return keyTwice;
        }
    }

    private static String text(JsonParser parser, JsonToken token) throws IOException {
        return token == JsonToken.VALUE_STRING ? parser.getText() : null;
    }

    /** An integer token that fits a long, else null. */
    private static Long integer(JsonParser parser, JsonToken token) throws IOException {
        if (token != JsonToken.VALUE_NUMBER_INT) {
            return null;
        }
        JsonParser.NumberType type = parser.getNumberType();
        return type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG ? parser.getLongValue() : null;
    }

    /** A number token as the tree reads it ({@code asDouble}), else NaN. */
    private static double number(JsonParser parser, JsonToken token) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            return parser.getDoubleValue();
        }
        if (token != JsonToken.VALUE_NUMBER_INT) {
            return Double.NaN;
        }
        return parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                ? parser.getBigIntegerValue().doubleValue()
                : (double) parser.getLongValue();
    }

    /** An array of strings, else null. */
    private static List<String> strings(JsonParser parser, JsonToken token) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            return null;
        }
        List<String> result = new ArrayList<>(4);
        for (JsonToken element = parser.nextToken(); element != JsonToken.END_ARRAY; element = parser.nextToken()) {
            if (element != JsonToken.VALUE_STRING) {
                return null;
            }
            result.add(parser.getText());
        }
        return result;
    }

    /**
     * Passes over an unknown field's value, decoding every string in it as the tree would (so a
     * body the tree refuses is never taken here).
     */
    private static void skip(JsonParser parser, JsonToken token) throws IOException {
        int depth = 0;
        JsonToken current = token;
        while (true) {
            if (current == JsonToken.START_OBJECT || current == JsonToken.START_ARRAY) {
                depth++;
            } else if (current == JsonToken.END_OBJECT || current == JsonToken.END_ARRAY) {
                depth--;
            } else if (current == JsonToken.VALUE_STRING || current == JsonToken.FIELD_NAME) {
                parser.getText();
            } else if (current == JsonToken.VALUE_NUMBER_INT) {
                parser.getNumberType();
            } else if (current == JsonToken.VALUE_NUMBER_FLOAT) {
                parser.getDoubleValue();
            } else if (current == null) {
                return;
            }
            if (depth == 0) {
                return;
            }
            current = parser.nextToken();
        }
    }
}
