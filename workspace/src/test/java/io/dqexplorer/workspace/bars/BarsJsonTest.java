package io.dqexplorer.workspace.bars;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.workspace.history.HistoryKey;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The check as JSON, read back as a pipeline would: every field of every result, nulls where nothing was read. */
class BarsJsonTest {

    private static final List<Bar> BARS = BarsFile.parse("""
            bars:
              - name: Blurry footage
                dataset: kitchen
                figure: video.blurry.percent
                warn: "> 5"
                fail: "> 6"
              - name: Knife clips usable
                dataset: kitchen
                filter: 'objects has "knife"'
                figure: clips.usable_share
                fail: "< 0.9"
              - name: Blur no worse than before
                dataset: kitchen
                figure: video.blurry.percent
                against: mean of last 2
                fail: "> 0.5"
            """, "bars.yaml");

    @Test
    void everyResultCarriesItsFigureValueConditionsOutcomeAndLine() throws Exception {
        CheckRun run = new CheckRun("/home/ana/bars.yaml", new HistoryKey("https://dq.example", "acme"),
                Instant.parse("2026-11-27T18:00:00Z"), List.of(
                new BarResult(BARS.get(0), "kitchen", Outcome.WARNS, OptionalDouble.of(5.25), "vc-1",
                        OptionalDouble.empty(), List.of(), null),
                BarResult.notMeasured(BARS.get(1), "kitchen", OptionalDouble.empty(), null, "no frame figures")));

        JsonNode root = new ObjectMapper().readTree(BarsJson.of(run, 1));

        assertEquals("/home/ana/bars.yaml", root.get("bars_file").asText());
        assertEquals("https://dq.example", root.get("service").asText());
        assertEquals("acme", root.get("organization").asText());
        assertEquals("2026-11-27T18:00:00Z", root.get("checked_at").asText());
        assertEquals("not measured", root.get("overall").asText());
        assertEquals(1, root.get("exit_status").asInt());
        assertEquals(1, root.get("counts").get("warns").asInt());
        assertEquals(1, root.get("counts").get("not measured").asInt());
        assertEquals(0, root.get("counts").get("breached").asInt());

        JsonNode blurry = root.get("results").get(0);
        assertEquals("Blurry footage", blurry.get("name").asText());
        assertEquals("kitchen", blurry.get("dataset").asText());
        assertEquals("video.blurry.percent", blurry.get("figure").asText());
        assertTrue(blurry.get("filter").isNull());
        assertEquals("percent", blurry.get("unit").asText());
        assertEquals(5.25, blurry.get("value").asDouble());
        assertEquals("vc-1", blurry.get("token").asText());
        assertEquals("> 5", blurry.get("warn").asText());
        assertEquals("> 6", blurry.get("fail").asText());
        assertTrue(blurry.get("against").isNull());
        assertFalse(blurry.has("change"), "only a bar against the history has a change");
        assertEquals("warns", blurry.get("outcome").asText());
        assertTrue(blurry.get("reason").isNull());
        assertEquals(2, blurry.get("line").asInt());

        JsonNode knives = root.get("results").get(1);
        assertEquals("objects has \"knife\"", knives.get("filter").asText());
        assertTrue(knives.get("value").isNull(), "not measured is null, never 0");
        assertTrue(knives.get("warn").isNull());
        assertEquals("not measured", knives.get("outcome").asText());
        assertEquals("no frame figures", knives.get("reason").asText());
    }

    @Test
    void aBarAgainstTheHistoryAddsTheComparedValueItsTokensAndTheChange() throws Exception {
        Bar relative = BARS.get(2);
        CheckRun run = new CheckRun("bars.yaml", new HistoryKey("https://dq.example", "acme"), Instant.EPOCH, List.of(
                new BarResult(relative, "kitchen", Outcome.BREACHED, OptionalDouble.of(4.0), "vc-3",
                        OptionalDouble.of(3.25), List.of("vc-1", "vc-2"), null),
                BarResult.notMeasured(relative, "kitchen", OptionalDouble.of(4.0), "vc-3", "nothing earlier kept")));

        JsonNode root = new ObjectMapper().readTree(BarsJson.of(run, 2));

        JsonNode breached = root.get("results").get(0);
        assertEquals("mean of last 2", breached.get("against").asText());
        assertEquals(3.25, breached.get("compared_value").asDouble());
        assertEquals(List.of("vc-1", "vc-2"), List.of(breached.get("compared_tokens").get(0).asText(),
                breached.get("compared_tokens").get(1).asText()));
        assertEquals(2, breached.get("compared_tokens").size());
        assertEquals(0.75, breached.get("change").asDouble());
        assertEquals("percentage points", breached.get("change_unit").asText());
        JsonNode unknown = root.get("results").get(1);
        assertTrue(unknown.get("compared_value").isNull());
        assertTrue(unknown.get("change").isNull(), "no change without an earlier value");
        assertEquals(0, unknown.get("compared_tokens").size());
        assertEquals("breached", root.get("overall").asText());
    }
}
