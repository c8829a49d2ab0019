package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.DuplicatesFigures;
import io.dqexplorer.sandbox.measure.MeasurementKind;

import java.util.List;

/** {@code GET /api/v1beta/quality/duplicates}. */
record DuplicatesEndpoint(Guard guard, DatasetResolver datasets) implements Endpoint {

    @Override
    public Reply handle(Request request) {
        DatasetResolver.Resolved resolved = datasets.resolve(guard, request, Metric.DUPLICATES, MeasurementKind.MEDIA_DIGEST);
        DuplicatesFigures figures = resolved.measured().duplicates();

        ObjectNode body = resolved.body().put("compared_clip_count", figures.comparedClipCount());
        if (figures.exact() == null) {
            body.putNull("exact");
        } else {
            ObjectNode exact = body.putObject("exact");
            ArrayNode groups = exact.putArray("groups");
            for (List<String> group : figures.exact().groups()) {
                group.forEach(groups.addObject().putArray("clips")::add);
            }
            exact.put("redundant_clip_count", figures.exact().redundantClipCount())
                    .put("redundant_percent", figures.exact().redundantPercent());
        }
        return Reply.ok(body);
    }
}
