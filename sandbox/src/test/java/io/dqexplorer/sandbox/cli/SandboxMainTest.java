package io.dqexplorer.sandbox.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SandboxMainTest {

    @Test
    void readyFileListsTheUrlsAndEverySeededClientOnceListening(@TempDir Path directory) throws Exception {
        Path ready = directory.resolve("nested/ready.json");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Sandbox sandbox = SandboxMain.launch(new String[] {"--port", "0", "--token-ttl", "60", "--ready-file",
                ready.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8))) {
            JsonNode json = new ObjectMapper().readTree(ready.toFile());
            assertEquals(sandbox.serviceUrl().toString(), json.get("service_url").asText());
            assertEquals(sandbox.tokenUrl().toString(), json.get("token_url").asText());
            assertTrue(json.get("service_url").asText().startsWith("http://127.0.0.1:"));
            assertEquals(3, json.get("clients").size());
            for (int i = 0; i < 3; i++) {
                SandboxClient client = sandbox.clients().get(i);
                JsonNode entry = json.get("clients").get(i);
                assertEquals(client.clientId(), entry.get("client_id").asText());
                assertEquals(client.clientSecret(), entry.get("client_secret").asText());
                assertEquals(client.organizationId(), entry.get("organization_id").asText());
                assertEquals(client.capabilities().size(), entry.get("capabilities").size());
            }
            try (var files = Files.list(ready.getParent())) {
                assertEquals(1, files.count(), "no temporary file is left beside the ready file");
            }
            JsonNode first = json.get("clients").get(0);
            String form = "grant_type=client_credentials&client_id=" + first.get("client_id").asText()
                    + "&client_secret=" + first.get("client_secret").asText();
            HttpResponse<String> token = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(json.get("token_url").asText())).timeout(Duration.ofSeconds(5))
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .POST(HttpRequest.BodyPublishers.ofString(form)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, token.statusCode());
            assertEquals(60, new ObjectMapper().readTree(token.body()).get("expires_in").asInt());
            assertTrue(out.toString(StandardCharsets.UTF_8).contains(sandbox.serviceUrl().toString()));
        }
    }

    @Test
    void anOldReadyFileIsRemovedBeforeStartingSoAFailedStartLeavesNoStaleUrls(@TempDir Path directory) throws Exception {
        Path ready = directory.resolve("ready.json");
        Files.writeString(ready, "{\"service_url\": \"http://127.0.0.1:1\", \"clients\": []}");
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String[] args = {"--port", Integer.toString(taken.getLocalPort()), "--ready-file", ready.toString()};
            PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
            assertThrows(RuntimeException.class, () -> SandboxMain.launch(args, out), "the port is taken");
        }
        assertFalse(Files.exists(ready), "a harness waiting for the file must not read the earlier run's URLs");
    }

    @Test
    void anOldReadyFileIsReplacedOnceListening(@TempDir Path directory) throws Exception {
        Path ready = directory.resolve("ready.json");
        Files.writeString(ready, "{\"service_url\": \"http://127.0.0.1:1\", \"clients\": []}");
        try (Sandbox sandbox = SandboxMain.launch(new String[] {"--ready-file", ready.toString()},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))) {
            JsonNode json = new ObjectMapper().readTree(ready.toFile());
            assertEquals(sandbox.serviceUrl().toString(), json.get("service_url").asText());
            assertEquals(3, json.get("clients").size());
        }
    }

    @Test
    void helpPrintsUsageAndStartsNothing() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertNull(SandboxMain.launch(new String[] {"--help"}, new PrintStream(out, true, StandardCharsets.UTF_8)));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("Usage: java -jar dq-sandbox.jar"));
    }

    @Test
    void badArgumentsAreOneLineMessages() {
        String[][] bad = {{"--port"}, {"--port", "x"}, {"--port", "70000"}, {"--token-ttl", "0"}, {"--frobnicate"},
                {"--ready-file"}};
        for (String[] args : bad) {
            CommandLine.UsageException e = assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(args));
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }

    @Test
    void argumentsSetPortAndTokenLifetime() throws Exception {
        CommandLine command = CommandLine.parse("--port", "8123", "--token-ttl", "42");
        assertEquals(8123, command.config().port());
        assertEquals(Duration.ofSeconds(42), command.config().tokenTtl());
        assertTrue(command.readyFile().isEmpty());
    }
}
