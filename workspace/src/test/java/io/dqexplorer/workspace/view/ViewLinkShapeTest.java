package io.dqexplorer.workspace.view;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shapes a pasted link takes at its edges: the length limit, a link without parameters, parameters without names. */
class ViewLinkShapeTest {

    private static String refused(String link) {
        return assertThrows(ViewFormatException.class, () -> ViewLink.parse(link)).getMessage();
    }

    @Test
    void aLinkOfExactlyTheLimitIsReadAndOneCharacterMoreIsRefusedSayingItsLength() {
        String prefix = "dqexplorer:view?v=2&d=";
        String atLimit = prefix + "A".repeat(ViewLink.MAX_LENGTH - prefix.length());

        assertFalse(refused(atLimit).contains("too long"), "read, then found not to be a view");
        assertEquals("Not a DQ Explorer view link: it is too long (" + (ViewLink.MAX_LENGTH + 1) + " characters)",
                refused(atLimit + "A"));
    }

    @Test
    void aViewLinkWithoutParametersHoldsNoView() {
        assertEquals("Not a DQ Explorer view link: its parameter d is missing", refused("dqexplorer:view"));
        assertEquals("Not a DQ Explorer view link: it names \"views\", not \"view\"", refused("dqexplorer:views"));
    }

    @Test
    void parametersWithoutANameOrValueAreIgnoredAndAnEmptyViewIsNone() {
        String link = ViewLink.of(ViewDocumentTest.VIEW);
        String data = link.substring(link.indexOf("&d=") + 3);

        assertEquals(ViewDocumentTest.VIEW, ViewLink.parse("dqexplorer:view?=x&flag&d=" + data));
        assertEquals("Not a DQ Explorer view link: its parameter d is missing", refused("dqexplorer:view?v=2&d="));
        assertEquals("Not a DQ Explorer view link: its parameter d is missing", refused("dqexplorer:view?=" + data));
    }

    @Test
    void aLinkIsRecognisedByItsSchemeAndColonInAnyCase() {
        assertTrue(ViewLink.isLink("DQEXPLORER:view"));
        assertFalse(ViewLink.isLink("dqexplorer"), "the scheme's name alone is a file name");
        assertFalse(ViewLink.isLink("dqexplorer.dqview"));
    }

    @Test
    void aLinkThatIsNoUriSaysWhereFromOne() {
        String refused = refused("dqexplorer:view?d=a b");

        assertTrue(refused.contains(" at character 20)"), "the space is the 20th character: " + refused);
    }
}
