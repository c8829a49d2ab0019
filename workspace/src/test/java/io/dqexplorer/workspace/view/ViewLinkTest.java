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
    void garbageIsRefusedSayingWhatIsWrong() {
        assertEquals("The link does not start with dqexplorer:", refused("https://example.com/?d=e30"));
        assertEquals("The link is no view link (it names \"report\", not \"view\")", refused("dqexplorer:report?d=e30"));
        assertEquals("The link holds no view (its parameter d is missing)", refused("dqexplorer:view?v=2"));
        assertTrue(refused("dqexplorer:view?d=***").startsWith("The link's view is not base64url"), refused("dqexplorer:view?d=***"));
        assertEquals("The link's view is not UTF-8 text",
                refused("dqexplorer:view?d=" + Base64.getUrlEncoder().encodeToString(new byte[] {(byte) 0xff, (byte) 0xfe})));
        assertTrue(refused("dqexplorer:view?d=" + base64("{\"x\":1}")).startsWith("The view has no format_version"));
        assertTrue(refused("dqexplorer:view?d=" + "A".repeat(ViewLink.MAX_LENGTH)).startsWith("The link is too long"));
        assertTrue(refused("dqexplorer:view d").startsWith("The link is no URI"), refused("dqexplorer:view d"));
        assertFalse(ViewLink.isLink("/home/me/kitchen.dqview"));
    }

    private static String refused(String link) {
        return assertThrows(ViewFormatException.class, () -> ViewLink.parse(link)).getMessage();
    }

    private static String base64(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }
}
