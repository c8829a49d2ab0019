package io.dqexplorer.sandbox;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One request written byte for byte on a fresh loopback connection, for requests no HTTP client
 * would send. The writing side is shut after the request, so the server sees the end of the
 * connection and everything it answers (or nothing) is read up to its close.
 *
 * @param bytes every byte received before the server closed or reset the connection
 */
record RawExchange(String bytes) {

    static RawExchange send(Sandbox sandbox, String request) {
        try (Socket socket = new Socket(sandbox.serviceUrl().getHost(), sandbox.serviceUrl().getPort())) {
            socket.setSoTimeout(20_000);
            try {
                socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
                socket.shutdownOutput();
            } catch (SocketException e) {
                // The server may drop the connection before the whole request is written; its answer, if any, is read below.
            }
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            InputStream in = socket.getInputStream();
            try {
                in.transferTo(received);
            } catch (SocketException e) {
                // A reset ends the answer like a close does; a read timeout is not caught and fails the test.
            }
            return new RawExchange(received.toString(StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    boolean answered() {
        return !bytes.isEmpty();
    }

    int status() {
        return Integer.parseInt(bytes.split(" ", 3)[1]);
    }

    /** The answer's headers, by lower-case name. */
    Map<String, String> headers() {
        Map<String, String> headers = new TreeMap<>();
        String head = bytes.substring(0, bytes.indexOf("\r\n\r\n"));
        for (String line : head.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                headers.put(line.substring(0, colon).toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
            }
        }
        return headers;
    }

    String body() {
        return bytes.substring(bytes.indexOf("\r\n\r\n") + 4);
    }
}
