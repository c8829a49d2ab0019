package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The export walks one page ahead: the next page is fetched while this one is written, never more
 * than one, and a cancel or a failure leaves no request in flight and no thread behind.
 */
@Timeout(30)
class ExportReadAheadTest {

    private static final String THREAD = "dq-clip-read-ahead";

    @TempDir
    Path folder;

    private MockWebServer server;
    private DqClient client;

    @AfterEach
    void stop() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private void serve(FakeClipService service) throws Exception {
        server = service.start();
        client = FakeClipService.client(server);
    }

    /** A page held back far longer than any test runs: only a cancelled call ends the wait for it. */
    private static MockResponse heldBack() {
        return new MockResponse.Builder().headersDelay(10, TimeUnit.MINUTES).body("{}").build();
    }

    private static List<Thread> readAheadThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals(THREAD) && thread.isAlive())
                .toList();
    }

    private static void awaitUntil(BooleanSupplier condition) throws InterruptedException {
        while (!condition.getAsBoolean()) {
            Thread.sleep(5);
        }
    }

    private static List<String> offsets(FakeClipService service) {
        return service.clipRequests().stream().map(url -> url.queryParameter("offset")).toList();
    }

    @Test
    void theNextPageIsFetchedWhileThisOneIsHandledAndNoFurther() throws Exception {
        FakeClipService service = FakeClipService.generated(3_500);
        serve(service);
        List<ClipPage> taken = new ArrayList<>();
        List<String> requestIds = new ArrayList<>();

        try (ClipWalk.Pages pages = client.unversioned().walkClips(ClipQuery.of("d")).readingAhead()) {
            assertEquals(List.of(), service.clipRequests(), "nothing is fetched before the first hasNext");
            taken.add(pages.next());
            requestIds.add(taken.get(0).requestId());
            Thread reader = readAheadThreads().get(0);
            // The second page is fetched while the first is in hand; then the thread waits to hand it over.
            awaitUntil(() -> service.clipRequests().size() == 2 && reader.getState() == Thread.State.WAITING);
            assertEquals(List.of("0", "1000"), offsets(service), "one page ahead, no further");
            assertEquals("clips-at-0", taken.get(0).requestId(), "the id of the page in hand, not of the one ahead");
            while (pages.hasNext()) {
                ClipPage page = pages.next();
                taken.add(page);
                requestIds.add(page.requestId());
            }
        }

        assertEquals(List.of(0L, 1000L, 2000L, 3000L), taken.stream().map(ClipPage::offset).toList());
        assertEquals(List.of("clips-at-0", "clips-at-1000", "clips-at-2000", "clips-at-3000"), requestIds);
        assertEquals(List.of("0", "1000", "2000", "3000"), offsets(service));
        HttpUrl second = service.clipRequests().get(1);
        assertEquals(FakeClipService.VOCABULARY, second.queryParameter("vocabulary"), "the first page's token is pinned");
        assertEquals(List.of(), readAheadThreads());
    }

    @Test
    void closingCancelsTheRequestInFlightAndEndsTheThread() throws Exception {
        FakeClipService service = FakeClipService.generated(3_500).failAt(1_000, heldBack());
        serve(service);

        ClipWalk.Pages pages = client.unversioned().walkClips(ClipQuery.of("d")).readingAhead();
        pages.next();
        awaitUntil(() -> service.clipRequests().size() == 2);
        pages.close();

        // A socket read ignores interrupts: the thread ends within the test only because its call was cancelled.
        assertEquals(List.of(), readAheadThreads(), "close waits for the thread, which the cancelled call let go");
        assertFalse(pages.hasNext(), "a closed walk has no more pages");
    }

    @Test
    void aCancelWhileTheNextPageIsInFlightEndsTheExportAtOnceLeavingNothingBehind() throws Exception {
        FakeClipService service = FakeClipService.generated(3_500).failAt(1_000, heldBack());
        serve(service);
        AtomicBoolean cancelled = new AtomicBoolean();

        assertThrows(CancellationException.class, () -> new ClipCsvExporter(client).export(
                new ExportRequest(ClipQuery.of("d"), ClipColumn.defaults(), folder.resolve("clips.csv")),
                (done, total) -> {
                    try {
                        awaitUntil(() -> service.clipRequests().size() == 2);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    cancelled.set(true);
                }, cancelled::get));

        assertEquals(List.of(), readAheadThreads());
        assertEquals(List.of("0", "1000"), offsets(service));
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(), files.toList());
        }
    }

    @Test
    void aFailureOfThePageAheadComesAfterThePagesBeforeItAndLeavesNoThread() throws Exception {
        FakeClipService service = FakeClipService.generated(3_500)
                .failAt(2_000, FakeClipService.json(500, "{\"code\":\"internal\",\"message\":\"could not read\"}"));
        serve(service);
        List<Long> progress = new ArrayList<>();

        DqException failure = assertThrows(DqException.class, () -> new ClipCsvExporter(client).export(
                new ExportRequest(ClipQuery.of("d"), ClipColumn.defaults(), folder.resolve("clips.csv")),
                (done, total) -> progress.add(done), null));

        assertEquals(500, failure.status());
        assertEquals(List.of(1_000L, 2_000L), progress, "both pages before the failure were written first");
        assertEquals(List.of(), readAheadThreads());
        assertTrue(Files.notExists(folder.resolve("clips.csv")));
    }
}
