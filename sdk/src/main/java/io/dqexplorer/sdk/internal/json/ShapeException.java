package io.dqexplorer.sdk.internal.json;

/**
 * A JSON body does not have the shape the contract promises (a required field is missing or has
 * the wrong type). Internal: the caller turns it into a ProtocolException with status and request id.
 */
public final class ShapeException extends RuntimeException {

    private final String field;

    public ShapeException(String field, String problem) {
        super("field '" + field + "' " + problem, null, false, false);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
