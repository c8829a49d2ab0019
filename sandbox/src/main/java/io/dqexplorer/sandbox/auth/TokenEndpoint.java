package io.dqexplorer.sandbox.auth;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.http.ApiException;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Json;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * {@code POST /oauth2/token}: the OAuth 2.0 client-credentials grant (RFC 6749 §4.4) with client
 * authentication by form fields ({@code client_secret_post}) or HTTP Basic, and errors per §5.2.
 */
public record TokenEndpoint(ClientRegistry clients, TokenIssuer issuer) implements Endpoint {

    public static final String PATH = "/oauth2/token";

    private static final String FORM = "application/x-www-form-urlencoded";

    @Override
    public Reply handle(Request request) {
        String contentType = request.header("Content-Type").orElse("");
        if (!contentType.toLowerCase(Locale.ROOT).startsWith(FORM)) {
            return error(400, "invalid_request", "The request body must be " + FORM + ".");
        }
        String text = new String(request.body(), StandardCharsets.UTF_8); // an oversized body is a 413, not a form error
        Map<String, List<String>> form;
        try {
            form = Request.decodeForm(text);
        } catch (ApiException e) {
            return error(400, "invalid_request", "The form is not valid percent-encoding.");
        }
        for (Map.Entry<String, List<String>> field : form.entrySet()) {
            if (field.getValue().size() > 1) {
                return error(400, "invalid_request", "The parameter " + field.getKey() + " is repeated.");
            }
        }
        Optional<String> grantType = single(form, "grant_type");
        if (grantType.isEmpty()) {
            return error(400, "invalid_request", "The grant_type parameter is missing.");
        }
        if (!grantType.get().equals("client_credentials")) {
            return error(400, "unsupported_grant_type", "Only the client_credentials grant is supported.");
        }
        Optional<String[]> basic = request.header("Authorization").flatMap(TokenEndpoint::basicCredentials);
        Optional<String> clientId = single(form, "client_id");
        Optional<String> clientSecret = single(form, "client_secret");
        if (basic.isPresent() && (clientId.isPresent() || clientSecret.isPresent())) {
            return error(400, "invalid_request", "Use one client authentication method, not two.");
        }
        if (basic.isPresent()) {
            clientId = Optional.of(basic.get()[0]);
            clientSecret = Optional.of(basic.get()[1]);
        }
        if (clientId.isEmpty() || clientSecret.isEmpty()) {
            return error(400, "invalid_request", "The client_id and client_secret parameters are required.");
        }
        Optional<SandboxClient> client = clients.authenticate(clientId.get(), clientSecret.get());
        if (client.isEmpty()) {
            return error(401, "invalid_client", "Client authentication failed.")
                    .withHeader("WWW-Authenticate", "Basic realm=\"dq-sandbox\"");
        }
        ObjectNode body = Json.object()
                .put("access_token", issuer.issue(client.get()))
                .put("token_type", "Bearer")
                .put("expires_in", issuer.lifetimeSeconds());
        return noStore(Reply.ok(body));
    }

    private static Optional<String> single(Map<String, List<String>> form, String name) {
        List<String> values = form.get(name);
        return values == null || values.get(0).isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    /** RFC 6749 §2.3.1: Basic credentials are the form-encoded id and secret. */
    private static Optional<String[]> basicCredentials(String authorization) {
        if (!authorization.regionMatches(true, 0, "Basic ", 0, 6)) {
            return Optional.empty();
        }
        try {
            String decoded = new String(Base64.getDecoder().decode(authorization.substring(6).trim()), StandardCharsets.UTF_8);
            int colon = decoded.indexOf(':');
            if (colon < 0) {
                return Optional.empty();
            }
            return Optional.of(new String[] {
                    URLDecoder.decode(decoded.substring(0, colon), StandardCharsets.UTF_8),
                    URLDecoder.decode(decoded.substring(colon + 1), StandardCharsets.UTF_8)});
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Reply error(int status, String error, String description) {
        ObjectNode body = Json.object().put("error", error).put("error_description", description);
        return noStore(Reply.json(status, body));
    }

    private static Reply noStore(Reply reply) {
        return reply.withHeader("Cache-Control", "no-store").withHeader("Pragma", "no-cache");
    }
}
