package io.dqexplorer.workspace.bars;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes bars as the bars file {@link BarsFile} reads: the keys in the documented order, every value quoted (a
 * bare {@code >} means something else to YAML), so that what the app saves reads back to the same bars.
 */
public final class BarsYaml {

    private static final YAMLFactory YAML = YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            // a long name or filter stays on its line: the editor places a mistake by its line
            .disable(YAMLGenerator.Feature.SPLIT_LINES)
            .build();

    private BarsYaml() {
    }

    public static String of(List<Bar> bars) {
        return ofFields(bars.stream().map(BarsYaml::fields).toList());
    }

    /**
     * Bars given as their keys' texts, in the order given, each key on a line of its own (line 2 onwards for the
     * first bar): how the app's editor has a bar it is not sure of read, and its mistake placed, by
     * {@link BarsFile}.
     */
    public static String ofFields(List<Map<String, String>> bars) {
        StringWriter text = new StringWriter();
        try (JsonGenerator yaml = YAML.createGenerator(text)) {
            yaml.writeStartObject();
            yaml.writeArrayFieldStart("bars");
            for (Map<String, String> bar : bars) {
                yaml.writeStartObject();
                for (Map.Entry<String, String> field : bar.entrySet()) {
                    yaml.writeStringField(field.getKey(), field.getValue());
                }
                yaml.writeEndObject();
            }
            yaml.writeEndArray();
            yaml.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing YAML to a string", e);
        }
        return text.toString();
    }

    /** The bar's keys as the file holds them, those it does not use left out. */
    public static Map<String, String> fields(Bar bar) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("name", bar.name());
        fields.put("dataset", bar.dataset());
        fields.put("figure", bar.figure().path());
        if (!bar.filterText().isEmpty()) {
            fields.put("filter", bar.filterText());
        }
        bar.against().ifPresent(against -> fields.put("against", against.text()));
        bar.warn().ifPresent(warn -> fields.put("warn", warn.text()));
        bar.fail().ifPresent(fail -> fields.put("fail", fail.text()));
        return fields;
    }
}
