package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A walk with several pages in flight gives exactly the pages, rows, checks and failures of the
 * walk one page at a time, requests no page past its bound, and leaves no thread behind.
 */
@Timeout(30)
class PagesInFlightTest {

    private MockWebServer server;
    private DqClient client;

    @AfterEach
    void stop() throws InterruptedException {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
        // a cancelled thread may still be returning from its last call on a loaded machine: it must end, soon
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!walkThreads().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(List.of(), walkThreads(), "no thread of a walk is left");
    }

    private void serve(FakeClipService service) throws Exception {
        server = service.start();
        client = FakeClipService.client(server);
    }

    private static List<Thread> walkThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("dq-clip-") && thread.isAlive())
                .toList();
    }

    private static void awaitUntil(BooleanSupplier condition) throws InterruptedException {
        while (!condition.getAsBoolean()) {
            Thread.sleep(5);
        }
    }

    private static List<Long> offsets(FakeClipService service) {
        return service.clipRequests().stream().map(url -> Long.parseLong(url.queryParameter("offset"))).sorted().toList();
    }

    private static List<String> clipIds(ClipWalk.Pages pages) {
        List<String> ids = new ArrayList<>();
        try (pages) {
            pages.forEachRemaining(page -> page.clips().stream().map(ClipRow::clip).forEach(ids::add));
        }
        return ids;
    }

    @Test
    void everyPageIsAskedOnceAndTheRowsComeInTheServiceOrder() throws Exception {
        FakeClipService service = FakeClipService.generated(5_500);
        serve(service);

        List<String> ids = clipIds(client.unversioned().walkClips(ClipQuery.of("d")).readingAhead(3));

        assertEquals(IntStream.range(0, 5_500).mapToObj(FakeClipService::clipId).toList(), ids);
        assertEquals(List.of(0L, 1000L, 2000L, 3000L, 4000L, 5000L), offsets(service));
        assertTrue(service.clipRequests().stream().skip(1)
                        .allMatch(url -> FakeClipService.VOCABULARY.equals(url.queryParameter("vocabulary"))),
                "every page after the first is pinned to its token");
    }

    @Test
    void whileThePageAskedForIsLateTheNextOnesAreInFlightAndNoFurther() throws Exception {
        FakeClipService service = FakeClipService.generated(9_500)
                .failAt(1_000, new MockResponse.Builder().headersDelay(10, TimeUnit.MINUTES).body("{}").build());
        serve(service);

        ClipWalk.Pages pages = client.unversioned().walkClips(ClipQuery.of("d")).readingAhead(3);
        assertEquals(0, pages.next().offset());
        awaitUntil(() -> service.clipRequests().size() == 4);
        pages.close();

        assertEquals(List.of(0L, 1000L, 2000L, 3000L), offsets(service), "three in flight: 1000 and the two after it");
    }

    @Test
    void twoInFlightMeansTheNextPageIsRequestedWhileThePageAskedForIsStillOnItsWay() throws Exception {
        // 2000 is the first page the walk takes from a thread ahead: it must not hold up the one after
        // it (with one thread for both, "two in flight" was one request at a time from there on)
        FakeClipService service = FakeClipService.generated(5_500)
                .failAt(2_000, new MockResponse.Builder().headersDelay(10, TimeUnit.MINUTES).body("{}").build());
        serve(service);

        ClipWalk.Pages pages = client.unversioned().walkClips(ClipQuery.of("d")).readingAhead(2);
        assertEquals(0, pages.next().offset());
        assertEquals(1_000, pages.next().offset());
        awaitUntil(() -> service.clipRequests().size() == 4);
        pages.close();

        assertEquals(List.of(0L, 1000L, 2000L, 3000L), offsets(service), "two in flight: 2000 and the one after it");
    }

    @Test
    void aShortPageMovesTheOffsetsAndThePagesFetchedAheadAreDropped() throws Exception {
        FakeClipService service = FakeClipService.generated(4_500).shortPageAt(1_000, 400);
        serve(service);

        List<String> ids = clipIds(client.unversioned().walkClips(ClipQuery.of("d")).readingAhead(2));

        assertEquals(IntStream.range(0, 4_500).mapToObj(FakeClipService::clipId).toList(), ids,
                "no clip twice, none missing");
        List<Long> asked = offsets(service);
        assertTrue(asked.containsAll(List.of(0L, 1000L, 1400L, 2400L, 3400L, 4400L)), asked.toString());
    }

    @Test
    void aFailureAheadComesOutAfterEveryPageBeforeIt() throws Exception {
        FakeClipService service = FakeClipService.generated(5_500)
                .failAt(2_000, FakeClipService.json(500, "{\"code\":\"internal\",\"message\":\"could not read\"}"));
        serve(service);
        List<Long> taken = new ArrayList<>();

        DqException failure;
        try (ClipWalk.Pages pages = client.unversioned().walkClips(ClipQuery.of("d")).readingAhead(4)) {
            failure = assertThrows(DqException.class, () -> pages.forEachRemaining(page -> taken.add(page.offset())));
        }

        assertEquals(500, failure.status());
        assertEquals(List.of(0L, 1000L), taken);
    }

    @Test
    void theWalksChecksStillHoldAPageFromAnotherMeasurement() throws Exception {
        FakeClipService service = FakeClipService.generated(3_500).remeasuredFrom(2_000, "voc-remeasured");
        serve(service);
        List<ClipPage> taken = new ArrayList<>();

        ProtocolException failure;
        try (ClipWalk.Pages pages = client.unversioned().walkClips(ClipQuery.of("d")).readingAhead(2)) {
            failure = assertThrows(ProtocolException.class, () -> pages.forEachRemaining(taken::add));
        }

        assertEquals(ClipWalk.CODE_MEASUREMENT_CHANGED, failure.code().orElseThrow());
        assertEquals("clips-at-2000", failure.requestId().orElseThrow(), "the page at fault");
        assertEquals(2, taken.size());
    }

    @Test
    void noPageInFlightIsRefused() throws Exception {
        serve(FakeClipService.generated(10));
        ClipWalk walk = client.unversioned().walkClips(ClipQuery.of("d"));
        assertThrows(IllegalArgumentException.class, () -> walk.readingAhead(0));
    }

    @Test
    void onePageInFlightIsTheWalkReadingOneAheadWithoutAPrefetch() throws Exception {
        FakeClipService service = FakeClipService.generated(2_500);
        serve(service);

        List<String> ids = clipIds(client.unversioned().walkClips(ClipQuery.of("d")).readingAhead(1));

        assertEquals(IntStream.range(0, 2_500).mapToObj(FakeClipService::clipId).toList(), ids);
        assertEquals(List.of(0L, 1000L, 2000L), offsets(service));
        assertTrue(Thread.getAllStackTraces().keySet().stream().noneMatch(thread -> thread.getName()
                .startsWith("dq-clip-prefetch")), "no prefetch thread was started for one page in flight");
    }
}
