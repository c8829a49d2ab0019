package io.dqexplorer.sdk.measurement;

/**
 * One measurement answer as the service gave it: the dataset, the token that names the measurement,
 * and the answer's body as JSON, which {@code DqClient.readAnswer} reads back into the same model.
 */
public record MeasurementAnswer(MeasurementFamily<?> family, String dataset, String token, String json) {
}
