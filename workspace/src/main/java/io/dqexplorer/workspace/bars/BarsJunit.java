package io.dqexplorer.workspace.bars;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.IOException;
import java.util.Map;

/**
 * A check as JUnit XML, the form GitLab and Jenkins show as test results: one test case per bar and dataset,
 * named "bar [dataset]" in the class of its dataset. A breached bar is a {@code <failure>}, a figure that
 * could not be checked an {@code <error>}, a figure not measured {@code <skipped>} with the reason (never a
 * pass); a warning is a passing case whose {@code <system-out>} says "outcome: warns". Every case's
 * {@code <system-out>} gives its outcome, figure, unit, value and token, one per line, then the line in words.
 * Only the elements of the JUnit schema Jenkins validates against are written.
 */
public final class BarsJunit {

    private BarsJunit() {
    }

    public static String of(CheckRun run) {
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            Map<Outcome, Integer> counts = run.counts();
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", "dq-explorer check");
            totals(xml, run, counts);
            xml.writeCharacters("\n  ");
            xml.writeStartElement("testsuite");
            xml.writeAttribute("name", clean(run.barsFile()));
            totals(xml, run, counts);
            xml.writeAttribute("timestamp", run.checked().toString());
            xml.writeAttribute("hostname", clean(run.whose().serviceUrl()));
            for (BarResult result : run.results()) {
                testCase(xml, result);
            }
            xml.writeCharacters("\n  ");
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new UncheckedIOException(new IOException(e));
        }
        return text.toString();
    }

    private static void totals(XMLStreamWriter xml, CheckRun run, Map<Outcome, Integer> counts)
            throws XMLStreamException {
        xml.writeAttribute("tests", String.valueOf(run.results().size()));
        xml.writeAttribute("failures", String.valueOf(counts.get(Outcome.BREACHED)));
        xml.writeAttribute("errors", String.valueOf(counts.get(Outcome.NOT_CHECKED)));
        xml.writeAttribute("skipped", String.valueOf(counts.get(Outcome.NOT_MEASURED)));
        xml.writeAttribute("time", "0");
    }

    private static void testCase(XMLStreamWriter xml, BarResult result) throws XMLStreamException {
        String line = clean(BarLine.of(result));
        xml.writeCharacters("\n    ");
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", clean("bars." + result.dataset()));
        xml.writeAttribute("name", clean(result.bar().name() + " [" + result.dataset() + "]"));
        xml.writeAttribute("time", "0");
        String message = "your bar " + result.outcome().words() + ": " + line;
        switch (result.outcome()) {
            case BREACHED -> outcome(xml, "failure", message);
            case NOT_CHECKED -> outcome(xml, "error", message);
            case NOT_MEASURED -> {
                xml.writeCharacters("\n      ");
                xml.writeEmptyElement("skipped");
                xml.writeAttribute("message", message);
            }
            default -> {
            }
        }
        xml.writeCharacters("\n      ");
        xml.writeStartElement("system-out");
        xml.writeCharacters("outcome: " + result.outcome().words() + "\nfigure: " + result.bar().figure().path()
                + "\nunit: " + result.unit().word()
                + "\nvalue: " + (result.value().isPresent() ? String.valueOf(result.value().getAsDouble()) : "none")
                + "\ntoken: " + (result.token() == null ? "none" : clean(result.token())) + "\n" + line);
        xml.writeEndElement();
        xml.writeCharacters("\n    ");
        xml.writeEndElement();
    }

    private static void outcome(XMLStreamWriter xml, String element, String message) throws XMLStreamException {
        xml.writeCharacters("\n      ");
        xml.writeStartElement(element);
        xml.writeAttribute("message", message);
        xml.writeAttribute("type", element.equals("failure") ? "breached" : "could not be checked");
        xml.writeCharacters(message);
        xml.writeEndElement();
    }

    /** XML 1.0 has no place for most control characters: each becomes U+FFFD, so the file still parses. */
    private static String clean(String text) {
        StringBuilder cleaned = new StringBuilder(text.length());
        text.codePoints().forEach(c -> cleaned.appendCodePoint(
                c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c != 0xFFFE && c != 0xFFFF) ? c : 0xFFFD));
        return cleaned.toString();
    }
}
