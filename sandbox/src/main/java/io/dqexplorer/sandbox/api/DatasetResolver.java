package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.http.ApiException;
import io.dqexplorer.sandbox.http.Json;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.DatasetCatalog;
import io.dqexplorer.sandbox.measure.MeasuredDataset;
import io.dqexplorer.sandbox.measure.MeasurementKind;
import io.dqexplorer.sandbox.measure.MeasurementVersions;
import io.dqexplorer.sandbox.measure.ServedDataset;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the dataset a request names within the caller's organization, and the measurement tokens it
 * pins. An id outside the organization, an absent id and an unmeasured metric all answer the same
 * 404, so a caller learns nothing about other organizations.
 */
final class DatasetResolver {

    private final DatasetCatalog catalog;

    DatasetResolver(DatasetCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * The opening every dataset endpoint shares, in the order of the contract's errors: each pin's
     * shape (400), the dataset and each metric asked for (404), then each pin kept (409).
     */
    Resolved resolve(Request request, Caller caller, String dataset, List<Metric> metrics, MeasurementKind... pins) {
        for (MeasurementKind kind : pins) {
            checkPinShape(request, kind);
        }
        ServedDataset served = catalog.find(caller.organizationId(), dataset)
                .orElseThrow(() -> ApiException.unavailable("No dataset " + dataset + " in this organization."));
        metrics.forEach(metric -> requireMetric(served, metric));
        Map<MeasurementKind, String> tokens = new EnumMap<>(MeasurementKind.class);
        for (MeasurementKind kind : pins) {
            tokens.put(kind, token(request, served, kind));
        }
        return new Resolved(served, tokens);
    }

    /** A request's dataset and the token of each measurement kind its answer carries. */
    /**
     * The opening of an endpoint of one measurement that reads nothing else of the request first: the viewer's
     * dataset named by the request, with the measurement's metric and its one pin.
     */
    Resolved resolve(Guard guard, Request request, Metric metric, MeasurementKind pin) {
        return resolve(request, guard.viewer(request), Parameters.datasetId(request), List.of(metric), pin);
    }

    record Resolved(ServedDataset served, Map<MeasurementKind, String> tokens) {

        /** The answer's opening: the dataset's id, then each token pinned under its field, in the kinds' order. */
        ObjectNode body() {
            ObjectNode body = Json.object().put("dataset", served.dataset());
            tokens.forEach((kind, token) -> body.put(kind.parameter(), token));
            return body;
        }

        MeasuredDataset measured() {
            return served.measured();
        }

        String token(MeasurementKind kind) {
            return tokens.get(kind);
        }
    }

    private static void requireMetric(ServedDataset served, Metric metric) {
        if (!served.has(metric)) {
            throw ApiException.unavailable("Dataset " + served.dataset() + " has no " + metric.wireName()
                    + " measurement yet.");
        }
    }

    /** Fails with 400 when the pin of {@code kind} is present but not shaped like such a token. */
    private static void checkPinShape(Request request, MeasurementKind kind) {
        Optional<String> pin = request.parameter(kind.parameter());
        if (pin.isPresent() && !MeasurementVersions.isShapedLike(kind, pin.get())) {
            throw ApiException.invalidParameter(kind.parameter() + " is not a " + kind.parameter() + " token of this service.");
        }
    }

    /**
     * The token the answer carries: the pinned one when it is kept (current or previous), the current
     * one when none is pinned. A pin that is no longer (or never was) kept is a 409. The pin's shape
     * is the endpoint's first check ({@link #checkPinShape}, a 400 before any 404), so it is not
     * checked again here.
     */
    private static String token(Request request, ServedDataset served, MeasurementKind kind) {
        MeasurementVersions versions = served.versions();
        Optional<String> pin = request.parameter(kind.parameter());
        if (pin.isEmpty()) {
            return versions.current(kind);
        }
        return switch (versions.check(kind, pin.get())) {
            case CURRENT, PREVIOUS -> pin.get();
            case NOT_KEPT -> throw new ApiException(409, "quality_enrichment_stale",
                    "The " + kind.parameter() + " measurement " + pin.get() + " is no longer kept; omit it to read the latest.");
        };
    }
}
