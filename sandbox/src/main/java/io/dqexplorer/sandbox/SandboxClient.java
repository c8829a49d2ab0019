package io.dqexplorer.sandbox;

import java.util.List;

/** A seeded machine credential: what onboarding would hand a customer. */
public record SandboxClient(String clientId, String clientSecret, String organizationId, List<String> capabilities) {

    public SandboxClient {
        capabilities = List.copyOf(capabilities);
    }

    /** Keeps the secret out of logs and assertion messages. */
    @Override
    public String toString() {
        return "SandboxClient[clientId=" + clientId + ", organizationId=" + organizationId
                + ", capabilities=" + capabilities + "]";
    }
}
