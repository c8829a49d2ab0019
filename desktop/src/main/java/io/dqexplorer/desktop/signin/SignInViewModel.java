package io.dqexplorer.desktop.signin;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.model.Access;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The sign-in form: builds a client from the connection fields (or the demo service), asks the
 * access endpoint what the credential may do, and hands a {@link Session} on only when it may view data.
 * An attempt can be cancelled: what it opened is closed, and no session comes of it.
 * Remembers the connection fields, never the secret.
 */
public final class SignInViewModel {

    private final AsyncRunner runner;
    private final Settings settings;
    private final ClientFactory clients;
    private final Supplier<DemoService> demoStarter;
    private final Consumer<Session> onSignedIn;
    private final RetryListener retryListener;

    private final StringProperty serviceUrl = new SimpleStringProperty(this, "serviceUrl");
    private final StringProperty tokenUrl = new SimpleStringProperty(this, "tokenUrl");
    private final StringProperty clientId = new SimpleStringProperty(this, "clientId");
    private final StringProperty awaitedView = new SimpleStringProperty(this, "awaitedView");
    private final LoadState attempt = new LoadState();
    private final BooleanBinding signInExecutable;

    /**
     * @param clients     builds the client of the form's connection and of the demo credential
     * @param demoStarter starts (or lends) the demo service; called off the UI thread
     * @param onSignedIn  receives the session on the UI thread; it owns it from then on
     * @param retryListener told about each retry of the signed-in client, to show "retrying in N s"
     */
    public SignInViewModel(AsyncRunner runner, Settings settings, ClientFactory clients,
                           Supplier<DemoService> demoStarter, Consumer<Session> onSignedIn,
                           RetryListener retryListener) {
        this.runner = runner;
        this.retryListener = retryListener;
        this.settings = settings;
        this.clients = clients;
        this.demoStarter = demoStarter;
        this.onSignedIn = onSignedIn;
        serviceUrl.set(settings.serviceUrl());
        tokenUrl.set(settings.tokenUrl());
        clientId.set(settings.clientId());
        signInExecutable = Bindings.createBooleanBinding(
                () -> !attempt.isLoading()
                        && !isBlank(serviceUrl.get()) && !isBlank(tokenUrl.get()) && !isBlank(clientId.get()),
                attempt.loadingProperty(), serviceUrl, tokenUrl, clientId);
    }

    /**
     * Signs in with the form's connection and this secret. The array is wiped once the client has
     * taken its own copy, so the caller must not reuse it.
     */
    public void signIn(char[] secret) {
        String service = serviceUrl.get().trim();
        String token = tokenUrl.get().trim();
        String id = clientId.get().trim();
        DqClient client;
        try {
            client = clients.create(parse("Service URL", service), parse("Token URL", token), id, secret,
                    retryListener);
        } catch (IllegalArgumentException invalid) {
            attempt.failed(SignInFailures.describe(invalid));
            return;
        } finally {
            // the factory wipes it too, but a field that does not parse never reaches the factory
            Arrays.fill(secret, '\0');
        }
        runner.call(() -> checkAccess(client))
                .showing(attempt, SignInFailures::describe)
                .onSuccess(access -> {
                    if (admit(client, access, Optional.empty())) {
                        settings.rememberConnection(service, token, id);
                    }
                })
                .onCancel(client::close)
                .start();
    }

    /** Starts the demo service off the UI thread and signs in with its demo credential. */
    public void useDemo() {
        Opened opened = new Opened();
        runner.call(() -> signInToDemo(opened))
                .showing(attempt, SignInFailures::describe)
                .onSuccess(session -> admit(session.client(), session.access(), session.demo()))
                .onCancel(opened::closeAll)
                .start();
    }

    /** Stops the attempt under way: what it opened is closed, no session is handed on, and the form is idle again. */
    public void cancel() {
        attempt.cancel();
    }

    private Session signInToDemo(Opened opened) {
        DemoService demo = opened.keep(demoStarter.get());
        try {
            DqClient client = opened.keep(demo.client(clients, retryListener));
            return new Session(client, checkAccess(client), Optional.of(demo));
        } catch (RuntimeException e) {
            // closes each thing once, also when a cancel closed them first
            opened.closeAll();
            throw e;
        }
    }

    private static Access checkAccess(DqClient client) {
        try {
            return client.versioned().access();
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
    }

    /** Hands the session on when the credential may view data; otherwise says why not and closes it. */
    private boolean admit(DqClient client, Access access, Optional<DemoService> demo) {
        Session session = new Session(client, access, demo);
        if (!access.canViewData()) {
            session.close();
            attempt.failed(SignInFailures.cannotViewData(access));
            return false;
        }
        onSignedIn.accept(session);
        return true;
    }

    private static URI parse(String field, String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException(field + " is required");
        }
        try {
            return new URI(text);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(field + " is not a valid URL: " + e.getReason(), e);
        }
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }

    public StringProperty serviceUrlProperty() {
        return serviceUrl;
    }

    public StringProperty tokenUrlProperty() {
        return tokenUrl;
    }

    public StringProperty clientIdProperty() {
        return clientId;
    }

    /** What a view handed to the app waits for, in words, shown above the form; empty when none waits. */
    public StringProperty awaitedViewProperty() {
        return awaitedView;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return attempt.loadingProperty();
    }

    /** Why the last attempt failed; null while there is nothing to report. */
    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return attempt.errorProperty();
    }

    /** True when the form is complete and no attempt is running (the secret is checked by the view). */
    public BooleanBinding signInExecutableBinding() {
        return signInExecutable;
    }
}
