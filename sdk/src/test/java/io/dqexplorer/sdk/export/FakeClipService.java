package io.dqexplorer.sdk.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.DqClientBuilder;
import io.dqexplorer.sdk.RetryPolicy;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.HttpUrl;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The token endpoint and the unversioned clips list as the contract describes them, served by a
 * MockWebServer: rows are made on demand per page (never held), so the benchmark can serve
 * hundreds of thousands. Faults can be set per page offset.
 */
final class FakeClipService extends Dispatcher {

    static final String TOKEN_PATH = "/oauth/token";
    static final String CLIPS_PATH = "/api/quality/clips";
    static final String VOCABULARY = "voc-7f3a9c";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final IntFunction<Map<String, Object>> rows;
    private volatile long total;
    private volatile int served;
    private volatile String vocabulary = VOCABULARY;
    private volatile List<Map<String, Object>> filteredTo = List.of();
    private volatile Function<Long, MockResponse> fault = offset -> null;
    private volatile Function<Long, Integer> shift = offset -> 0;
    private volatile Function<Long, String> remeasured = offset -> null;
    private volatile Function<Long, Long> pageSize = offset -> Long.MAX_VALUE;
    private final List<HttpUrl> clipRequests = new CopyOnWriteArrayList<>();

    private FakeClipService(int count, IntFunction<Map<String, Object>> rows) {
        this.rows = rows;
        this.total = count;
        this.served = count;
    }

    /** {@code count} generated rows: clip-000000, clip-000001, ... */
    static FakeClipService generated(int count) {
        return new FakeClipService(count, FakeClipService::generatedRow);
    }

    /** Exactly these rows, in this order. */
    static FakeClipService of(List<Map<String, Object>> given) {
        List<Map<String, Object>> copy = List.copyOf(given);
        return new FakeClipService(copy.size(), copy::get);
    }

    /** The service states this total but serves however many rows it has. */
    FakeClipService reportingTotal(long reported) {
        this.total = reported;
        return this;
    }

    /** Serves only the first {@code count} rows (pages past them come back short or empty). */
    FakeClipService serving(int count) {
        this.served = count;
        return this;
    }

    FakeClipService filteredTo(List<Map<String, Object>> sections) {
        this.filteredTo = List.copyOf(sections);
        return this;
    }

    FakeClipService vocabulary(String token) {
        this.vocabulary = token;
        return this;
    }

    /** Answers the pages from {@code offset} on as measured with {@code token} (a re-measurement mid-walk). */
    FakeClipService remeasuredFrom(long offset, String token) {
        this.remeasured = asked -> asked >= offset ? token : null;
        return this;
    }

    /**
     * Serves the page asked at {@code offset} from {@code back} rows earlier, while saying it starts
     * at {@code offset}: rows repeat, and as many later ones are never served.
     */
    FakeClipService repeatingAt(long offset, int back) {
        this.shift = asked -> asked == offset ? back : 0;
        return this;
    }

    /** Answers the page asked at {@code offset} with at most {@code rows} rows, the next page starting after them. */
    FakeClipService shortPageAt(long offset, long rows) {
        this.pageSize = asked -> asked == offset ? rows : Long.MAX_VALUE;
        return this;
    }

    /** Answers the page at {@code offset} with {@code response}, every time it is asked. */
    FakeClipService failAt(long offset, MockResponse response) {
        this.fault = asked -> asked == offset ? response : null;
        return this;
    }

    List<HttpUrl> clipRequests() {
        return List.copyOf(clipRequests);
    }

    MockWebServer start() throws Exception {
        MockWebServer server = new MockWebServer();
        server.setDispatcher(this);
        server.start();
        return server;
    }

    static DqClient client(MockWebServer server) {
        return builder(server).build();
    }

    /** A client of {@code server} without retries, for a test to adjust. */
    static DqClientBuilder builder(MockWebServer server) {
        return DqClient.builder()
                .serviceUrl(URI.create(server.url("/").toString()))
                .tokenUrl(URI.create(server.url(TOKEN_PATH).toString()))
                .clientId("export-tests")
                .clientSecret("export-secret".toCharArray())
                .retryPolicy(RetryPolicy.none());
    }

