package io.dqexplorer.sdk.wire;

import com.nimbusds.oauth2.sdk.auth.Secret;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.internal.Redactor;
import io.dqexplorer.sdk.internal.auth.TokenSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** What {@link DqClient#close()} lets go of: the connections it opened, the secret and the tokens. */
class CloseWireTest {

    private WireFixture wire;

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
    }

    @AfterEach
    void stop() {
        wire.close();
    }

    /**
     * A service on a bare socket that answers one request on a keep-alive connection and then
     * watches that connection: the client's pool keeps it open (five minutes) until close.
     */
    @Test
    void closingTheClientClosesTheConnectionsItOpened() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            CompletableFuture<String> connection = CompletableFuture.supplyAsync(() -> serveOneThenWatch(server));
            DqClient client = wire.builder().serviceUrl(URI.create("http://127.0.0.1:" + server.getLocalPort() + "/")).build();
            client.versioned().access();
            client.close();
            assertEquals("closed by the client", connection.get(20, TimeUnit.SECONDS));
        }
    }

    private static String serveOneThenWatch(ServerSocket server) {
        try (Socket socket = server.accept()) {
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            String line;
            do {
                line = in.readLine();
            } while (line != null && !line.isEmpty());
            byte[] body = WireFixture.ACCESS.getBytes(StandardCharsets.UTF_8);
            OutputStream out = socket.getOutputStream();
            out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            socket.setSoTimeout(10_000);
            try {
                return in.read() == -1 ? "closed by the client" : "another request";
            } catch (SocketTimeoutException stillOpen) {
                return "still open after 10 s";
            }
        } catch (Exception e) {
            return e.toString();
        }
    }

    /**
     * The secret, the token and the redactor's list of values are private to the client: no call
     * can reach them once it is closed, so reading its fields is the one way to see them go.
     */
    @Test
    void closingTheClientErasesTheSecretAndForgetsTheTokens() throws Exception {
        wire.serviceHandler = request -> WireFixture.access();
        DqClient client = wire.client();
        client.versioned().access();
        Secret secret = field(client, "secret", Secret.class);
        Redactor redactor = field(client, "redactor", Redactor.class);
        TokenSource tokens = field(client, "tokens", TokenSource.class);
        assertEquals(WireFixture.SECRET, secret.getValue());
        assertEquals(Redactor.MASK + " " + Redactor.MASK, redactor.redact(WireFixture.SECRET + " token-1"));

        client.close();

        assertNull(secret.getValue(), "the secret is erased");
        assertEquals(WireFixture.SECRET + " token-1", redactor.redact(WireFixture.SECRET + " token-1"),
                "the redactor holds no secret any more");
        assertNull(field(tokens, "cached", Object.class), "no cached token");
        assertNull(field(tokens, "latest", Object.class), "no latest token");
    }

    private static <T> T field(Object owner, String name, Class<T> type) throws ReflectiveOperationException {
        Field field = owner.getClass().getDeclaredField(name);
        field.setAccessible(true);
        return type.cast(field.get(owner));
    }
}
