package io.dqexplorer.sandbox.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.FaultPlan;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The server's single handler: gives every answer its {@code x-request-id}, plays injected faults,
 * routes by exact path, and turns every error — handled or not — into a JSON error body.
 */
public final class Dispatcher implements HttpHandler {

    public static final String REQUEST_ID = "x-request-id";

    private static final System.Logger LOG = System.getLogger(Dispatcher.class.getName());
    /** A caller's request id is echoed when it is short printable ASCII; anything else gets a fresh one. */
    private static final Pattern ECHOABLE_REQUEST_ID = Pattern.compile("^[\\x21-\\x7e]{1,200}$");

    private final Routes routes;
    private final FaultPlan faults;

    public Dispatcher(Routes routes, FaultPlan faults) {
        this.routes = routes;
        this.faults = faults;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        String requestId = requestIdOf(exchange);
        try {
            Optional<Fault> fault = faults.take(exchange.getRequestURI().getPath());
            if (fault.isPresent() && isReplacement(fault.get())) {
                Fault replacement = fault.get();
                Reply reply = new Reply(replacement.statusCode(), replacement.contentType(), replacement.bodyBytes(),
                        replacement.headers());
                write(exchange, reply, requestId, false);
                return;
            }
            Reply reply = answer(exchange);
            if (fault.isPresent()) {
                for (Map.Entry<String, String> header : fault.get().headers().entrySet()) {
                    reply = reply.withHeader(header.getKey(), header.getValue());
                }
                if (fault.get().kind() == Fault.Kind.DELAY) {
                    Thread.sleep(fault.get().delayDuration().toMillis());
                }
            }
            write(exchange, reply, requestId, fault.isPresent() && fault.get().kind() == Fault.Kind.TRUNCATED_BODY);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while delaying an answer", e);
        } finally {
            exchange.close();
        }
    }

    private Reply answer(HttpExchange exchange) {
        try {
            Request request = new Request(exchange);
            Routes.Route route = routes.find(request.path())
                    .orElseThrow(() -> new ApiException(404, "not_found", "No resource at " + request.path() + "."));
            if (!route.method().equals(request.method())) {
                throw new ApiException(405, "method_not_allowed",
                        request.path() + " answers " + route.method() + " only.").withHeader("Allow", route.method());
            }
            return route.endpoint().handle(request);
        } catch (ApiException e) {
            return e.toReply();
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "unexpected failure answering " + exchange.getRequestURI().getPath(), e);
            return Reply.error(500, "internal_error", "The server could not complete the request.");
        }
    }

    /**
     * Writes the reply. A truncated reply declares its full Content-Length, sends half the body and
     * then fails the exchange, which makes the server drop the connection mid-body.
     */
    private static void write(HttpExchange exchange, Reply reply, String requestId, boolean truncated) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", reply.contentType());
        exchange.getResponseHeaders().set(REQUEST_ID, requestId);
        reply.headers().forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
        byte[] body = reply.body();
        exchange.sendResponseHeaders(reply.status(), body.length == 0 ? -1 : body.length);
        OutputStream out = exchange.getResponseBody();
        if (truncated) {
            out.write(body, 0, body.length / 2);
            out.flush();
            throw new IOException("connection cut mid-body by an injected fault");
        }
        out.write(body);
        out.close();
    }

    private static boolean isReplacement(Fault fault) {
        return fault.kind() == Fault.Kind.STATUS || fault.kind() == Fault.Kind.NON_JSON;
    }

    private static String requestIdOf(HttpExchange exchange) {
        String supplied = exchange.getRequestHeaders().getFirst(REQUEST_ID);
        if (supplied != null && ECHOABLE_REQUEST_ID.matcher(supplied).matches()) {
            return supplied;
        }
        return UUID.randomUUID().toString();
    }
}