    @Override
    public MockResponse dispatch(RecordedRequest request) {
        HttpUrl url = request.getUrl();
        if (url.encodedPath().equals(TOKEN_PATH)) {
            return json(200, "{\"access_token\":\"t\",\"token_type\":\"Bearer\",\"expires_in\":300}");
        }
        if (!url.encodedPath().equals(CLIPS_PATH)) {
            return json(404, "{\"code\":\"not_found\",\"message\":\"no such path\"}");
        }
        clipRequests.add(url);
        long offset = parameter(url, "offset", 0);
        long limit = parameter(url, "limit", 100);
        long size = Math.min(limit, pageSize.apply(offset));
        MockResponse failure = fault.apply(offset);
        if (failure != null) {
            return failure;
        }
        boolean frameQuality = "true".equals(url.queryParameter("frame_quality"));
        boolean handActivity = "true".equals(url.queryParameter("hand_activity"));
        List<Map<String, Object>> page = new ArrayList<>();
        long from = offset - shift.apply(offset);
        for (long i = from; i < Math.min(from + size, served); i++) {
            Map<String, Object> row = new LinkedHashMap<>(rows.apply((int) i));
            if (!frameQuality) {
                row.remove("frame_quality");
            }
            if (!handActivity) {
                row.remove("hand_activity");
            }
            page.add(row);
        }
        Map<String, Object> envelope = new LinkedHashMap<>();
        envelope.put("dataset", url.queryParameter("dataset"));
        String remeasuredWith = remeasured.apply(offset);
        envelope.put("vocabulary", remeasuredWith != null ? remeasuredWith : vocabulary);
        envelope.put("filtered_to", url.queryParameter("term") == null ? List.of() : filteredTo);
        envelope.put("total", total);
        envelope.put("offset", offset);
        envelope.put("limit", limit);
        envelope.put("clips", page);
        try {
            return json(200, JSON.writeValueAsString(envelope)).newBuilder()
                    .setHeader("x-request-id", "clips-at-" + offset)
                    .build();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static MockResponse json(int status, String body) {
        return new MockResponse.Builder()
                .code(status)
                .addHeader("Content-Type", "application/json")
                .addHeader("x-request-id", "req-" + status)
                .body(body)
                .build();
    }

    /** A clip row as the contract writes it, with both optional blocks (removed unless asked). */
    static Map<String, Object> row(String clip, Long episodeIndex, double seconds, List<String> environments,
                                   List<String> objects, List<String> actions) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("clip", clip);
        if (episodeIndex != null) {
            row.put("episode_index", episodeIndex);
        }
        row.put("analyzed_seconds", seconds);
        row.put("environments", environments);
        row.put("objects", objects);
        row.put("actions", actions);
        return row;
    }

    static Map<String, Object> generatedRow(int index) {
        Map<String, Object> row = row(clipId(index), (long) index, 10 + (index % 40) * 0.25,
                List.of(index % 2 == 0 ? "kitchen" : "workshop"),
                index % 3 == 0 ? List.of("knife", "cutting board") : List.of("cup"),
                List.of("pick up"));
        row.put("frame_quality", Map.of("frames", 300 + index % 7, "usable", 290, "distorted", index % 5,
                "jerky", index % 3));
        row.put("hand_activity", Map.of("measured_seconds", 10.5, "hands_visible_seconds", 8.25,
                "two_hands_visible_seconds", 4.0, "active_manipulation_seconds", 3.75));
        return row;
    }

    /** The id of generated row {@code index}: clip-000000, clip-000001, ... */
    static String clipId(int index) {
        String digits = Integer.toString(index);
        return "clip-" + "000000".substring(Math.min(6, digits.length())) + digits;
    }

    private static long parameter(HttpUrl url, String name, long fallback) {
        String value = url.queryParameter(name);
        return value == null ? fallback : Long.parseLong(value);
    }
}
