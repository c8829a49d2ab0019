package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.history.HistoryKey;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;
import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The check as JUnit XML, read back with the JDK's parser as GitLab or Jenkins would read it. */
class BarsJunitTest {

    private static final List<Bar> BARS = BarsFile.parse("""
            bars:
              - name: Blurry footage
                dataset: "*"
                figure: video.blurry.percent
                warn: "> 5"
                fail: "> 6"
            """, "bars.yaml");
    private static final Bar BLURRY = BARS.get(0);
    private static final Instant CHECKED = Instant.parse("2026-11-27T18:00:00Z");

    @Test
    void everyOutcomeBecomesItsTestCaseAndTheTotalsCountThem() throws Exception {
        Document junit = parse(BarsJunit.of(new CheckRun("bars.yaml", new HistoryKey("https://dq.example", "acme"),
                CHECKED, List.of(
                        result("kitchen", Outcome.HOLDS, 1.5, "t-1"),
                        result("garden", Outcome.WARNS, 5.5, "t-2"),
                        result("garage", Outcome.BREACHED, 7.25, "t-3"),
                        BarResult.notMeasured(BLURRY, "attic", OptionalDouble.empty(), null, "not measured yet"),
                        BarResult.notChecked(BLURRY, "cellar", "t-5", "the service failed")))));

        Element suites = junit.getDocumentElement();
        assertEquals("testsuites", suites.getTagName());
        assertEquals("dq-explorer check", suites.getAttribute("name"));
        assertTotals(suites);
        NodeList suiteList = suites.getElementsByTagName("testsuite");
        assertEquals(1, suiteList.getLength());
        Element suite = (Element) suiteList.item(0);
        assertEquals("bars.yaml", suite.getAttribute("name"));
        assertTotals(suite);
        assertEquals("2026-11-27T18:00:00Z", suite.getAttribute("timestamp"));
        assertEquals("https://dq.example", suite.getAttribute("hostname"));

        NodeList cases = suite.getElementsByTagName("testcase");
        assertEquals(5, cases.getLength());
        Element holds = (Element) cases.item(0);
        assertEquals("bars.kitchen", holds.getAttribute("classname"));
        assertEquals("Blurry footage [kitchen]", holds.getAttribute("name"));
        assertEquals("0", holds.getAttribute("time"));
        assertEquals(List.of("system-out"), children(holds));
        assertEquals("outcome: holds\nfigure: video.blurry.percent\nunit: " + Unit.PERCENT.word()
                        + "\nvalue: 1.5\ntoken: t-1\nvideo.blurry.percent 1.50 % at t-1; your bar: warns > 5, breached > 6",
                text(holds, "system-out"));

        Element warns = (Element) cases.item(1);
        assertEquals("Blurry footage [garden]", warns.getAttribute("name"));
        assertEquals(List.of("system-out"), children(warns), "a warning passes");
        assertTrue(text(warns, "system-out").startsWith("outcome: warns\n"));

        Element breached = (Element) cases.item(2);
        assertEquals(List.of("failure", "system-out"), children(breached));
        Element failure = (Element) breached.getElementsByTagName("failure").item(0);
        String breachMessage = "your bar breached: video.blurry.percent 7.25 % at t-3; your bar: warns > 5, breached > 6";
        assertEquals(breachMessage, failure.getAttribute("message"));
        assertEquals("breached", failure.getAttribute("type"));
        assertEquals(breachMessage, failure.getTextContent());
        assertTrue(text(breached, "system-out").contains("\nvalue: 7.25\ntoken: t-3\n"));

        Element notMeasured = (Element) cases.item(3);
        assertEquals(List.of("skipped", "system-out"), children(notMeasured), "not measured is never a pass");
        Element skipped = (Element) notMeasured.getElementsByTagName("skipped").item(0);
        assertEquals("your bar not measured: video.blurry.percent: not measured yet; your bar: warns > 5, breached > 6",
                skipped.getAttribute("message"));
        assertTrue(text(notMeasured, "system-out").contains("\nvalue: none\ntoken: none\n"));

        Element notChecked = (Element) cases.item(4);
        assertEquals(List.of("error", "system-out"), children(notChecked));
        Element error = (Element) notChecked.getElementsByTagName("error").item(0);
        assertEquals("could not be checked", error.getAttribute("type"));
        assertTrue(error.getAttribute("message").startsWith("your bar could not be checked: "));
        assertEquals(error.getAttribute("message"), error.getTextContent());
    }

