package io.dqexplorer.sandbox.http;

import java.io.IOException;

/** Answers one path. Throw {@link ApiException} for a handled error. */
@FunctionalInterface
public interface Endpoint {
    Reply handle(Request request) throws IOException;
}
