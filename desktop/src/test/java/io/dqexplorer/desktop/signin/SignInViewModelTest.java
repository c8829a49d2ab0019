package io.dqexplorer.desktop.signin;

import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.async.RetryNotice;
import io.dqexplorer.desktop.demo.SharedDemoService;
import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.testing.SandboxExtension;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.prefs.BackingStoreException;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(SandboxExtension.class)
class SignInViewModelTest {

    private static Sandbox sandbox;

    private final InMemoryPreferences preferences = new InMemoryPreferences();
    private final List<Session> sessions = new ArrayList<>();
    private final RetryNotice retries = new RetryNotice(new CurrentThreadRunner());
    private SignInViewModel viewModel;

    @BeforeAll
    static void startSandbox(Sandbox running) {
        sandbox = running;
    }

    @BeforeEach
    void newForm() {
        viewModel = new SignInViewModel(new CurrentThreadRunner(), new Settings(preferences), new SdkClientFactory(),
                () -> SharedDemoService.of(sandbox), sessions::add, retries);
    }

    @AfterEach
    void signOut() {
        sessions.forEach(Session::close);
    }

    private void fill(String serviceUrl, String tokenUrl, SandboxClient credential) {
        viewModel.serviceUrlProperty().set(serviceUrl);
        viewModel.tokenUrlProperty().set(tokenUrl);
        viewModel.clientIdProperty().set(credential.clientId());
    }

    private void fillForSandbox(SandboxClient credential) {
        fill(sandbox.serviceUrl().toString(), sandbox.tokenUrl().toString(), credential);
    }

    @Test
    void signingInWithAValidCredentialHandsOnASessionScopedToItsOrganization() {
        SandboxClient demo = sandbox.demoClient();
        fillForSandbox(demo);

        viewModel.signIn(demo.clientSecret().toCharArray());

        assertNull(viewModel.errorProperty().get());
        assertEquals(1, sessions.size());
        Session session = sessions.get(0);
        assertEquals(demo.organizationId(), session.access().scope().organizationId().orElseThrow());
        assertTrue(session.access().canViewData());
        assertTrue(session.demo().isEmpty());
        assertFalse(viewModel.runningProperty().get());
    }

    @Test
    void theConnectionIsRememberedButNeverTheSecret() {
        SandboxClient demo = sandbox.demoClient();
        fillForSandbox(demo);

        viewModel.signIn(demo.clientSecret().toCharArray());

        Settings reread = new Settings(preferences);
        assertAll(
                () -> assertEquals(sandbox.serviceUrl().toString(), reread.serviceUrl()),
                () -> assertEquals(sandbox.tokenUrl().toString(), reread.tokenUrl()),
                () -> assertEquals(demo.clientId(), reread.clientId()),
                () -> assertTrue(stored().values().stream().noneMatch(v -> v.contains(demo.clientSecret())),
                        "a stored value contains the secret: " + stored().keySet()),
                () -> assertTrue(stored().keySet().stream()
                        .noneMatch(key -> key.toLowerCase().contains("secret") || key.equalsIgnoreCase("token")
                                || key.toLowerCase().contains("accesstoken")),
                        "unexpected keys " + stored().keySet()));
    }

    /** Every key and value remembered, read as java.util.prefs offers them. */
    private Map<String, String> stored() throws BackingStoreException {
        Map<String, String> stored = new HashMap<>();
        for (String key : preferences.keys()) {
            stored.put(key, preferences.get(key, null));
        }
        return stored;
    }

    @Test
    void aServiceUrlWithAWrongPathSaysThereIsNoAccessEndpointThere() {
        SandboxClient demo = sandbox.demoClient();
        fill(sandbox.serviceUrl() + "/nope", sandbox.tokenUrl().toString(), demo);

        viewModel.signIn(demo.clientSecret().toCharArray());

        ErrorReport error = viewModel.errorProperty().get();
        assertEquals("No access endpoint at this service URL — check the service URL", error.headline());
        assertEquals("not_found", error.code().orElseThrow());
        assertTrue(error.requestId().isPresent());
        assertEquals(ErrorAction.NONE, error.action(), "nothing to press on the sign-in form");
        assertTrue(sessions.isEmpty());
    }

    @Test
    void everySignInFailureLeavesNothingToPressButSignInAgain() {
        SandboxClient demo = sandbox.demoClient();
        fillForSandbox(demo);
        sandbox.faults().inject("/api/v1beta/access", Fault.status(403,
                "{\"code\":\"insufficient_capability\",\"message\":\"Not for this credential.\"}").times(1));
        try {
            viewModel.signIn(demo.clientSecret().toCharArray());
        } finally {
            sandbox.faults().clear();
        }

        ErrorReport error = viewModel.errorProperty().get();
        assertEquals("insufficient_capability", error.code().orElseThrow());
        assertEquals(ErrorAction.NONE, error.action(), "\"Show access\" would find no session to ask with");
        assertTrue(sessions.isEmpty());
    }

