package io.dqexplorer.workspace.bars;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bars file: what it reads into, and each kind of mistake refused at its line and column. */
class BarsFileTest {

    private static final String HEAD = "bars:\n";

    @Test
    void theIssuesExampleReadsIntoItsThreeBars() {
        List<Bar> bars = BarsFile.parse(HEAD + """
                  - name: Blurry footage
                    dataset: kitchen-egocentric          # or "*"
                    figure: video.blurry.percent
                    warn: "> 5"
                    fail: "> 6"
                  - name: Knife clips keep their frames usable
                    dataset: kitchen-egocentric
                    filter: 'objects has "knife"'
                    figure: clips.usable_share
                    fail: "< 0.9"
                  - name: Blurry no worse than last time
                    dataset: "*"
                    figure: video.blurry.percent
                    against: mean of last 3
                    fail: "> 0.5"
                """, "bars.yaml");

        assertEquals(3, bars.size());
        Bar blurry = bars.get(0);
        assertEquals("Blurry footage", blurry.name());
        assertEquals(Unit.PERCENT, blurry.figure().unit());
        assertEquals("> 5", blurry.warn().orElseThrow().text());
        assertEquals("> 6", blurry.fail().orElseThrow().text());
        assertEquals(2, blurry.line());
        Bar knives = bars.get(1);
        assertTrue(knives.figure().subset());
        assertEquals("objects has \"knife\"", knives.filter().orElseThrow().text());
        Bar trend = bars.get(2);
        assertTrue(trend.everyDataset());
        assertEquals(3, trend.against().orElseThrow().last());
    }

