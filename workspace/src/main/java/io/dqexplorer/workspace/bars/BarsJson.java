package io.dqexplorer.workspace.bars;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.UncheckedIOException;
import java.util.OptionalDouble;

/**
 * A check as JSON for a pipeline to read: every bar on each dataset with its figure, the value unrounded as the
 * service or the re-total gave it, the unit, the conditions, the outcome and the measurement token(s); for a bar
 * against the history also the compared value, its tokens and the change the conditions were set against.
 */
public final class BarsJson {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private BarsJson() {
    }

    public static String of(CheckRun run, int exitStatus) {
        ObjectNode root = JSON.createObjectNode();
        root.put("bars_file", run.barsFile());
        root.put("service", run.whose().serviceUrl());
        root.put("organization", run.whose().organization());
        root.put("checked_at", run.checked().toString());
        root.put("overall", run.overall().words());
        root.put("exit_status", exitStatus);
        ObjectNode counts = root.putObject("counts");
        run.counts().forEach((outcome, count) -> counts.put(outcome.words(), count));
        ArrayNode results = root.putArray("results");
        for (BarResult result : run.results()) {
            Bar bar = result.bar();
            ObjectNode node = results.addObject();
            node.put("name", bar.name());
            node.put("dataset", result.dataset());
            node.put("figure", bar.figure().path());
            node.put("filter", bar.filter().isPresent() ? bar.filterText() : null);
            node.put("unit", bar.figure().unit().word());
            number(node, "value", result.value());
            node.put("token", result.token());
            node.put("warn", bar.warn().map(Condition::text).orElse(null));
            node.put("fail", bar.fail().map(Condition::text).orElse(null));
            node.put("against", bar.against().map(Against::text).orElse(null));
            if (bar.against().isPresent()) {
                number(node, "compared_value", result.compared());
                ArrayNode tokens = node.putArray("compared_tokens");
                result.comparedTokens().forEach(tokens::add);
                number(node, "change", result.checked());
                node.put("change_unit", bar.figure().unit().changeWord());
            }
            node.put("outcome", result.outcome().words());
            node.put("reason", result.reason());
            node.put("line", bar.line());
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void number(ObjectNode node, String field, OptionalDouble value) {
        if (value.isPresent()) {
            node.put(field, value.getAsDouble());
        } else {
            node.putNull(field);
        }
    }
}
