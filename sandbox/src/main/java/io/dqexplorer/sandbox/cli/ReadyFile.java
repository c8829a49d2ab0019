package io.dqexplorer.sandbox.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The file that tells an outside harness the sandbox is listening, where, and with which clients.
 * Any old file at the target is deleted before the server starts; the new one is written to a
 * temporary file beside the target and moved into place once listening, so a watcher never reads
 * half of it nor a stale one.
 */
final class ReadyFile {

    private ReadyFile() {
    }

    /** Removes a ready file left by an earlier run, before the server starts. */
    static void delete(Path target) throws IOException {
        Files.deleteIfExists(target.toAbsolutePath());
    }

    static void write(Sandbox sandbox, Path target) throws IOException {
        ObjectNode ready = new ObjectMapper().createObjectNode()
                .put("service_url", sandbox.serviceUrl().toString())
                .put("token_url", sandbox.tokenUrl().toString());
        ArrayNode clients = ready.putArray("clients");
        for (SandboxClient client : sandbox.clients()) {
            ObjectNode entry = clients.addObject()
                    .put("client_id", client.clientId())
                    .put("client_secret", client.clientSecret())
                    .put("organization_id", client.organizationId());
            client.capabilities().forEach(entry.putArray("capabilities")::add);
        }
        Path absolute = target.toAbsolutePath();
        Path directory = absolute.getParent();
        Files.createDirectories(directory);
        Path temporary = Files.createTempFile(directory, absolute.getFileName().toString(), ".tmp");
        try {
            new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(temporary.toFile(), ready);
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