    @Test
    void aNewFormStartsWithTheRememberedConnection() {
        new Settings(preferences).rememberConnection("https://dq.example.com", "https://auth.example.com/token", "acme");

        SignInViewModel again = new SignInViewModel(new CurrentThreadRunner(), new Settings(preferences),
                new SdkClientFactory(), () -> SharedDemoService.of(sandbox), sessions::add, retries);

        assertEquals("https://dq.example.com", again.serviceUrlProperty().get());
        assertEquals("https://auth.example.com/token", again.tokenUrlProperty().get());
        assertEquals("acme", again.clientIdProperty().get());
    }

    @Test
    void theSecretArrayIsWipedOnceTheClientHoldsItsOwnCopy() {
        SandboxClient demo = sandbox.demoClient();
        fillForSandbox(demo);
        char[] secret = demo.clientSecret().toCharArray();

        viewModel.signIn(secret);

        assertArrayEquals(new char[secret.length], secret);
        assertEquals(1, sessions.size());
    }

    @Test
    void bothWaysOfSigningInBuildTheirClientWithTheFactoryTheyAreHanded() {
        List<String> built = new ArrayList<>();
        ClientFactory recording = (service, token, id, secret, listener) -> {
            built.add(id + " at " + service + (listener == retries ? ", retries told" : ""));
            return new SdkClientFactory().create(service, token, id, secret, listener);
        };
        SignInViewModel form = new SignInViewModel(new CurrentThreadRunner(), new Settings(preferences), recording,
                () -> SharedDemoService.of(sandbox), sessions::add, retries);
        SandboxClient demo = sandbox.demoClient();
        form.serviceUrlProperty().set(sandbox.serviceUrl().toString());
        form.tokenUrlProperty().set(sandbox.tokenUrl().toString());
        form.clientIdProperty().set(demo.clientId());

        form.signIn(demo.clientSecret().toCharArray());
        form.useDemo();

        String expected = demo.clientId() + " at " + sandbox.serviceUrl() + ", retries told";
        assertEquals(List.of(expected, expected), built);
        assertEquals(2, sessions.size());
    }

    @Test
    void aWrongSecretSaysTheCredentialWasNotAcceptedWithTheTokenEndpointsCode() {
        SandboxClient demo = sandbox.demoClient();
        fillForSandbox(demo);

        viewModel.signIn("not-the-secret".toCharArray());

        ErrorReport error = viewModel.errorProperty().get();
        assertEquals("The client id or secret was not accepted", error.headline());
        assertEquals("invalid_client", error.code().orElseThrow());
        assertTrue(sessions.isEmpty());
        assertEquals("", new Settings(preferences).clientId(), "a refused connection is not remembered");
    }

    @Test
    void anUnknownClientIdIsRefusedTheSameWay() {
        fill(sandbox.serviceUrl().toString(), sandbox.tokenUrl().toString(),
                new SandboxClient("nobody", "x", "org", List.of()));

        viewModel.signIn("whatever".toCharArray());

        assertEquals("invalid_client", viewModel.errorProperty().get().code().orElseThrow());
        assertTrue(sessions.isEmpty());
    }

    @Test
    void anUnreachableTokenEndpointSaysSoAndNamesIt() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String tokenUrl = "http://127.0.0.1:" + closedPort + "/oauth2/token";
        SandboxClient demo = sandbox.demoClient();
        fill(sandbox.serviceUrl().toString(), tokenUrl, demo);

        viewModel.signIn(demo.clientSecret().toCharArray());