    @Test
    void anUnknownFigureIsNamedAtItsLineAndColumnWithTheNearestOne() {
        BarsFileException wrong = refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figure: video.blury.percent
                    fail: "> 6"
                """);
        assertEquals(4, wrong.line());
        assertEquals(13, wrong.column());
        assertTrue(wrong.reason().contains("unknown figure 'video.blury.percent'; did you mean 'video.blurry.percent'?"),
                wrong.reason());
        assertTrue(wrong.getMessage().startsWith("bars.yaml:4:13: "), wrong.getMessage());
    }

    @Test
    void aConditionThatDoesNotReadIsNamedAtItsValue() {
        BarsFileException wrong = refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: "> 5"
                    fail: "more than 6"
                """);
        assertEquals(6, wrong.line());
        assertEquals(11, wrong.column());
        assertTrue(wrong.reason().contains("'more than 6' does not read"), wrong.reason());
    }

    @Test
    void aFilterThatDoesNotReadPointsAtTheCharacterTheParserStoppedAt() {
        String filter = "objects hsa \"knife\"";
        BarsFileException wrong = refused("""
                  - name: Knives
                    dataset: kitchen-egocentric
                    filter: '%s'
                    figure: clips.count
                    fail: "< 10"
                """.formatted(filter));
        assertEquals(4, wrong.line());
        // the value's quote is at column 13; "hsa" starts 8 characters into the filter
        assertEquals(13 + 1 + filter.indexOf("hsa"), wrong.column());
        assertTrue(wrong.reason().startsWith("filter does not read: "), wrong.reason());
    }

    @Test
    void aBarWithNeitherWarnNorFailIsRefusedAtItsStart() {
        BarsFileException wrong = refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                """);
        assertEquals(2, wrong.line());
        assertEquals(5, wrong.column());
        assertTrue(wrong.reason().contains("neither warn: nor fail:"), wrong.reason());
    }

    @Test
    void aFilterOnAMeasurementFigureAndAgainstOnAClipsFigureAreRefused() {
        BarsFileException filter = refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    filter: 'objects has "knife"'
                    fail: "> 6"
                """);
        assertEquals(5, filter.line());
        assertTrue(filter.reason().contains("filter: applies to the clips.* figures"), filter.reason());
        BarsFileException against = refused("""
                  - name: Knives
                    dataset: kitchen-egocentric
                    figure: clips.count
                    against: previous
                    fail: "> 6"
                """);
        assertEquals(5, against.line());
        assertTrue(against.reason().contains("against: applies to the measurement figures"), against.reason());
    }

    @Test
    void unknownKeysBadAgainstTwiceNamedBarsAndUnquotedFoldedConditionsAreRefused() {
        assertEquals(4, refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figur: video.blurry.percent
                    fail: "> 6"
                """).line());
        BarsFileException against = refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    against: last time
                    fail: "> 6"
                """);
        assertEquals(5, against.line());
        assertTrue(against.reason().contains("\"previous\" or \"mean of last N\""), against.reason());
        BarsFileException twice = refused("""
                  - name: Blurry
                    dataset: a
                    figure: video.blurry.percent
                    fail: "> 6"
                  - name: Blurry
                    dataset: b
                    figure: video.blurry.percent
                    fail: "> 7"
                """);
        assertEquals(6, twice.line());
        assertTrue(twice.reason().contains("already on line 2"), twice.reason());
        // YAML reads a bare ">" as a folded block: what is left is no condition
        BarsFileException folded = refused("""
                  - name: Blurry
                    dataset: a
                    figure: video.blurry.percent
                    fail: > 6
                """);
        assertTrue(folded.line() >= 5, folded.getMessage());
    }

    @Test
    void yamlThatDoesNotParseAndAFileWithoutBarsAreRefusedWithAPlace(@TempDir Path folder) throws Exception {
        BarsFileException broken = assertThrows(BarsFileException.class,
                () -> BarsFile.parse("bars:\n  - name: \"unclosed\n    dataset: x\n", "bars.yaml"));
        assertTrue(broken.line() >= 2, broken.getMessage());
        assertTrue(broken.reason().startsWith("is not YAML that reads"), broken.reason());
        assertEquals(1, assertThrows(BarsFileException.class, () -> BarsFile.parse("other: 1\n", "b.yaml")).line());
        Path notText = folder.resolve("bars.yaml");
        Files.write(notText, new byte[] {(byte) 0xff, (byte) 0xfe, 0});
        assertTrue(assertThrows(BarsFileException.class, () -> BarsFile.read(notText)).reason().contains("not UTF-8"));
        Files.writeString(notText, HEAD + "  - name: x\n    dataset: y\n    figure: clips.count\n    fail: '< 1'\n",
                StandardCharsets.UTF_8);
        assertEquals(1, BarsFile.read(notText).size());
    }

    @Test
    void aFileThatIsEmptyOrNotAMappingOrHasAnotherTopKeyIsRefusedAtItsPlace() {
        BarsFileException empty = assertThrows(BarsFileException.class, () -> BarsFile.parse("", "bars.yaml"));
        assertEquals("bars.yaml:1:1: the file is empty: it holds a list under bars:", empty.getMessage());
        BarsFileException list = assertThrows(BarsFileException.class,
                () -> BarsFile.parse("- name: Blurry\n", "bars.yaml"));
        assertEquals(1, list.line());
        assertEquals("the file is a mapping with the list bars: at its top", list.reason());
        BarsFileException other = assertThrows(BarsFileException.class,
                () -> BarsFile.parse(HEAD + "  - name: x\n    dataset: y\n    figure: clips.count\n    fail: '< 1'\n"
                        + "limits: 3\n", "bars.yaml"));
        assertEquals(6, other.line());
        assertEquals(1, other.column());
        assertEquals("unknown key 'limits' at the top; the file holds bars:", other.reason());
        BarsFileException noList = assertThrows(BarsFileException.class,
                () -> BarsFile.parse("bars:\n  name: Blurry\n", "bars.yaml"));
        assertEquals(2, noList.line());
        assertEquals(3, noList.column());
        assertEquals("bars: is a list, each bar starting with '- name:'", noList.reason());
        BarsFileException noBars = assertThrows(BarsFileException.class, () -> BarsFile.parse("{}\n", "b.yaml"));
        assertEquals("b.yaml:1:1: the file has no bars: list", noBars.getMessage());
    }

    @Test
    void aBarThatIsNotAMappingIsRefusedAtItsItem() {
        BarsFileException wrong = refused("""
                  - name: Blurry
                    dataset: a
                    figure: video.blurry.percent
                    fail: "> 6"
                  - just a sentence
                """);
        assertEquals(6, wrong.line());
        assertEquals(5, wrong.column());
        assertEquals("a bar is a mapping of name:, dataset:, figure: and warn: or fail:", wrong.reason());
    }

    @Test
    void aKeyThatIsUnknownGivenTwiceEmptyOrNotOneValueIsNamedAtItsPlace() {
        BarsFileException unknown = refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figur: video.blurry.percent
                    figure: video.blurry.percent
                    fail: "> 6"
                """);
        assertEquals(4, unknown.line());
        assertEquals(5, unknown.column());
        assertTrue(unknown.reason().startsWith("unknown key 'figur'; a bar has name, dataset, figure,"),
                unknown.reason());
        BarsFileException twice = refused("""
                  - name: Blurry
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> 6"
                    fail: "> 7"
                """);
        assertEquals(6, twice.line());
        assertEquals("fail: is given twice in this bar", twice.reason());
        BarsFileException empty = refused("""
                  - name: Blurry
                    dataset: ~
                    figure: video.blurry.percent
                    fail: "> 6"
                """);
        assertEquals(3, empty.line());
        assertEquals(5, empty.column());
        assertEquals("dataset: has no value", empty.reason());
        BarsFileException listed = refused("""
                  - name: Blurry
                    dataset: [a, b]
                    figure: video.blurry.percent
                    fail: "> 6"
                """);
        assertEquals(3, listed.line());
        assertEquals(14, listed.column());
        assertEquals("dataset: takes one value, not a list or a mapping", listed.reason());
        BarsFileException condition = refused("""
                  - name: Blurry
                    dataset: a
                    figure: video.blurry.percent
                    warn: {above: 5}
                """);
        assertEquals("warn: takes one value, not a list or a mapping (quote a condition: \"> 5\")",
                condition.reason());
    }

    @Test
    void aBarWithoutNameOrWithABlankNameOrDatasetIsRefused() {
        BarsFileException noName = refused("""
                  - dataset: a
                    figure: video.blurry.percent
                    fail: "> 6"
                """);
        assertEquals(2, noName.line());
        assertEquals(5, noName.column());
        assertEquals("the bar has no name:", noName.reason());
        BarsFileException blankName = refused("""
                  - name: "  "
                    dataset: a
                    figure: video.blurry.percent
                    fail: "> 6"
                """);
        assertEquals(2, blankName.line());
        assertEquals(11, blankName.column());
        assertEquals("a name and a dataset are not blank", blankName.reason());
        BarsFileException blankDataset = refused("""
                  - name: Blurry
                    dataset: " "
                    figure: video.blurry.percent
                    fail: "> 6"
                """);
        assertEquals(3, blankDataset.line());
        assertEquals(14, blankDataset.column());
        assertEquals("a name and a dataset are not blank", blankDataset.reason());
    }

    @Test
    void aFigureThreeEditsAwayIsSuggestedAndOneFourEditsAwayIsNot() {
        assertTrue(refusedFigure("clips.cxxxt").reason()
                .startsWith("unknown figure 'clips.cxxxt'; did you mean 'clips.count'? (dq-explorer check"));
        assertTrue(refusedFigure("clips.xxxxt").reason()
                .startsWith("unknown figure 'clips.xxxxt' (dq-explorer check --list-figures"));
    }

    @Test
    void aFilterErrorIsPlacedInTheFilterWhetherTheValueIsPlainSingleOrDoubleQuoted() {
        String filter = "objects hsa 'knife'";
        assertEquals(13 + filter.indexOf("hsa"), refusedFilter(filter).column());
        assertEquals(13 + 1 + filter.indexOf("hsa"), refusedFilter('"' + filter + '"').column());
        assertEquals(13 + 1 + filter.indexOf("hsa"), refusedFilter("'objects hsa ''knife'''").column());
    }

    private static BarsFileException refusedFigure(String figure) {
        return refused("""
                  - name: Blurry
                    dataset: a
                    figure: %s
                    fail: "> 6"
                """.formatted(figure));
    }

    private static BarsFileException refusedFilter(String filter) {
        BarsFileException wrong = refused("""
                  - name: Knives
                    dataset: kitchen-egocentric
                    filter: %s
                    figure: clips.count
                    fail: "< 10"
                """.formatted(filter));
        assertEquals(4, wrong.line());
        assertTrue(wrong.reason().startsWith("filter does not read: "), wrong.reason());
        return wrong;
    }

    private static BarsFileException refused(String bars) {
        return assertThrows(BarsFileException.class, () -> BarsFile.parse(HEAD + bars, "bars.yaml"));
    }
}
