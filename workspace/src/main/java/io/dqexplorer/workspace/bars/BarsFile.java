package io.dqexplorer.workspace.bars;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.dqexplorer.sdk.query.EditDistance;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.FilterSyntaxException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads the analyst's bars file: YAML with a list {@code bars:}, each bar a mapping of {@code name},
 * {@code dataset}, {@code figure}, optionally {@code filter} (clips figures) and {@code against}, and
 * {@code warn} and/or {@code fail}. Whatever cannot be used is refused with the line and column it is at;
 * nothing is guessed.
 */
public final class BarsFile {

    private static final List<String> KEYS = List.of("name", "dataset", "figure", "filter", "against", "warn", "fail");
    private static final YAMLFactory YAML = YAMLFactory.builder().build();
    /** How many edits from a known figure a misspelt one may be for that figure to be suggested. */
    private static final int SUGGESTED = 3;

    private final String source;
    private final List<String> lines;

    private BarsFile(String source, String text) {
        this.source = source;
        this.lines = text.lines().toList();
    }

    /**
     * @throws BarsFileException when the file cannot be read or a bar in it cannot be used
     */
    public static List<Bar> read(Path file) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new BarsFileException(file.toString(), 0, 0, "the file is not UTF-8 text", e);
        } catch (IOException e) {
            throw new BarsFileException(file.toString(), 0, 0, "cannot be read: " + e.getMessage(), e);
        }
        return parse(text, file.toString());
    }

    /**
     * @param source the file's name in messages
     * @throws BarsFileException naming the line and column of what cannot be used
     */
    public static List<Bar> parse(String text, String source) {
        return new BarsFile(source, text).bars(text);
    }

    /** A scalar value and where it starts. */
    private record Located(String text, int line, int column) {
    }

    private List<Bar> bars(String text) {
        try (JsonParser parser = YAML.createParser(text)) {
            JsonToken token = parser.nextToken();
            if (token == null) {
                throw error(1, 1, "the file is empty: it holds a list under bars:");
            }
            if (token != JsonToken.START_OBJECT) {
                throw error(parser.currentTokenLocation(), "the file is a mapping with the list bars: at its top");
            }
            List<Bar> bars = null;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                JsonLocation at = parser.currentTokenLocation();
                if (!parser.currentName().equals("bars")) {
                    throw error(at, "unknown key '" + parser.currentName() + "' at the top; the file holds bars:");
                }
                if (parser.nextToken() != JsonToken.START_ARRAY) {
                    throw error(parser.currentTokenLocation(), "bars: is a list, each bar starting with '- name:'");
                }
                bars = list(parser);
            }
            if (bars == null) {
                throw error(1, 1, "the file has no bars: list");
            }
            return bars;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new BarsFileException(source, at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr(),
                    "is not YAML that reads: " + e.getOriginalMessage().lines().findFirst().orElse(""), e);
        } catch (IOException e) {
            throw new BarsFileException(source, 0, 0, "cannot be read: " + e.getMessage(), e);
        }
    }

    private List<Bar> list(JsonParser parser) throws IOException {
        List<Bar> bars = new ArrayList<>();
        Map<String, Integer> named = new HashMap<>();
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
            if (token != JsonToken.START_OBJECT) {
                throw error(parser.currentTokenLocation(),
                        "a bar is a mapping of name:, dataset:, figure: and warn: or fail:");
            }
            JsonLocation start = parser.currentTokenLocation();
            Bar bar = bar(start, fields(parser));
            Integer before = named.putIfAbsent(bar.name(), bar.line());
            if (before != null) {
                throw error(start, "a bar named '" + bar.name() + "' is already on line " + before
                        + "; each bar has its own name");
            }
            bars.add(bar);
        }
        return bars;
    }

    private Map<String, Located> fields(JsonParser parser) throws IOException {
        Map<String, Located> fields = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonLocation at = parser.currentTokenLocation();
            if (!KEYS.contains(key)) {
                throw error(at, "unknown key '" + key + "'; a bar has " + String.join(", ", KEYS));
            }
            if (fields.containsKey(key)) {
                throw error(at, key + ": is given twice in this bar");
            }
            JsonToken value = parser.nextToken();
            JsonLocation valueAt = parser.currentTokenLocation();
            if (value == JsonToken.VALUE_NULL) {
                throw error(at, key + ": has no value");
            }
            if (!value.isScalarValue()) {
                throw error(valueAt, key + ": takes one value, not a list or a mapping"
                        + (key.equals("warn") || key.equals("fail") ? " (quote a condition: \"> 5\")" : ""));
            }
            fields.put(key, new Located(parser.getText(), valueAt.getLineNr(), valueAt.getColumnNr()));
        }
        return fields;
    }

    private Bar bar(JsonLocation start, Map<String, Located> fields) {
        String name = required(fields, "name", start).text().strip();
        Located dataset = required(fields, "dataset", start);
        Located figurePath = required(fields, "figure", start);
        Figure figure = FigureCatalogue.find(figurePath.text().strip()).orElseThrow(() -> error(figurePath,
                "unknown figure '" + figurePath.text().strip() + "'" + suggestion(figurePath.text().strip())
                        + " (dq-explorer check --list-figures lists them)"));
        Located filterText = fields.get("filter");
        Optional<Filter> filter = Optional.empty();
        if (filterText != null) {
            if (!figure.subset()) {
                throw error(filterText, "filter: applies to the clips.* figures, re-totalled from the clip table;"
                        + " " + figure.path() + " is the service's figure of the whole dataset");
            }
            filter = Optional.of(filter(filterText));
        }
        Optional<Against> against = Optional.ofNullable(fields.get("against")).map(text -> {
            if (figure.subset()) {
                throw error(text, "against: applies to the measurement figures, which the history keeps;"
                        + " " + figure.path() + " is re-totalled from the snapshot");
            }
            return parsed(text, Against::parse);
        });
        Optional<Condition> warn = Optional.ofNullable(fields.get("warn")).map(text -> parsed(text, Condition::parse));
        Optional<Condition> fail = Optional.ofNullable(fields.get("fail")).map(text -> parsed(text, Condition::parse));
        if (warn.isEmpty() && fail.isEmpty()) {
            throw error(start, "the bar '" + name + "' has neither warn: nor fail:; give one or both");
        }
        if (name.isEmpty() || dataset.text().isBlank()) {
            throw error(name.isEmpty() ? fields.get("name") : dataset, "a name and a dataset are not blank");
        }
        return new Bar(name, dataset.text().strip(), figure, filterText == null ? "" : filterText.text().strip(),
                filter, against, warn, fail, start.getLineNr());
    }

    private Filter filter(Located text) {
        try {
            return Filter.parse(text.text());
        } catch (FilterSyntaxException e) {
            // the parser's place in the filter, moved past an opening quote of the YAML scalar
            throw error(text.line(), text.column() + (quoted(text) ? 1 : 0) + e.position(),
                    "filter does not read: " + e.reason());
        }
    }

    private boolean quoted(Located text) {
        if (text.line() < 1 || text.line() > lines.size()) {
            return false;
        }
        String line = lines.get(text.line() - 1);
        int at = text.column() - 1;
        return at >= 0 && at < line.length() && (line.charAt(at) == '"' || line.charAt(at) == '\'');
    }

    private <T> T parsed(Located text, Function<String, T> parse) {
        try {
            return parse.apply(text.text());
        } catch (IllegalArgumentException e) {
            throw error(text, "'" + text.text().strip() + "' does not read: " + e.getMessage());
        }
    }

    private Located required(Map<String, Located> fields, String key, JsonLocation start) {
        Located value = fields.get(key);
        if (value == null) {
            throw error(start, "the bar has no " + key + ":");
        }
        return value;
    }

    private static String suggestion(String path) {
        return FigureCatalogue.all().stream().map(Figure::path)
                .min(Comparator.comparingInt(known -> EditDistance.between(known, path, SUGGESTED + 1)))
                .filter(known -> EditDistance.between(known, path, SUGGESTED + 1) <= SUGGESTED)
                .map(known -> "; did you mean '" + known + "'?").orElse("");
    }

    private BarsFileException error(JsonLocation at, String reason) {
        return error(at.getLineNr(), at.getColumnNr(), reason);
    }

    private BarsFileException error(Located at, String reason) {
        return error(at.line(), at.column(), reason);
    }

    private BarsFileException error(int line, int column, String reason) {
        return new BarsFileException(source, line, column, reason, null);
    }
}
