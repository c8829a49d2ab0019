package io.dqexplorer.sandbox.api;

import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.http.ApiException;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.DatasetCatalog;
import io.dqexplorer.sandbox.measure.MeasurementKind;
import io.dqexplorer.sandbox.measure.MeasurementVersions;
import io.dqexplorer.sandbox.measure.ServedDataset;

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

    ServedDataset measured(Caller caller, String dataset, Metric metric) {
        ServedDataset served = catalog.find(caller.organizationId(), dataset)
                .orElseThrow(() -> ApiException.unavailable("No dataset " + dataset + " in this organization."));
        requireMetric(served, metric);
        return served;
    }

    static void requireMetric(ServedDataset served, Metric metric) {
        if (!served.has(metric)) {
            throw ApiException.unavailable("Dataset " + served.dataset() + " has no " + metric.wireName()
                    + " measurement yet.");
        }
    }

    /** Fails with 400 when the pin of {@code kind} is present but not shaped like such a token. */
    static void checkPinShape(Request request, MeasurementKind kind) {
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
    static String token(Request request, ServedDataset served, MeasurementKind kind) {
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
