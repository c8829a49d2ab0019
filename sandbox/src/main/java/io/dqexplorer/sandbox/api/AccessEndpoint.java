package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Json;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;

import java.util.List;
import java.util.Optional;

/**
 * The access endpoints. The versioned one needs a valid credential; the unversioned one answers the
 * public scope for a missing or unusable credential instead of erring. The sandbox runs gated, so
 * {@code writes_require_admin} is true for everyone.
 */
record AccessEndpoint(Guard guard, boolean versioned) implements Endpoint {

    @Override
    public Reply handle(Request request) {
        Optional<Caller> caller = versioned ? Optional.of(guard.authenticated(request)) : guard.optionalCaller(request);
        ObjectNode scope = Json.object();
        List<String> capabilities = List.of();
        if (caller.isPresent()) {
            scope.put("kind", "organization").put("organization_id", caller.get().organizationId());
            capabilities = caller.get().capabilities();
        } else {
            scope.put("kind", "public");
        }
        ObjectNode body = Json.object();
        capabilities.forEach(body.putArray("capabilities")::add);
        body.set("scope", scope);
        body.put("writes_require_admin", true);
        return Reply.ok(body);
    }
}
