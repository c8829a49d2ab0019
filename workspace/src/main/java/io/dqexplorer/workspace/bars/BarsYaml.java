package io.dqexplorer.workspace.bars;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Writes bars as the bars file {@link BarsFile} reads: the keys in the documented order, every value quoted (a
 * bare {@code >} means something else to YAML), so that what the app saves reads back to the same bars.
 */
public final class BarsYaml {

    private static final YAMLFactory YAML = YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .build();

    private BarsYaml() {
    }

    public static String of(List<Bar> bars) {
        StringWriter text = new StringWriter();
        try (JsonGenerator yaml = YAML.createGenerator(text)) {
            yaml.writeStartObject();
            yaml.writeArrayFieldStart("bars");
            for (Bar bar : bars) {
                yaml.writeStartObject();
                yaml.writeStringField("name", bar.name());
                yaml.writeStringField("dataset", bar.dataset());
                yaml.writeStringField("figure", bar.figure().path());
                if (!bar.filterText().isEmpty()) {
                    yaml.writeStringField("filter", bar.filterText());
                }
                if (bar.against().isPresent()) {
                    yaml.writeStringField("against", bar.against().get().text());
                }
                if (bar.warn().isPresent()) {
                    yaml.writeStringField("warn", bar.warn().get().text());
                }
                if (bar.fail().isPresent()) {
                    yaml.writeStringField("fail", bar.fail().get().text());
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
}
