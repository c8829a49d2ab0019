package io.dqexplorer.sdk.measurement;

/**
 * Told of every measurement answer the client has read and checked, on the calling thread, before the
 * call returns it: for a record of what was measured that outlives the service's own (an old pin answers
 * 409). A listener that throws does not fail the call; it should be quick.
 */
@FunctionalInterface
public interface AnswerListener {

    AnswerListener NONE = answer -> { };

    void answered(MeasurementAnswer answer);
}
