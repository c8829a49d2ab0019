package io.dqexplorer.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The reference side of the export row: its own JVM, one token request, then the export's clip
 * pages (same URLs, both flags, the vocabulary pinned after the first page) on one keep-alive
 * connection, bytes discarded. What the export costs beyond this is the export's own.
 *
 * <pre>DQ_CLIENT_SECRET=... java -cp dq-bench.jar io.dqexplorer.bench.RawPageFetcher SERVICE TOKEN_URL CLIENT_ID DATASET TOTAL LIMIT VOCABULARY</pre>
 */
public final class RawPageFetcher {

    private RawPageFetcher() {
    }

    public static void main(String[] args) throws Exception {
        URI service = URI.create(args[0]);
        String token = Http.token(URI.create(args[1]), args[2], System.getenv("DQ_CLIENT_SECRET"));
        String dataset = URLEncoder.encode(args[3], StandardCharsets.UTF_8);
        long total = Long.parseLong(args[4]);
        int limit = Integer.parseInt(args[5]);
        String vocabulary = URLEncoder.encode(args[6], StandardCharsets.UTF_8);
        byte[] buffer = new byte[64 * 1024];
        long bytes = 0;
        int pages = 0;
        for (long offset = 0; offset < total; offset += limit) {
            String pinned = offset == 0 ? "" : "&vocabulary=" + vocabulary;
            bytes += Http.discard(service.resolve("/api/quality/clips?dataset=" + dataset + pinned
                    + "&frame_quality=true&hand_activity=true&offset=" + offset + "&limit=" + limit), token, buffer);
            pages++;
        }
        System.out.println(pages + " pages, " + bytes + " bytes");
    }
}
