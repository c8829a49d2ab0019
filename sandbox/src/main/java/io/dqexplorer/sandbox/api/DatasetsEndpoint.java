package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Json;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.DatasetCatalog;
import io.dqexplorer.sandbox.measure.ServedDataset;

/** Both datasets endpoints (one shape): the caller's organization's datasets and their produced metrics. */
record DatasetsEndpoint(Guard guard, DatasetCatalog catalog) implements Endpoint {

    @Override
    public Reply handle(Request request) {
        Caller caller = guard.viewer(request);
        ObjectNode body = Json.object();
        ArrayNode datasets = body.putArray("datasets");
        for (ServedDataset served : catalog.datasetsOf(caller.organizationId())) {
            ObjectNode entry = datasets.addObject().put("dataset", served.dataset());
            ArrayNode metrics = entry.putArray("metrics");
            for (Metric metric : served.metrics()) {
                metrics.add(metric.wireName());
            }
        }
        return Reply.ok(body);
    }
}
