package io.dqexplorer.workspace.bars;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the app writes of bars reads back to the same bars, whatever their names, filters and conditions hold. */
class BarsYamlTest {

    @Test
    void theDocumentedExampleWrittenAndReadBackIsTheSameBars() {
        List<Bar> example = BarsFile.read(Path.of("..", "docs", "examples", "bars.yaml"));

        List<Bar> again = BarsFile.parse(BarsYaml.of(example), "written.yaml");

        assertEquals(written(example), written(again));
        assertEquals(example.size(), again.size());
    }

    @Test
    void namesWithQuotesColonsAndHashesAndEveryConditionFormSurviveTheRoundTrip() {
        List<Bar> bars = BarsFile.parse("""
                bars:
                  - name: 'Blurry: "no more" than # six'
                    dataset: "*"
                    figure: video.blurry.percent
                    warn: "between 2 and 5.5"
                    fail: "outside 0 and 6"
                  - name: Knife clips
                    dataset: kitchen-egocentric
                    filter: 'objects has "knife" and environments has "kitchen"'
                    figure: clips.count
                    warn: ">= 10"
                    fail: "<= 1"
                  - name: Hands drift
                    dataset: kitchen-egocentric
                    figure: hands.hands_visible_share
                    against: mean of last 3
                    fail: "< -0.05"
                """, "bars.yaml");

        String yaml = BarsYaml.of(bars);
        List<Bar> again = BarsFile.parse(yaml, "written.yaml");

        assertEquals(written(bars), written(again));
        assertEquals("Blurry: \"no more\" than # six", again.get(0).name());
        assertTrue(yaml.startsWith("bars:"), yaml);
    }

    @Test
    void noBarsIsAnEmptyListThatReadsBack() {
        assertEquals(List.of(), BarsFile.parse(BarsYaml.of(List.of()), "empty.yaml"));
    }

    /** A bar as everything the file says of it (its line aside, which the writer lays out anew). */
    private static List<String> written(List<Bar> bars) {
        return bars.stream().map(bar -> String.join("|", bar.name(), bar.dataset(), bar.figure().path(),
                bar.filterText(), bar.against().map(Against::text).orElse(""),
                bar.warn().map(Condition::text).orElse(""), bar.fail().map(Condition::text).orElse(""))).toList();
    }
}
