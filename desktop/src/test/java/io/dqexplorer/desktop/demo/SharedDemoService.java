package io.dqexplorer.desktop.demo;

import io.dqexplorer.sandbox.Sandbox;

/** The demo service on a sandbox the tests started, shared across many sign-ins: closing the service leaves it running. */
public final class SharedDemoService {

    private SharedDemoService() {
    }

    public static DemoService of(Sandbox sandbox) {
        return new DemoService(sandbox, false);
    }
}
