package io.dqexplorer.bench;

import com.sun.net.httpserver.HttpServer;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;

/**
 * The reference side of the latency rows: the JDK HttpServer the sandbox is built on, with the
 * sandbox's 8 worker threads, answering {@code /0}, {@code /1}, ... with the bytes of the given
 * files (answers captured from the sandbox) and a Content-Length. It is the floor of that stack:
 * no routing, no authentication, no JSON encoding. Run with and without
 * {@code -Dsun.net.httpserver.nodelay=true}: with the JDK's default (Nagle on) a small answer
 * written as headers then body can wait for the client's delayed ACK.
 *
 * <pre>java -cp dq-bench.jar io.dqexplorer.bench.ReferenceServer PORT_FILE BODY_FILE...</pre>
 */
public final class ReferenceServer {

    private static final int WORKER_THREADS = 8;

    private ReferenceServer() {
    }

    public static void main(String[] args) throws Exception {
        List<byte[]> bodies = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            bodies.add(Files.readAllBytes(Path.of(args[i])));
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        server.setExecutor(Executors.newFixedThreadPool(WORKER_THREADS));
        server.createContext("/", exchange -> {
            try (exchange) {
                exchange.getRequestBody().readAllBytes();
                byte[] body = bodies.get(Integer.parseInt(exchange.getRequestURI().getPath().substring(1)));
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        server.start();
        Path ready = Path.of(args[0]);
        Path partial = ready.resolveSibling(ready.getFileName() + ".part");
        Files.writeString(partial, Integer.toString(server.getAddress().getPort()));
        Files.move(partial, ready, StandardCopyOption.ATOMIC_MOVE);
    }
}
