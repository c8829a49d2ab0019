package io.dqexplorer.sandbox.auth;

import io.dqexplorer.sandbox.SandboxClient;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/** The machine credentials the issuer accepts. Secrets are drawn fresh at every start and never stored in source. */
public final class ClientRegistry {

    private final List<SandboxClient> clients;

    private ClientRegistry(List<SandboxClient> clients) {
        this.clients = List.copyOf(clients);
    }

    /** The seeded credentials: one view_data client per organization and one demo-organization client with no capability. */
    public static ClientRegistry seeded(String demoOrganization, String secondOrganization, SecureRandom random) {
        return new ClientRegistry(List.of(
                new SandboxClient("northwind-analyst", newSecret(random), demoOrganization, List.of(Caller.VIEW_DATA)),
                new SandboxClient("southpaw-analyst", newSecret(random), secondOrganization, List.of(Caller.VIEW_DATA)),
                new SandboxClient("northwind-no-capability", newSecret(random), demoOrganization, List.of())));
    }

    public List<SandboxClient> clients() {
        return clients;
    }

    public SandboxClient byId(String clientId) {
        return clients.stream().filter(client -> client.clientId().equals(clientId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no seeded client " + clientId));
    }

    /** The client whose id and secret both match; secrets are compared in constant time. */
    public Optional<SandboxClient> authenticate(String clientId, String clientSecret) {
        for (SandboxClient client : clients) {
            if (client.clientId().equals(clientId)
                    && MessageDigest.isEqual(client.clientSecret().getBytes(StandardCharsets.UTF_8),
                    clientSecret.getBytes(StandardCharsets.UTF_8))) {
                return Optional.of(client);
            }
        }
        return Optional.empty();
    }

    private static String newSecret(SecureRandom random) {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
