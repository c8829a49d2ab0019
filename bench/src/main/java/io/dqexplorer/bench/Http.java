package io.dqexplorer.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plain client every reference side uses: {@link HttpURLConnection}, whose keep-alive cache
 * reuses a connection once an answer is read to its end and its stream closed.
 */
final class Http {

    private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");

    static {
        // the JDK keeps 5 idle connections per host by default; 16 concurrent clients must each keep theirs
        System.setProperty("http.maxConnections", "64");
    }

    private Http() {
    }

    /** A client-credentials token, as the SDK asks for it. */
    static String token(URI tokenUrl, String clientId, String clientSecret) throws IOException {
        String form = "grant_type=client_credentials&client_id=" + URLEncoder.encode(clientId, StandardCharsets.UTF_8)
                + "&client_secret=" + URLEncoder.encode(clientSecret, StandardCharsets.UTF_8);
        HttpURLConnection connection = (HttpURLConnection) tokenUrl.toURL().openConnection();
        connection.setRequestMethod("POST");
        connection.setDoOutput(true);
        connection.setRequestProperty("Content-Type", "application/x-www-form-urlencoded");
        try (OutputStream out = connection.getOutputStream()) {
            out.write(form.getBytes(StandardCharsets.UTF_8));
        }
        String answer = new String(body(connection), StandardCharsets.UTF_8);
        Matcher token = ACCESS_TOKEN.matcher(answer);
        if (!token.find()) {
            throw new IOException("no access_token from " + tokenUrl + " (status " + connection.getResponseCode() + ")");
        }
        return token.group(1);
    }

    /** GET and keep the bytes. */
    static byte[] get(URI url, String token) throws IOException {
        return body(open(url, token));
    }

    /** GET and throw the bytes away; returns how many there were. */
    static long discard(URI url, String token, byte[] buffer) throws IOException {
        return read(url, token, discarding(buffer));
    }

    /** A reader that throws the bytes away through {@code buffer}, counting them. */
    static BodyReader discarding(byte[] buffer) {
        return in -> {
            long total = 0;
            for (int n; (n = in.read(buffer)) >= 0; ) {
                total += n;
            }
            return total;
        };
    }

    /** GET and hand the answer's stream to {@code reader}, read to its end; returns what the reader returns. */
    static long read(URI url, String token, BodyReader reader) throws IOException {
        HttpURLConnection connection = open(url, token);
        try (InputStream in = stream(connection)) {
            long read = reader.read(in);
            in.transferTo(OutputStream.nullOutputStream());
            return read;
        }
    }

    /** What a reference side does with an answer's bytes. */
    interface BodyReader {
        long read(InputStream body) throws IOException;
    }

    private static HttpURLConnection open(URI url, String token) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) url.toURL().openConnection();
        connection.setRequestProperty("Authorization", "Bearer " + token);
        connection.setRequestProperty("Accept", "application/json");
        return connection;
    }

    private static byte[] body(HttpURLConnection connection) throws IOException {
        try (InputStream in = stream(connection)) {
            return in.readAllBytes();
        }
    }

    private static InputStream stream(HttpURLConnection connection) throws IOException {
        int status = connection.getResponseCode();
        if (status != 200) {
            InputStream error = connection.getErrorStream();
            String text = error == null ? "" : new String(error.readAllBytes(), StandardCharsets.UTF_8);
            throw new IOException("HTTP " + status + " from " + connection.getURL() + ": "
                    + text.substring(0, Math.min(200, text.length())));
        }
        return connection.getInputStream();
    }
}
