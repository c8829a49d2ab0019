package io.dqexplorer.bench;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A server in its own JVM, ready once it has written its ready file; its CPU is read from /proc. */
final class ServerProcess implements AutoCloseable {

    private static final Pattern SERVICE_URL = Pattern.compile("\"service_url\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern TOKEN_URL = Pattern.compile("\"token_url\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern FIRST_CLIENT = Pattern.compile(
            "\"client_id\"\\s*:\\s*\"([^\"]+)\"\\s*,\\s*\"client_secret\"\\s*:\\s*\"([^\"]+)\"");

    private final Process process;
    private final String ready;

    private ServerProcess(Process process, String ready) {
        this.process = process;
        this.ready = ready;
    }

    /** {@code java -jar dq-sandbox.jar --port 0 --ready-file F}. */
    static ServerProcess sandbox(Path jar, Path scratch) throws IOException, InterruptedException {
        Path readyFile = scratch.resolve("sandbox-ready.json");
        return start(List.of("java", "-jar", jar.toString(), "--port", "0", "--ready-file", readyFile.toString()),
                readyFile, scratch.resolve("sandbox.log"));
    }

    /**
     * The {@link ReferenceServer} answering /0, /1, ... with the given files; {@code noDelay} sets the
     * JDK HttpServer's {@code sun.net.httpserver.nodelay} (TCP_NODELAY on its connections).
     */
    static ServerProcess reference(Path benchJar, List<Path> bodies, boolean noDelay, Path scratch)
            throws IOException, InterruptedException {
        String name = noDelay ? "reference-nodelay" : "reference";
        Path readyFile = scratch.resolve(name + "-ready.txt");
        List<String> command = new java.util.ArrayList<>(List.of("java", "-Dsun.net.httpserver.nodelay=" + noDelay,
                "-cp", benchJar.toString(), ReferenceServer.class.getName(), readyFile.toString()));
        bodies.forEach(body -> command.add(body.toString()));
        return start(command, readyFile, scratch.resolve(name + ".log"));
    }

    private static ServerProcess start(List<String> command, Path readyFile, Path log)
            throws IOException, InterruptedException {
        Files.deleteIfExists(readyFile);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!Files.exists(readyFile)) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new IOException("server did not start: " + String.join(" ", command) + "; see " + log);
            }
            Thread.sleep(20);
        }
        return new ServerProcess(process, Files.readString(readyFile));
    }

    URI serviceUrl() {
        return URI.create(ready.startsWith("{") ? group(SERVICE_URL, 1) : "http://127.0.0.1:" + ready.trim());
    }

    URI tokenUrl() {
        return URI.create(group(TOKEN_URL, 1));
    }

    String clientId() {
        return group(FIRST_CLIENT, 1);
    }

    String clientSecret() {
        return group(FIRST_CLIENT, 2);
    }

    /** The secret of the seeded client {@code clientId}, from the ready file. */
    String clientSecret(String clientId) {
        return group(Pattern.compile("\"client_id\"\\s*:\\s*\"" + Pattern.quote(clientId)
                + "\"\\s*,\\s*\"client_secret\"\\s*:\\s*\"([^\"]+)\""), 1);
    }

    long pid() {
        return process.pid();
    }

    double cpuSeconds() throws IOException {
        return Machine.cpuSeconds(process.pid());
    }

    private String group(Pattern pattern, int group) {
        Matcher matcher = pattern.matcher(ready);
        if (!matcher.find()) {
            throw new IllegalStateException("no " + pattern + " in the ready file");
        }
        return matcher.group(group);
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
