package io.dqexplorer.desktop.common;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.measurement.AnswerListener;

import java.net.URI;

/**
 * How the sign-in, the demo service and the headless export get a client: the composition root
 * hands them the one factory, so that every client is built alike and nothing else builds one
 * (ArchitectureTest).
 */
@FunctionalInterface
public interface ClientFactory {

    /**
     * A client of the service for this credential.
     *
     * @param secret  wiped once the client has taken its own copy, also when it is refused
     * @param retries told about each retry, to say "retrying in N s"
     * @throws IllegalArgumentException when a setting is refused (a plain-http URL to a remote host, a blank client id)
     */
    DqClient create(URI serviceUrl, URI tokenUrl, String clientId, char[] secret, RetryListener retries);

    /**
     * This factory, with every client it builds also telling each measurement answer it reads to
     * {@code answers} (the measurement history). A factory that cannot refuses, rather than let answers
     * go unrecorded without a word.
     */
    default ClientFactory answeringTo(AnswerListener answers) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot tell measurement answers");
    }
}
