package io.dqexplorer.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;

/**
 * The reference side of the export row and of the snapshot row: its own JVM, one token request, then the
 * clip pages the export or the snapshot's walk asks for (same URLs, both flags, the vocabulary pinned after
 * the first page) on keep-alive connections, bytes discarded. What the command costs beyond this is its own.
 * The pages after the first go one by one on one connection, or with {@code PAGES_IN_FLIGHT} (the snapshot
 * fetch's 2) that many at once, each on a connection of its own, as the SDK's prefetch has them in flight.
 * With {@code -Ddq.bench.tokens=true} (and Jackson on the class path: the app's jar) each answer is read through
 * {@link JsonTokens} instead of discarded: the least any JSON reader of the pages does.
 *
 * <pre>DQ_CLIENT_SECRET=... java -cp dq-bench.jar io.dqexplorer.bench.RawPageFetcher SERVICE TOKEN_URL CLIENT_ID DATASET TOTAL LIMIT VOCABULARY [PAGES_IN_FLIGHT]</pre>
 */
public final class RawPageFetcher {

    static final String TOKENS = "dq.bench.tokens";

    private RawPageFetcher() {
    }

    public static void main(String[] args) throws Exception {
        URI service = URI.create(args[0]);
        String token = Http.token(URI.create(args[1]), args[2], System.getenv("DQ_CLIENT_SECRET"));
        String dataset = URLEncoder.encode(args[3], StandardCharsets.UTF_8);
        long total = Long.parseLong(args[4]);
        int limit = Integer.parseInt(args[5]);
        String vocabulary = URLEncoder.encode(args[6], StandardCharsets.UTF_8);
        int inFlight = args.length > 7 ? Integer.parseInt(args[7]) : 1;
        LongFunction<URI> page = offset -> service.resolve("/api/quality/clips?dataset=" + dataset
                + (offset == 0 ? "" : "&vocabulary=" + vocabulary) + "&frame_quality=true&hand_activity=true&offset="
                + offset + "&limit=" + limit);
        boolean tokens = Boolean.getBoolean(TOKENS);
        AtomicLong next = new AtomicLong();
        // each caller takes the next page not yet asked for, until the total
        Callable<Long> pages = () -> {
            Http.BodyReader body = reader(tokens);
            long bytes = 0;
            for (long offset; (offset = next.getAndAdd(limit)) < total; ) {
                bytes += Http.read(page.apply(offset), token, body);
            }
            return bytes;
        };
        long bytes;
        if (inFlight == 1) {
            bytes = pages.call();
        } else {
            // the first page alone, as the walk has it: its token pins every later page
            bytes = Http.read(page.apply(0), token, reader(tokens));
            next.set(limit);
            ExecutorService callers = Executors.newFixedThreadPool(inFlight);
            try {
                for (Future<Long> caller : callers.invokeAll(Collections.nCopies(inFlight, pages))) {
                    bytes += caller.get();
                }
            } finally {
                callers.shutdownNow();
            }
        }
        System.out.println((total + limit - 1) / limit + " pages, " + bytes + (tokens ? " values" : " bytes"));
    }

    /** One caller's reader of the answers: Jackson's parser with {@code tokens}, else a buffer of its own. */
    private static Http.BodyReader reader(boolean tokens) {
        return tokens ? JsonTokens::read : Http.discarding(new byte[64 * 1024]);
    }
}
