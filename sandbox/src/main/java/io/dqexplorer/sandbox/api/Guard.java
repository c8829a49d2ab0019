package io.dqexplorer.sandbox.api;

import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.auth.TokenIssuer;
import io.dqexplorer.sandbox.http.ApiException;
import io.dqexplorer.sandbox.http.Request;

import java.util.Optional;

/**
 * The checks in front of every API endpoint, in the order a client can act on them: the
 * credential itself (401), then the request (403 for the organization selector header, 403 for a
 * missing capability).
 */
final class Guard {

    static final String ORGANIZATION_SELECTOR = "X-Service-Organization-Id";

    private static final String BEARER_CHALLENGE = "Bearer realm=\"dq-service\"";

    private final TokenIssuer issuer;

    Guard(TokenIssuer issuer) {
        this.issuer = issuer;
    }

    /** The verified caller of an endpoint that needs a credential and {@code view_data}. */
    Caller viewer(Request request) {
        Caller caller = authenticated(request);
        if (!caller.can(Caller.VIEW_DATA)) {
            throw new ApiException(403, "insufficient_capability",
                    "This credential lacks the view_data capability needed to read quality measurements.");
        }
        return caller;
    }

    /** The verified caller of an endpoint that needs a credential but no capability. */
    Caller authenticated(Request request) {
        String authorization = request.header("Authorization")
                .orElseThrow(() -> new ApiException(401, "credential_required", "A bearer access token is required.")
                        .withHeader("WWW-Authenticate", BEARER_CHALLENGE));
        Caller caller = bearerToken(authorization).flatMap(issuer::verify)
                .orElseThrow(() -> new ApiException(401, "credential_invalid",
                        "The access token is malformed, not recognized or expired; obtain a new one.")
                        .withHeader("WWW-Authenticate", BEARER_CHALLENGE + ", error=\"invalid_token\""));
        refuseOrganizationSelector(request);
        return caller;
    }

    /** For {@code /api/access}: the caller when a valid credential is presented, else nobody; never a 401. */
    Optional<Caller> optionalCaller(Request request) {
        refuseOrganizationSelector(request);
        return request.header("Authorization").flatMap(Guard::bearerToken).flatMap(issuer::verify);
    }

    private static void refuseOrganizationSelector(Request request) {
        if (request.header(ORGANIZATION_SELECTOR).isPresent()) {
            throw new ApiException(403, "organization_selector_forbidden",
                    "The organization selector header is for operator credentials; the organization comes from the token.");
        }
    }

    private static Optional<String> bearerToken(String authorization) {
        if (authorization.length() > 7 && authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            String token = authorization.substring(7).trim();
            return token.isEmpty() ? Optional.empty() : Optional.of(token);
        }
        return Optional.empty();
    }
}
