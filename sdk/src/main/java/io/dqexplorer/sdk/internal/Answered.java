package io.dqexplorer.sdk.internal;

/**
 * A read answer and the request id it carries: the {@code x-request-id} the service answered with,
 * else the one sent. Lets a caller that judges several answers together (the clip walk, the export)
 * name the request its failure is about.
 */
public record Answered<T>(T value, String requestId) {
}
