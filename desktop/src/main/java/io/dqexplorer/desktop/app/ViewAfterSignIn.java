package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.signin.SignInViewModel;
import io.dqexplorer.desktop.views.ViewFiles;
import io.dqexplorer.desktop.views.ViewOrigin;
import io.dqexplorer.desktop.views.ViewSource;
import io.dqexplorer.desktop.views.Views;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.view.SavedView;

import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A view asked for before sign-in (a launch with a file or link, a view of another service): the sign-in is
 * prepared for it, and it opens after the sign-in.
 */
final class ViewAfterSignIn {

    private final AsyncRunner runner;
    /** The sign-in form shown now: a new one after each sign-out. */
    private final Supplier<SignInViewModel> signIn;
    private Consumer<Views> pending;

    ViewAfterSignIn(AsyncRunner runner, Supplier<SignInViewModel> signIn) {
        this.runner = runner;
        this.signIn = signIn;
    }

    /** Opens {@code view} after the sign-in, which is prepared for it. */
    void await(SavedView view, ViewSource from) {
        pending = opened -> opened.open(view, from);
        prepare(view);
    }

    /**
     * Opens a {@code .dqview} file or a {@code dqexplorer:} link after the sign-in; the sign-in is prepared for
     * it once read, while still {@code signedOut} and no other view was asked for meanwhile.
     */
    void await(String fileOrLink, BooleanSupplier signedOut) {
        Consumer<Views> open = opened -> opened.open(fileOrLink);
        pending = open;
        ViewFiles.read(fileOrLink, runner, view -> {
            if (signedOut.getAsBoolean() && pending == open) {
                prepare(view);
            }
        });
    }

    /** Opens the view waiting on the sign-in, if any; else offers the last session's. */
    void signedIn(Views views) {
        if (pending != null) {
            Consumer<Views> open = pending;
            pending = null;
            open.accept(views);
        } else {
            views.offerLastSession();
        }
    }

    /**
     * A view of the demo service signs in to it at once (it needs no credential and no network, and the user
     * asked to see it), unless an attempt is already under way; any other fills in its service and says which
     * view opens once signed in there.
     */
    private void prepare(SavedView view) {
        SignInViewModel form = signIn.get();
        if (ViewOrigin.DEMO.equals(view.serviceUrl())) {
            if (!form.runningProperty().get()) {
                form.useDemo();
            }
            return;
        }
        form.serviceUrlProperty().set(view.serviceUrl());
        form.awaitedViewProperty().set("The view of " + ServiceText.shown(view.dataset()) + " of "
                + ServiceText.shown(ViewOrigin.of(view).describe()) + " opens once you sign in there.");
    }
}
