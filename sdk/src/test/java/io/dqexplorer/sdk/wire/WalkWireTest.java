package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.RecordedRequest;
import okhttp3.Headers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WalkWireTest {

    private WireFixture wire;

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            int limit = Integer.parseInt(request.getUrl().queryParameter("limit"));
            String pinned = request.getUrl().queryParameter("vocabulary");
            long total = 2500;
            int count = (int) Math.max(0, Math.min(limit, total - offset));
            return WireFixture.json(200, WireFixture.clipsPage(offset, count, total, pinned == null ? "voc-latest" : pinned));
        };
    }

    @AfterEach
    void stop() {
        wire.close();
    }

    @Test
    void theWalkIsLazyPagesByAThousandPinsTheVocabularyAndStopsAtTheTotal() {
        try (DqClient client = wire.client()) {
            ClipWalk walk = client.unversioned().walkClips(ClipQuery.of("d").withTerm("cup & mug").withLimit(10).withHandActivity(true));
            assertEquals(0, wire.serviceRequests.size(), "nothing fetched before iteration");
            List<String> clips = walk.rows().map(r -> r.clip()).toList();
            assertEquals(2500, clips.size());
            assertEquals("c0", clips.get(0));
            assertEquals("c2499", clips.get(2499));
        }
        List<RecordedRequest> requests = wire.serviceRequestList();
        assertEquals(3, requests.size());
        List<String> offsets = new ArrayList<>();
        for (RecordedRequest r : requests) {
            offsets.add(r.getUrl().queryParameter("offset"));
            assertEquals("1000", r.getUrl().queryParameter("limit"));
            assertEquals("cup & mug", r.getUrl().queryParameter("term"));
            assertEquals("true", r.getUrl().queryParameter("hand_activity"));
        }
        assertEquals(List.of("0", "1000", "2000"), offsets);
        assertNull(requests.get(0).getUrl().queryParameter("vocabulary"));
        assertEquals("voc-latest", requests.get(1).getUrl().queryParameter("vocabulary"));
        assertEquals("voc-latest", requests.get(2).getUrl().queryParameter("vocabulary"));
    }

    @Test
    void theWalkStartsAtTheQueryOffset() {
        try (DqClient client = wire.client()) {
            List<ClipPage> pages = new ArrayList<>();
            client.unversioned().walkClips(ClipQuery.of("d").withOffset(1300)).forEach(pages::add);
            assertEquals(2, pages.size());
            assertEquals(1300, pages.get(0).offset());
            assertEquals(2300, pages.get(1).offset());
            assertEquals(1200, pages.stream().mapToInt(p -> p.clips().size()).sum());
        }
    }

    @Test
    void aFailureMidWalkIsTheTypedException() {
        wire.serviceHandler = request -> "0".equals(request.getUrl().queryParameter("offset"))
                ? WireFixture.json(200, WireFixture.clipsPage(0, 1000, 2500, "voc-1"))
                : WireFixture.error(409, "quality_enrichment_stale", "vocabulary voc-1 was dropped");
        try (DqClient client = wire.builder().retryPolicy(RetryPolicy.none()).build()) {
            Iterator<ClipPage> pages = client.unversioned().walkClips(ClipQuery.of("d")).iterator();
            pages.next();
            StaleException e = assertThrows(StaleException.class, pages::hasNext);
            assertEquals("quality_enrichment_stale", e.code().orElseThrow());
            assertThrows(DqException.class, () -> client.unversioned().walkClips(ClipQuery.of("d")).rows().count());
        }
    }

    @Test
    void aWalkOfNoMatchesYieldsOneEmptyPageWithItsTotal() {
        wire.serviceHandler = request -> WireFixture.json(200, WireFixture.clipsPage(0, 0, 0, "voc"));
        try (DqClient client = wire.client()) {
            Iterator<ClipPage> pages = client.unversioned().walkClips(ClipQuery.of("d").withTerm("nothing")).iterator();
            assertEquals(0, pages.next().total());
            assertFalse(pages.hasNext());
        }
        assertEquals(1, wire.serviceRequests.size());
    }

    @Test
    void anEmptyPageBeforeTheTotalIsAProtocolErrorWithThatPagesRequestId() {
        wire.serviceHandler = request -> "0".equals(request.getUrl().queryParameter("offset"))
                ? WireFixture.json(200, WireFixture.clipsPage(0, 1000, 2500, "voc-1"))
                : WireFixture.json(200, WireFixture.clipsPage(1000, 0, 2500, "voc-1"), Headers.of("x-request-id", "page-two"));
        try (DqClient client = wire.client()) {
            Iterator<ClipPage> pages = client.unversioned().walkClips(ClipQuery.of("d")).iterator();
            pages.next();
            ProtocolException e = assertThrows(ProtocolException.class, pages::hasNext);
            assertEquals("page-two", e.requestId().orElseThrow(), "the answered id of the empty page");
            assertTrue(e.getMessage().contains("offset 1000"), e.getMessage());
        }
    }

    @Test
    void withoutAnAnsweredIdTheEmptyPageErrorCarriesTheIdSent() {
        wire.serviceHandler = request -> "0".equals(request.getUrl().queryParameter("offset"))
                ? WireFixture.json(200, WireFixture.clipsPage(0, 1000, 2500, "voc-1"))
                : WireFixture.json(200, WireFixture.clipsPage(1000, 0, 2500, "voc-1"));
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, () -> client.unversioned().walkClips(ClipQuery.of("d")).rows().count());
            List<RecordedRequest> requests = wire.serviceRequestList();
            assertEquals(requests.get(requests.size() - 1).getHeaders().get("x-request-id"), e.requestId().orElseThrow());
        }
    }

    @Test
    void aPageStartingFiveRowsBeforeWhereThePreviousEndedIsAProtocolErrorNamingRequestOffsetAndClip() {
        wire.serviceHandler = request -> "0".equals(request.getUrl().queryParameter("offset"))
                ? WireFixture.json(200, WireFixture.clipsPage(0, 1000, 2500, "voc-1"))
                : WireFixture.json(200, WireFixture.clipsPage(995, 1000, 2500, "voc-1"), Headers.of("x-request-id", "page-two"));
        try (DqClient client = wire.client()) {
            Iterator<ClipPage> pages = client.unversioned().walkClips(ClipQuery.of("d")).iterator();
            pages.next();
            ProtocolException e = assertThrows(ProtocolException.class, pages::hasNext);
            assertEquals("page-two", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("offset 995 where 1000 was asked for"), e.getMessage());
            assertTrue(e.getMessage().contains("c995"), e.getMessage());
            assertFalse(pages.hasNext(), "the walk has ended");
        }
        assertEquals(2, wire.serviceRequests.size());
    }

    @Test
    void aClipSeenBeforeInTheWalkIsAProtocolErrorEvenWhenTheOffsetsAddUp() {
        // Page two says it starts at 1000 but repeats c995..c999; the rows still total 2500.
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            String page = offset == 1000
                    ? WireFixture.clipsPage(995, 1000, 2500, "voc-1").replace("\"offset\":995", "\"offset\":1000")
                    : WireFixture.clipsPage(offset, Math.min(1000, 2500 - offset), 2500, "voc-1");
            return WireFixture.json(200, page, Headers.of("x-request-id", "page-at-" + offset));
        };
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class,
                    () -> client.unversioned().walkClips(ClipQuery.of("d")).rows().count());
            assertEquals("page-at-1000", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("repeated clip c995 at offset 1000"), e.getMessage());
        }
    }

    @Test
    void aClipRepeatedInsideAPageNamesItsOwnOffset() {
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            String page = WireFixture.clipsPage(offset, Math.min(1000, 2500 - offset), 2500, "voc-1");
            return WireFixture.json(200, offset == 1000 ? page.replace("\"c1002\"", "\"c5\"") : page);
        };
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class,
                    () -> client.unversioned().walkClips(ClipQuery.of("d")).rows().count());
            assertTrue(e.getMessage().contains("repeated clip c5 at offset 1002 (in the page at offset 1000)"),
                    e.getMessage());
        }
    }

    @Test
    void aPageAtAnotherOffsetThanAskedNamesBothAndItsFirstClip() {
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            int answered = offset == 1000 ? 1100 : offset;
            return WireFixture.json(200, WireFixture.clipsPage(answered, Math.min(1000, 2500 - answered), 2500, "voc-1"));
        };
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class,
                    () -> client.unversioned().walkClips(ClipQuery.of("d")).rows().count());
            assertTrue(e.getMessage().contains("answered a page at offset 1100 where 1000 was asked for"
                    + " (the previous page ended there); its first clip is c1100"), e.getMessage());
        }
    }

    @Test
    void aWalkAskedForAPageAfterItsLastSaysThereIsNone() {
        try (DqClient client = wire.client()) {
            Iterator<ClipPage> pages = client.unversioned().walkClips(ClipQuery.of("d").withOffset(2000)).iterator();
            assertEquals(2000, pages.next().offset());
            assertFalse(pages.hasNext());
            assertThrows(NoSuchElementException.class, pages::next);
        }
    }

    @Test
    void aMeasurementChangingMidWalkIsAProtocolErrorNamingThePageThatChangedIt() {
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            String vocabulary = offset == 0 ? "voc-1" : "voc-remeasured";
            return WireFixture.json(200, WireFixture.clipsPage(offset, Math.min(1000, 2500 - offset), 2500, vocabulary),
                    Headers.of("x-request-id", "page-at-" + offset));
        };
        try (DqClient client = wire.client()) {
            Iterator<ClipPage> pages = client.unversioned().walkClips(ClipQuery.of("d")).iterator();
            assertEquals("page-at-0", pages.next().requestId(), "each page names the answer that carried it");
            ProtocolException e = assertThrows(ProtocolException.class, pages::hasNext);
            assertEquals(ClipWalk.CODE_MEASUREMENT_CHANGED, e.code().orElseThrow());
            assertEquals("page-at-1000", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("vocabulary voc-1 with 2500 clips, then voc-remeasured with 2500"),
                    e.getMessage());
            assertFalse(pages.hasNext(), "the walk has ended");
        }
    }

    @Test
    void aTotalChangingMidWalkIsAChangedMeasurementToo() {
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            long total = offset == 0 ? 2500 : 2600;
            return WireFixture.json(200, WireFixture.clipsPage(offset, 1000, total, "voc-1"),
                    Headers.of("x-request-id", "page-at-" + offset));
        };
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class,
                    () -> client.unversioned().walkClips(ClipQuery.of("d")).rows().count());
            assertEquals(ClipWalk.CODE_MEASUREMENT_CHANGED, e.code().orElseThrow());
            assertEquals("page-at-1000", e.requestId().orElseThrow());
        }
    }

    @Test
    void rowsRunningPastTheReportedTotalAreAProtocolErrorNamingThatPage() {
        // 2000 rows served under a reported total of 1500: the second page runs 500 rows past it.
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            return WireFixture.json(200, WireFixture.clipsPage(offset, Math.max(0, Math.min(1000, 2000 - offset)), 1500, "voc-1"),
                    Headers.of("x-request-id", "page-at-" + offset));
        };
        try (DqClient client = wire.client();
             ClipWalk.Pages pages = client.unversioned().walkClips(ClipQuery.of("d")).readingAhead()) {
            assertEquals(1000, pages.next().clips().size());
            ProtocolException e = assertThrows(ProtocolException.class, pages::hasNext);
            assertEquals(ClipWalk.CODE_ROW_COUNT, e.code().orElseThrow());
            assertEquals("page-at-1000", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("ran past the total of 1500"), e.getMessage());
        }
    }

    @Test
    void aPageEndingExactlyAtTheTotalEndsTheWalk() {
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            return WireFixture.json(200, WireFixture.clipsPage(offset, 1000, 2000, "voc-1"));
        };
        try (DqClient client = wire.client()) {
            assertEquals(2000, client.unversioned().walkClips(ClipQuery.of("d")).rows().count());
        }
        assertEquals(2, wire.serviceRequests.size());
    }

    @Test
    void eachIterationChecksItsOwnWalk() {
        try (DqClient client = wire.client()) {
            ClipWalk walk = client.unversioned().walkClips(ClipQuery.of("d"));
            assertEquals(2500, walk.rows().count());
            assertEquals(2500, walk.rows().count(), "a second walk over the same clips repeats nothing of its own");
        }
    }
}
