package io.dqexplorer.sdk.contract;

import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.DeadlineException;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.InvalidRequestException;
import io.dqexplorer.sdk.error.OverloadedException;
import io.dqexplorer.sdk.error.PermissionException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.ServerException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.error.UnavailableException;
import io.dqexplorer.sdk.internal.http.ErrorMapper;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.Scope;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static io.dqexplorer.sdk.contract.SandboxFixture.*;

/** The SDK against the sandbox over loopback: every endpoint, paging, filtering, and the error table. */
class SandboxContractTest {

    private static Sandbox sandbox;
    private static DqClient northwind;
    private final SandboxFixture fixture = new SandboxFixture();

    @BeforeAll
    static void startSandbox() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        northwind = new SandboxFixture().client(sandbox, sandbox.demoClient());
    }

    @AfterAll
    static void stopSandbox() {
        northwind.close();
        sandbox.close();
    }

    @AfterEach
    void clearFaults() {
        sandbox.faults().clear();
    }

    // ---- endpoints ----

    @Test
    void accessReportsTheOrganizationAndViewDataInBothFamilies() {
        for (Access access : List.of(northwind.versioned().access(), northwind.unversioned().access())) {
            assertEquals(Scope.ORGANIZATION, access.scope().kind());
            assertEquals(NORTHWIND, access.scope().organizationId().orElseThrow());
            assertEquals(List.of("view_data"), access.capabilities());
            assertTrue(access.canViewData());
        }
    }

    @Test
    void datasetsListTheScopesDatasetsWithTheirMetricsInBothFamilies() {
        List<DatasetEntry> versioned = northwind.versioned().datasets();
        assertEquals(Set.of(KITCHEN, WAREHOUSE, ASSEMBLY, FIELD, FLEET),
                versioned.stream().map(DatasetEntry::dataset).collect(java.util.stream.Collectors.toSet()));
        DatasetEntry assembly = versioned.stream().filter(d -> d.dataset().equals(ASSEMBLY)).findFirst().orElseThrow();
        assertTrue(assembly.has(Family.VIDEO.metric()));
        assertFalse(assembly.has(Family.HANDS.metric()));
        assertEquals(versioned.stream().map(DatasetEntry::dataset).sorted().toList(),
                northwind.unversioned().datasets().stream().map(DatasetEntry::dataset).sorted().toList());
    }

    @Test
    void videoCharacteristicsWithDistributionAndNullBlocks() {
        VideoCharacteristics kitchen = northwind.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN).withDistribution());
        assertEquals(KITCHEN, kitchen.dataset());
        assertTrue(kitchen.analyzedClipCount() >= 2500);
        for (Defect defect : Defect.values()) {
            DefectBlock block = kitchen.defect(defect).orElseThrow(() -> new AssertionError(defect + " missing"));
            Distribution distribution = block.distribution().orElseThrow();
            assertEquals("clip", distribution.observationUnit());
            assertEquals("assessed_duration", distribution.weightedBy());
            assertFalse(distribution.bins().isEmpty());
            assertEquals(100.0, distribution.bins().stream().mapToDouble(Distribution.HistogramBin::footagePercent).sum(), 0.01);
        }
        assertTrue(kitchen.unreadable().isPresent());
        VideoCharacteristics plain = northwind.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        assertTrue(plain.defect(Defect.FROZEN).orElseThrow().distribution().isEmpty(), "no distribution unless asked");
        assertEquals(kitchen.defect(Defect.FROZEN).orElseThrow().percent(), plain.defect(Defect.FROZEN).orElseThrow().percent());

        VideoCharacteristics field = northwind.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(FIELD));
        assertTrue(field.defect(Defect.BLURRY).isEmpty(), "blurry not assessed yet: absent, never 0 %");
        assertTrue(field.defect(Defect.FROZEN).isPresent());
    }

    @Test
    void duplicatesGroupsLargestFirstAndNullExact() {
        Duplicates warehouse = northwind.versioned().duplicates(DuplicatesQuery.of(WAREHOUSE));
        Duplicates.Exact exact = warehouse.exact().orElseThrow();
        assertTrue(exact.groups().size() >= 2);
        long redundant = exact.groups().stream().mapToLong(g -> g.clips().size() - 1).sum();
        assertEquals(redundant, exact.redundantClipCount(), "group size minus one, summed");
        for (int i = 1; i < exact.groups().size(); i++) {
            assertTrue(exact.groups().get(i - 1).clips().size() >= exact.groups().get(i).clips().size());
        }
        assertEquals(Math.round(10000.0 * redundant / warehouse.comparedClipCount()) / 100.0, exact.redundantPercent(), 1e-9);
        Duplicates field = northwind.versioned().duplicates(DuplicatesQuery.of(FIELD));
        assertTrue(field.exact().isEmpty(), "not compared yet");
        assertEquals(warehouse.mediaDigest(),
                northwind.versioned().duplicates(DuplicatesQuery.of(WAREHOUSE).withMediaDigest(warehouse.mediaDigest())).mediaDigest());
    }

    @Test
    void vocabularyInBothFormsWithSectionAndPin() {
        Vocabulary versioned = northwind.versioned().vocabulary(VocabularyQuery.of(KITCHEN));
        assertEquals(Set.of("environments", "objects", "actions"),
                versioned.sections().stream().map(Vocabulary.Section::section).collect(java.util.stream.Collectors.toSet()));
        versioned.sections().forEach(s -> s.tiers().forEach(t -> t.representationShare().ifPresent(share ->
                assertTrue(share >= 0 && share <= 1, "representation_share is a fraction"))));
        Vocabulary objects = northwind.versioned().vocabulary(VocabularyQuery.of(KITCHEN).withSection("objects").withVocabulary(versioned.vocabulary()));
        assertEquals(List.of("objects"), objects.sections().stream().map(Vocabulary.Section::section).toList());
        assertEquals(versioned.vocabulary(), objects.vocabulary());

        UnversionedVocabulary unversioned = northwind.unversioned().vocabulary(VocabularyQuery.of(KITCHEN).withSection("objects"));
        assertEquals(versioned.vocabulary(), unversioned.vocabulary(), "same measurement, same token");
        UnversionedVocabulary.Section section = unversioned.sections().get(0);
        assertTrue(section.terms().stream().anyMatch(t -> t.term().equals("cup") && t.spellings().contains("mug")));
        section.tiers().forEach(t -> assertTrue(t.share() >= 0 && t.share() <= 1, "tier share normalised to a fraction"));
        assertEquals(2734, unversioned.clipsAnalyzed());
    }

    @Test
    void handActivitySharesAreFractionsAndAMissingMetricIsUnavailable() {
        HandActivity hands = northwind.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        assertEquals(2734, hands.clips());
        double visible = hands.handsVisibleShare().orElseThrow();
        assertTrue(visible > 0 && visible <= 1);
        assertEquals(hands.analysis(), northwind.unversioned().handActivity(HandActivityQuery.of(KITCHEN).withAnalysis(hands.analysis())).analysis());
        UnavailableException e = assertThrows(UnavailableException.class, () -> northwind.unversioned().handActivity(HandActivityQuery.of(ASSEMBLY)));
        assertEquals("quality_enrichment_unavailable", e.code().orElseThrow());
    }

    // ---- paging and filtering ----

    @Test
    void walkingKitchenEgocentricYieldsTheTotalAndReTotalsHandActivity() {
        ClipQuery query = ClipQuery.of(KITCHEN).withHandActivity(true).withFrameQuality(true);
        ClipPage first = northwind.unversioned().clips(query.withLimit(10));
        assertEquals(2734, first.total());
        assertEquals(10, first.clips().size());
        ClipWalk walk = northwind.unversioned().walkClips(query);
        double measured = 0;
        double visible = 0;
        double two = 0;
        double active = 0;
        long rows = 0;
        Set<String> seen = new HashSet<>();
        for (ClipPage page : walk) {
            assertEquals(first.vocabulary(), page.vocabulary(), "one classification for the whole walk");
            for (ClipRow row : page.clips()) {
                ClipRow.HandSeconds hand = row.handActivity().orElseThrow();
                measured += hand.measuredSeconds();
                visible += hand.handsVisibleSeconds();
                two += hand.twoHandsVisibleSeconds();
                active += hand.activeManipulationSeconds();
                assertTrue(row.frameQuality().isPresent());
                seen.add(row.clip());
                rows++;
            }
        }
        assertEquals(2734, rows);
        assertEquals(2734, seen.size());
        HandActivity hands = northwind.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        assertEquals(hands.measuredSeconds(), measured, 1e-6 * measured);
        assertEquals(hands.handsVisibleShare().orElseThrow(), visible / measured, 1e-9);
        assertEquals(hands.twoHandsVisibleShare().orElseThrow(), two / measured, 1e-9);
        assertEquals(hands.activeManipulationShare().orElseThrow(), active / measured, 1e-9);
    }

    @Test
    void aTermFilterSelectsTheUnionOverItsSections() {
        // sink is published in kitchen-egocentric as an environment and as an object
        ClipPage sink = northwind.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("sink").withLimit(1000));
        assertEquals(List.of("environments", "objects"),
                sink.filteredTo().stream().map(ClipPage.FilteredTo::section).toList());
        assertTrue(sink.filteredTo().stream().allMatch(f -> f.term().equals("sink")));
        long environments = sink.filteredTo().get(0).clipCount();
        long objects = sink.filteredTo().get(1).clipCount();
        assertTrue(sink.total() < environments + objects, "a union: some clips carry sink in both sections");
        assertTrue(sink.total() >= Math.max(environments, objects), "a union: at least every clip of either section");

        long inEnvironments = 0;
        long inObjects = 0;
        long walked = 0;
        for (ClipRow row : (Iterable<ClipRow>) northwind.unversioned().walkClips(ClipQuery.of(KITCHEN).withTerm("sink")).rows()::iterator) {
            boolean environment = row.environments().contains("sink");
            boolean object = row.objects().contains("sink");
            assertTrue(environment || object, row.clip());
            inEnvironments += environment ? 1 : 0;
            inObjects += object ? 1 : 0;
            walked++;
        }
        assertEquals(sink.total(), walked);
        assertEquals(environments, inEnvironments, "filtered_to counts re-total from the rows");
        assertEquals(objects, inObjects);
        assertTrue(northwind.unversioned().clips(ClipQuery.of(KITCHEN)).filteredTo().isEmpty());
    }

    @Test
    void aMergedSpellingSelectsTheSameClipsAsItsTerm() {
        ClipPage cup = northwind.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("cup").withLimit(1000));
        ClipPage mug = northwind.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("mug").withLimit(1000));
        assertFalse(cup.filteredTo().isEmpty());
        assertEquals(cup.filteredTo(), mug.filteredTo());
        assertEquals(cup.total(), mug.total());
        assertEquals(cup.clips().stream().map(ClipRow::clip).toList(), mug.clips().stream().map(ClipRow::clip).toList());
        assertEquals("cup", cup.filteredTo().get(0).term());
        long walked = northwind.unversioned().walkClips(ClipQuery.of(KITCHEN).withTerm("mug")).rows()
                .peek(row -> assertTrue(carries(row, "cup"), row.clip())).count();
        assertEquals(cup.total(), walked);
    }

    @Test
    void aSpellingNeverProducedSelectsNothingAndIsNotListed() {
        // kitchen-egocentric's seed merges "chopping block" into "cutting board" with weight 0
        ClipPage never = northwind.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("chopping block").withLimit(1000));
        assertEquals(0, never.total());
        assertTrue(never.clips().isEmpty());
        assertTrue(never.filteredTo().isEmpty());
        assertTrue(northwind.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("chopping board").withLimit(0)).total() > 0,
                "the produced spelling of the same term selects");
        UnversionedVocabulary.Term cuttingBoard = northwind.unversioned().vocabulary(VocabularyQuery.of(KITCHEN))
                .sections().stream().flatMap(section -> section.terms().stream())
                .filter(term -> term.term().equals("cutting board")).findFirst().orElseThrow();
        assertFalse(cuttingBoard.spellings().contains("chopping block"), cuttingBoard.spellings().toString());
        assertTrue(cuttingBoard.spellings().contains("chopping board"), cuttingBoard.spellings().toString());
        Vocabulary.Term versioned = northwind.versioned().vocabulary(VocabularyQuery.of(KITCHEN))
                .sections().stream().flatMap(section -> section.terms().stream())
                .filter(term -> term.term().equals("cutting board")).findFirst().orElseThrow();
        assertFalse(versioned.spellings().contains("chopping block"), versioned.spellings().toString());
        assertEquals(0, northwind.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("never-produced-spelling")).total());
    }

    private static boolean carries(ClipRow row, String term) {
        return row.environments().contains(term) || row.objects().contains(term) || row.actions().contains(term);
    }

    @Test
    void onePageOfTheLargeDataset() {
        ClipPage page = northwind.unversioned().clips(ClipQuery.of(FLEET).withLimit(1000).withOffset(100_000));
        assertTrue(page.total() >= 200_000);
        assertEquals(1000, page.clips().size());
        assertEquals(100_000, page.offset());
    }

    @Test
    void theSameDatasetIdInAnotherOrganizationIsAnotherCorpus() {
        try (DqClient southpaw = fixture.client(sandbox, sandbox.secondClient())) {
            assertEquals(SOUTHPAW, southpaw.versioned().access().scope().organizationId().orElseThrow());
            ClipPage theirs = southpaw.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(5));
            ClipPage ours = northwind.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(5));
            assertNotEquals(ours.clips().stream().map(ClipRow::clip).toList(), theirs.clips().stream().map(ClipRow::clip).toList());
            assertFalse(southpaw.unversioned().clips(ClipQuery.of(LAB).withLimit(1)).clips().isEmpty());
            assertThrows(UnavailableException.class, () -> northwind.unversioned().clips(ClipQuery.of(LAB)), "outside the scope: absent");
        }
    }

    // ---- the error table ----

    @Test
    void noCredentialIsCredentialRequired() throws Exception {
        // The SDK always presents a credential; the row is checked on the wire and through the one mapper.
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                sandbox.serviceUrl().resolve("/api/v1beta/quality/datasets")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(401, answer.statusCode());
        assertTrue(answer.body().contains("\"credential_required\""));
        assertTrue(answer.headers().firstValue("WWW-Authenticate").orElseThrow().startsWith("Bearer"));
        assertInstanceOf(AuthenticationException.class, ErrorMapper.byStatus(401, "credential_required", "m", "r", null, null));
    }

    @Test
    void anUnrecognisedCredentialIsCredentialInvalidAfterOneReMint() {
        sandbox.faults().inject("/api/v1beta/access",
                Fault.status(401, "{\"code\":\"credential_invalid\",\"message\":\"The access token is not valid.\"}").times(2));
        AuthenticationException e = assertThrows(AuthenticationException.class, northwind.versioned()::access);
        assertEquals("credential_invalid", e.code().orElseThrow());
        assertTrue(e.requestId().isPresent());
        assertEquals(NORTHWIND, northwind.versioned().access().scope().organizationId().orElseThrow(), "fine once the fault is spent");
    }

    @Test
    void anExpiredTokenIsReMintedOnceAndTheCallSucceeds() {
        AtomicReference<Instant> sandboxNow = new AtomicReference<>(Instant.parse("2026-11-21T10:00:00Z"));
        Clock sandboxClock = new Clock() {
            @Override
            public ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return sandboxNow.get();
            }
        };
        List<String> exchanges = new java.util.concurrent.CopyOnWriteArrayList<>();
        okhttp3.Interceptor recording = chain -> {
            okhttp3.Response response = chain.proceed(chain.request());
            exchanges.add(chain.request().url().encodedPath() + " " + response.code());
            return response;
        };
        okhttp3.OkHttpClient recorded = new okhttp3.OkHttpClient.Builder().addNetworkInterceptor(recording).build();
        try (Sandbox shortLived = Sandbox.start(SandboxConfig.defaults().withTokenTtl(Duration.ofSeconds(60)).withClock(sandboxClock));
             DqClient client = fixture.builder(shortLived, shortLived.demoClient()).clock(() -> 0L).httpClient(recorded).build()) {
            client.versioned().access();
            // The sandbox's token expires; the SDK's frozen clock still trusts it and sends it.
            sandboxNow.set(sandboxNow.get().plusSeconds(60));
            assertEquals(NORTHWIND, client.versioned().access().scope().organizationId().orElseThrow());
            String token = shortLived.tokenUrl().getPath();
            assertEquals(List.of(token + " 200", "/api/v1beta/access 200", "/api/v1beta/access 401", token + " 200",
                    "/api/v1beta/access 200"), exchanges);
        }
    }

    @Test
    void aCredentialWithoutViewDataIsInsufficientCapability() {
        try (DqClient none = fixture.client(sandbox, sandbox.noCapabilityClient())) {
            Access access = none.versioned().access();
            assertFalse(access.canViewData());
            PermissionException e = assertThrows(PermissionException.class, () -> none.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN)));
            assertEquals(403, e.status());
            assertEquals("insufficient_capability", e.code().orElseThrow());
        }
    }

    @Test
    void theOrganizationSelectorIsForbiddenAndTheSdkNeverSendsIt() throws Exception {
        String token = rawToken();
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        sandbox.serviceUrl().resolve("/api/access"))
                .header("Authorization", "Bearer " + token)
                .header("X-Service-Organization-Id", NORTHWIND).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(403, answer.statusCode());
        assertTrue(answer.body().contains("organization_selector_forbidden"));
        // An injected interceptor trying to add it is overruled by the SDK's last interceptor.
        okhttp3.Interceptor meddling = chain -> chain.proceed(chain.request().newBuilder()
                .header("X-Service-Organization-Id", NORTHWIND).build());
        okhttp3.OkHttpClient injected = new okhttp3.OkHttpClient.Builder().addNetworkInterceptor(meddling).build();
        try (DqClient client = fixture.builder(sandbox, sandbox.demoClient()).httpClient(injected).build()) {
            assertEquals(NORTHWIND, client.unversioned().access().scope().organizationId().orElseThrow());
        }
    }

    @Test
    void anIllFormedDatasetIdIsDatasetIdInvalid() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> northwind.versioned().duplicates(DuplicatesQuery.of("Not a valid id!")));
        assertEquals("dataset_id_invalid", e.code().orElseThrow());
        assertTrue(e.requestId().isPresent());
    }

    @Test
    void absentOutOfScopeOrUnmeasuredIsQualityEnrichmentUnavailable() {
        List<Function<DqClient, Object>> calls = List.of(
                c -> c.versioned().videoCharacteristics(VideoCharacteristicsQuery.of("no-such-dataset")),
                c -> c.versioned().duplicates(DuplicatesQuery.of(LAB)),
                c -> c.unversioned().handActivity(HandActivityQuery.of(ASSEMBLY)));
        for (Function<DqClient, Object> call : calls) {
            UnavailableException e = assertThrows(UnavailableException.class, () -> call.apply(northwind));
            assertEquals(404, e.status());
            assertEquals("quality_enrichment_unavailable", e.code().orElseThrow());
        }
    }

    @Test
    void aWrongSecretIsInvalidClient() {
        try (DqClient wrong = DqClient.builder().serviceUrl(sandbox.serviceUrl()).tokenUrl(sandbox.tokenUrl())
                .clientId(sandbox.demoClient().clientId()).clientSecret("not-the-secret".toCharArray()).build()) {
            AuthenticationException e = assertThrows(AuthenticationException.class, wrong.versioned()::access);
            assertEquals("invalid_client", e.code().orElseThrow());
            assertFalse(e.getMessage().contains("not-the-secret"));
        }
    }

    @Test
    void anUnreachableTokenUrlIsATransportError() {
        URI nowhere = URI.create("http://127.0.0.1:1/oauth2/token");
        try (DqClient client = fixture.builder(sandbox, sandbox.demoClient()).tokenUrl(nowhere).build()) {
            TransportException e = assertThrows(TransportException.class, client.versioned()::access);
            assertTrue(e.getMessage().contains("127.0.0.1:1/oauth2/token"), e.getMessage());
        }
    }

    // ---- faults played by the sandbox ----

    @Test
    void overloadWithRetryAfterIsHonouredThenSucceeds() {
        sandbox.faults().inject("/api/v1beta/quality/datasets", Fault.overloaded(4).times(1));
        List<DatasetEntry> datasets = fixture.client(sandbox, sandbox.demoClient()).versioned().datasets();
        assertFalse(datasets.isEmpty());
        assertEquals(List.of(Duration.ofSeconds(4)), fixture.sleeps);
    }

    @Test
    void persistentOverloadEndsOverloadedWithItsRetryAfter() {
        sandbox.faults().inject("/api/v1beta/quality/datasets", Fault.overloaded(90));
        OverloadedException e = assertThrows(OverloadedException.class, () -> fixture.client(sandbox, sandbox.demoClient()).versioned().datasets());
        assertEquals(Duration.ofSeconds(90), e.retryAfter().orElseThrow());
        assertEquals(List.of(Duration.ofSeconds(60), Duration.ofSeconds(60)), fixture.sleeps, "capped at 60 s");
    }

    @Test
    void serverFaultsAreTypedWithTheRequestId() {
        sandbox.faults().inject("/api/quality/hand-activity", Fault.internalError());
        ServerException server = assertThrows(ServerException.class, () -> northwind.unversioned().handActivity(HandActivityQuery.of(KITCHEN)));
        assertTrue(server.requestId().isPresent());
        sandbox.faults().clear();
        sandbox.faults().inject("/api/quality/hand-activity", Fault.deadlineExceeded());
        assertInstanceOf(DeadlineException.class, assertThrows(DqException.class, () -> northwind.unversioned().handActivity(HandActivityQuery.of(KITCHEN))));
        sandbox.faults().clear();
        sandbox.faults().inject("/api/quality/hand-activity", Fault.nonJson(502, "text/html", "<html><h1>502 Bad Gateway</h1></html>"));
        ProtocolException html = assertThrows(ProtocolException.class, () -> northwind.unversioned().handActivity(HandActivityQuery.of(KITCHEN)));
        assertEquals(502, html.status());
        assertTrue(html.requestId().isPresent());
    }

    @Test
    void aTruncatedBodyIsRetriedAndThenSucceeds() {
        sandbox.faults().inject("/api/quality/clips", Fault.truncatedBody().times(1));
        assertEquals(1000, fixture.client(sandbox, sandbox.demoClient()).unversioned().clips(ClipQuery.of(KITCHEN).withLimit(1000)).clips().size());
        assertEquals(1, fixture.sleeps.size());
    }

    @Test
    void aPersistentlyTruncatedBodyIsAProtocolError() {
        sandbox.faults().inject("/api/quality/clips", Fault.truncatedBody());
        ProtocolException e = assertThrows(ProtocolException.class, () -> northwind.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(1000)));
        assertTrue(e.requestId().isPresent());
    }

    @Test
    void aSlowAnswerPastTheReadTimeoutIsATransportError() {
        sandbox.faults().inject("/api/v1beta/access", Fault.delay(Duration.ofSeconds(2)));
        try (DqClient impatient = fixture.builder(sandbox, sandbox.demoClient()).readTimeout(Duration.ofMillis(300))
                .retryPolicy(io.dqexplorer.sdk.RetryPolicy.none()).build()) {
            TransportException e = assertThrows(TransportException.class, impatient.versioned()::access);
            assertTrue(e.requestId().isPresent());
        }
    }

    private static String rawToken() throws Exception {
        String form = "grant_type=client_credentials&client_id=" + sandbox.demoClient().clientId()
                + "&client_secret=" + sandbox.demoClient().clientSecret();
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(sandbox.tokenUrl())
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        return answer.body().replaceAll(".*\"access_token\"\\s*:\\s*\"([^\"]+)\".*", "$1");
    }
}