    @Test
    void aCheckWithNoResultsIsAnEmptySuiteThatStillParses() throws Exception {
        String xml = BarsJunit.of(new CheckRun("bars.yaml", new HistoryKey("https://dq.example", "acme"), CHECKED,
                List.of()));

        assertTrue(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"), xml);
        assertTrue(xml.endsWith("</testsuite>\n</testsuites>\n"), xml);
        Element suite = (Element) parse(xml).getElementsByTagName("testsuite").item(0);
        assertEquals("0", suite.getAttribute("tests"));
        assertEquals("0", suite.getAttribute("failures"));
        assertEquals(0, suite.getElementsByTagName("testcase").getLength());
    }

    @Test
    void controlCharactersFromTheServiceBecomeReplacementCharactersSoTheFileStillParses() throws Exception {
        String hostile = "a\u0000b\u0007c\u001Fd\uFFFEe\uFFFFf";
        String xml = BarsJunit.of(new CheckRun("bars\u0001.yaml", new HistoryKey("https://dq\u0002.example", "acme"),
                CHECKED, List.of(result("kitchen\u0003", Outcome.HOLDS, 1.0, hostile))));

        Document junit = parse(xml);
        Element suite = (Element) junit.getElementsByTagName("testsuite").item(0);
        assertEquals("bars\uFFFD.yaml", suite.getAttribute("name"));
        assertEquals("https://dq\uFFFD.example", suite.getAttribute("hostname"));
        Element only = (Element) suite.getElementsByTagName("testcase").item(0);
        assertEquals("bars.kitchen\uFFFD", only.getAttribute("classname"));
        assertEquals("Blurry footage [kitchen\uFFFD]", only.getAttribute("name"));
        assertTrue(text(only, "system-out").contains("\ntoken: a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\n"),
                text(only, "system-out"));
    }

    @Test
    void tabsLineBreaksAndOrdinaryTextPassThroughUnchanged() throws Exception {
        String kept = "tab\there\r\nnext line é \u20AC \uD83D\uDE00 \uFFFD space";
        String xml = BarsJunit.of(new CheckRun("bars.yaml", new HistoryKey("https://dq.example", "acme"), CHECKED,
                List.of(result("kitchen", Outcome.HOLDS, 1.0, kept))));

        assertTrue(xml.contains("token: tab\there\r\nnext line é \u20AC \uD83D\uDE00 \uFFFD space"), xml);
        assertTrue(xml.contains("\n    <testcase"), "one case a line, so a reader of the file can follow it");
    }

    private static BarResult result(String dataset, Outcome outcome, double value, String token) {
        return new BarResult(BLURRY, dataset, outcome, OptionalDouble.of(value), token, OptionalDouble.empty(),
                List.of(), null);
    }

    private static void assertTotals(Element suite) {
        assertEquals("5", suite.getAttribute("tests"));
        assertEquals("1", suite.getAttribute("failures"));
        assertEquals("1", suite.getAttribute("errors"));
        assertEquals("1", suite.getAttribute("skipped"));
        assertEquals("0", suite.getAttribute("time"));
    }

    private static List<String> children(Element testCase) {
        NodeList nodes = testCase.getChildNodes();
        List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element child) {
                names.add(child.getTagName());
            }
        }
        return names;
    }

    private static String text(Element testCase, String element) {
        return testCase.getElementsByTagName(element).item(0).getTextContent();
    }

    private static Document parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }
}