        ErrorReport error = viewModel.errorProperty().get();
        assertEquals("The token endpoint or the service could not be reached", error.headline());
        assertTrue(error.detail().contains(Integer.toString(closedPort)), error.detail());
        assertTrue(sessions.isEmpty());
        assertTrue(retries.latestProperty().get().text().startsWith("No answer from the service: retrying in"),
                "the retries were announced while the user waited");
    }

    @Test
    void aPlainHttpRemoteServiceUrlIsRefusedNamingTheField() {
        SandboxClient demo = sandbox.demoClient();
        fill("http://dq.example.com", sandbox.tokenUrl().toString(), demo);

        viewModel.signIn(demo.clientSecret().toCharArray());

        ErrorReport error = viewModel.errorProperty().get();
        assertEquals("These settings cannot be used", error.headline());
        assertTrue(error.detail().startsWith("Service URL must use https"), error.detail());
        assertTrue(sessions.isEmpty());
    }

    @Test
    void aMalformedUrlIsRefusedNamingTheField() {
        SandboxClient demo = sandbox.demoClient();
        fill(sandbox.serviceUrl().toString(), "https://auth example.com/token", demo);

        viewModel.signIn(demo.clientSecret().toCharArray());

        assertTrue(viewModel.errorProperty().get().detail().startsWith("Token URL is not a valid URL"),
                viewModel.errorProperty().get().detail());
    }

    @Test
    void aCredentialWithoutViewDataIsStoppedWithItsScopeAndCapabilities() {
        SandboxClient limited = sandbox.noCapabilityClient();
        fillForSandbox(limited);

        viewModel.signIn(limited.clientSecret().toCharArray());

        ErrorReport error = viewModel.errorProperty().get();
        String capabilities = limited.capabilities().isEmpty() ? "none" : String.join(", ", limited.capabilities());
        assertEquals("This credential cannot view data", error.headline());
        assertTrue(error.detail().contains("scope organization " + limited.organizationId()), error.detail());
        assertTrue(error.detail().contains("capabilities: " + capabilities), error.detail());
        assertTrue(sessions.isEmpty());
    }

    @Test
    void theSignInCommandNeedsEveryConnectionFieldAndNoRunningAttempt() {
        assertFalse(viewModel.signInExecutableBinding().get());
        fillForSandbox(sandbox.demoClient());
        assertTrue(viewModel.signInExecutableBinding().get());
        viewModel.clientIdProperty().set(" ");
        assertFalse(viewModel.signInExecutableBinding().get());
    }

    @Test
    void theDemoServiceSignsInWithItsDemoCredentialAndIsNotRememberedAsAConnection() {
        viewModel.useDemo();

        assertNull(viewModel.errorProperty().get());
        Session session = sessions.get(0);
        assertTrue(session.demo().isPresent());
        assertEquals(sandbox.demoClient().organizationId(), session.access().scope().organizationId().orElseThrow());
        assertEquals("", new Settings(preferences).serviceUrl());
    }

    @Test
    void aFailingDemoStartIsReported() {
        SignInViewModel broken = new SignInViewModel(new CurrentThreadRunner(), new Settings(preferences),
                new SdkClientFactory(), () -> {
                    throw new IllegalStateException("no free port");
                }, sessions::add, retries);

        broken.useDemo();

        assertTrue(broken.errorProperty().get().detail().contains("no free port"));
        assertFalse(broken.runningProperty().get());
    }

    @Test
    void cancellingASignInWhoseAnswerIsStillAwaitedAdmitsNoSessionAndLeavesTheFormIdle() throws Exception {
        CountDownLatch accessAsked = new CountDownLatch(1);
        CountDownLatch answer = new CountDownLatch(1);
        try (MockWebServer service = new MockWebServer()) {
            service.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                    if (request.getUrl().encodedPath().equals("/token")) {
                        return json("{\"access_token\":\"t\",\"token_type\":\"Bearer\",\"expires_in\":300}");
                    }
                    accessAsked.countDown();
                    // held until the attempt is cancelled; then the credential would be one that may view data
                    answer.await();
                    return json("{\"capabilities\":[\"view_data\"],\"writes_require_admin\":false,"
                            + "\"scope\":{\"kind\":\"organization\",\"organization_id\":\"org-held\"}}");
                }
            });
            service.start();
            QueuedRunner runner = new QueuedRunner();
            viewModel = new SignInViewModel(runner, new Settings(preferences), new SdkClientFactory(),
                    () -> SharedDemoService.of(sandbox), sessions::add, retries);
            viewModel.serviceUrlProperty().set(service.url("/").toString());
            viewModel.tokenUrlProperty().set(service.url("/token").toString());
            viewModel.clientIdProperty().set("held-client");
            viewModel.signIn("held-secret".toCharArray());
            Thread worker = new Thread(runner::runNext, "sign-in-worker");
            worker.start();
            assertTrue(accessAsked.await(30, TimeUnit.SECONDS), "the access endpoint was asked");
            assertTrue(viewModel.runningProperty().get());

            viewModel.cancel();
            answer.countDown();
            worker.join();

            assertEquals(List.of(), sessions, "no session comes of a cancelled attempt");
            assertFalse(viewModel.runningProperty().get());
            assertNull(viewModel.errorProperty().get());
            assertTrue(viewModel.signInExecutableBinding().get(), "the form can be sent again");
        }
    }

    private static MockResponse json(String body) {
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build();
    }
}
