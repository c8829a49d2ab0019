package io.dqexplorer.bench;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;

import java.net.URI;

/**
 * A second reference of the export row: the export without its writer. Its own JVM, the SDK's client and the
 * export's own walk of the same pages (both flags, every row a page, one page read ahead), each page parsed into
 * the SDK's model and its rows counted, nothing written. What the export costs beyond this is its CSV; what this
 * costs beyond {@link RawPageFetcher} is the SDK's client, the JSON parsing and the page checks.
 *
 * <pre>DQ_SERVICE_URL=... DQ_TOKEN_URL=... DQ_CLIENT_ID=... DQ_CLIENT_SECRET=... java -cp dq-bench.jar:dq-explorer.jar
 *   io.dqexplorer.bench.ParsedPageWalk DATASET</pre>
 */
public final class ParsedPageWalk {

    private ParsedPageWalk() {
    }

    public static void main(String[] args) {
        ClipQuery query = ClipQuery.of(args[0]).withFrameQuality(true).withHandActivity(true)
                .withLimit(ClipQuery.MAX_LIMIT);
        long rows = 0;
        long pages = 0;
        try (DqClient client = DqClient.builder().serviceUrl(URI.create(System.getenv("DQ_SERVICE_URL")))
                .tokenUrl(URI.create(System.getenv("DQ_TOKEN_URL"))).clientId(System.getenv("DQ_CLIENT_ID"))
                .clientSecret(System.getenv("DQ_CLIENT_SECRET").toCharArray()).build();
             ClipWalk.Pages walk = client.unversioned().walkClips(query).readingAhead()) {
            while (walk.hasNext()) {
                ClipPage page = walk.next();
                rows += page.clips().size();
                pages++;
            }
        }
        System.out.println(pages + " pages, " + rows + " rows");
    }
}
