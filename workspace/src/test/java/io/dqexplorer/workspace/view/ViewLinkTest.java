package io.dqexplorer.workspace.view;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ViewLinkTest {

    @Test
    void aLinkRoundTripsAndIsOneUriOfSafeCharacters() {
        String link = ViewLink.of(ViewDocumentTest.VIEW);
        assertTrue(link.startsWith("dqexplorer:view?v=2&d="), link);
        assertTrue(link.matches("[A-Za-z0-9:?=&_-]+"), "no character a shell, a chat or a browser would mangle: " + link);
        assertEquals(ViewDocumentTest.VIEW, ViewLink.parse(link));
        assertEquals(ViewDocumentTest.VIEW, ViewLink.parse("  " + link.replace("dqexplorer:", "DQExplorer:") + "\n"));
    }

    @Test
    void aLinkOfAVersionOneDocumentOpens() {
        String v1 = "{\"format_version\":1,\"service_url\":\"http://s/\",\"organization\":\"o\",\"dataset\":\"d\","
                + "\"tab\":\"clips\",\"clips\":{\"filter\":\"\",\"sort\":\"\",\"columns\":[\"clip\"],\"page_size\":20,\"page\":2}}";
        SavedView view = ViewLink.parse("dqexplorer:view?v=1&d=" + base64(v1));
        assertEquals(40, view.clips().orElseThrow().topRow());
    }

    @Test
    void garbageIsRefusedSayingWhatItIsNot() {
        assertEquals("Not a DQ Explorer view link: it does not start with dqexplorer:", refused("https://example.com/?d=e30"));
        assertEquals("Not a DQ Explorer view link: it names \"report\", not \"view\"", refused("dqexplorer:report?d=e30"));
        assertEquals("Not a DQ Explorer view link: its parameter d is missing", refused("dqexplorer:view?v=2"));
        assertTrue(refused("dqexplorer:view?d=***").startsWith("Not a DQ Explorer view link: its view is not base64url"),
                refused("dqexplorer:view?d=***"));
        assertEquals("Not a DQ Explorer view: not UTF-8 JSON",
                refused("dqexplorer:view?d=" + Base64.getUrlEncoder().encodeToString(new byte[] {(byte) 0xff, (byte) 0xfe})));
        assertEquals("Not a DQ Explorer view: JSON, but with no format_version",
                refused("dqexplorer:view?d=" + base64("{\"x\":1}")));
        assertTrue(refused("dqexplorer:view?d=" + "A".repeat(ViewLink.MAX_LENGTH))
                .startsWith("Not a DQ Explorer view link: it is too long"));
        assertTrue(refused("dqexplorer:view d").startsWith("Not a DQ Explorer view link: it is no URI"),
                refused("dqexplorer:view d"));
        assertFalse(ViewLink.isLink("/home/me/kitchen.dqview"));
    }

    @Test
    void aLinkTellsWhatItIsNotAsASentenceAboutTheLink() {
        ViewFormatException e = assertThrows(ViewFormatException.class, () -> ViewLink.parse("dqexplorer:view?v=2"));
        assertEquals("The link is not a DQ Explorer view link: its parameter d is missing", e.about("The link"));
    }

    private static String refused(String link) {
        return assertThrows(ViewFormatException.class, () -> ViewLink.parse(link)).getMessage();
    }

    private static String base64(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }
}
