package io.dqexplorer.desktop.common.history;

import io.dqexplorer.sdk.measurement.MeasurementAnswer;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.history.StoredMeasurement;

import java.net.URI;
import java.util.List;
import java.util.Optional;

/**
 * The measurement history as one session sees it: the signed-in service's and organization's part of
 * it. Every method reads or writes the database file: call them off the UI thread.
 */
public record SessionHistory(MeasurementHistory history, HistoryKey key) {

    /**
     * Whose measurements a credential reads: the service's, of the organization its access names; a
     * credential scoped to no organization reads the public datasets, named by its scope's kind.
     */
    public static HistoryKey keyOf(URI serviceUrl, Access access) {
        return keyOf(serviceUrl.toString(), access);
    }

    /**
     * The service name the demo's measurements are kept under. The demo service listens on a new loopback
     * port each run, but its tokens are the same every run: kept under one name, a demo finds the runs
     * before it instead of starting a new history (and a new heap of files) each time.
     */
    public static final String DEMO_SERVICE = "demo";

    /** Whose measurements a credential of {@code service} reads; see {@link #keyOf(URI, Access)}. */
    public static HistoryKey keyOf(String service, Access access) {
        return new HistoryKey(service, access.scope().organizationId().orElse(access.scope().kind()));
    }

    public void record(MeasurementAnswer answer) {
        history.record(key, answer);
    }

    /** Every measurement of the family kept for the dataset, the first seen first. */
    public List<StoredMeasurement> list(String dataset, MeasurementFamily<?> family) {
        return history.list(key, dataset, family);
    }

    public Optional<StoredMeasurement> find(String dataset, MeasurementFamily<?> family, String token) {
        return history.find(key, dataset, family, token);
    }
}
