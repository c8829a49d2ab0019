package io.dqexplorer.sandbox.api;

import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.ClipOrder;
import io.dqexplorer.sandbox.measure.MeasuredDataset;
import io.dqexplorer.sandbox.measure.MeasurementKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code GET /api/quality/clips}: one page of clip rows in served order, optionally filtered by a
 * published term (or a spelling merged into it) in every section that publishes it.
 */
record ClipsEndpoint(Guard guard, DatasetResolver datasets) implements Endpoint {

    static final int DEFAULT_LIMIT = 100;
    static final int MAX_LIMIT = 1000;


    @Override
    public Reply handle(Request request) {
        Caller caller = guard.viewer(request);
        String dataset = Parameters.datasetId(request);
        Optional<String> term = Parameters.term(request);
        boolean frameQuality = Parameters.flag(request, "frame_quality");
        boolean handActivity = Parameters.flag(request, "hand_activity");
        long offset = Parameters.nonNegativeLong(request, "offset", 0, Long.MAX_VALUE);
        int limit = Parameters.nonNegativeInteger(request, "limit", DEFAULT_LIMIT, MAX_LIMIT);
        List<Metric> metrics = new ArrayList<>(List.of(Metric.VOCABULARY));
        if (frameQuality) {
            metrics.add(Metric.FRAME_QUALITY);
        }
        if (handActivity) {
            metrics.add(Metric.HAND_ACTIVITY);
        }
        DatasetResolver.Resolved resolved = datasets.resolve(request, caller, dataset, metrics, MeasurementKind.VOCABULARY);
        String token = resolved.token(MeasurementKind.VOCABULARY);
        MeasuredDataset measured = resolved.measured();

        ClipSelection selection = term.map(text -> ClipSelection.byTerm(measured, text))
                .orElseGet(() -> ClipSelection.all(measured));
        // a page of 1,000 rows is written as it is read: building it as a tree first cost half its time
        return Reply.ok(out -> {
            out.writeStartObject();
            out.writeStringField("dataset", dataset);
            out.writeStringField("vocabulary", token);
            out.writeNumberField("total", selection.total());
            out.writeNumberField("offset", offset);
            out.writeNumberField("limit", limit);
            out.writeArrayFieldStart("filtered_to");
            for (ClipSelection.Match match : selection.matches()) {
                out.writeStartObject();
                out.writeStringField("term", match.term());
                out.writeStringField("section", match.section().wireName());
                out.writeNumberField("clip_count", match.clipCount());
                out.writeEndObject();
            }
            out.writeEndArray();
            out.writeArrayFieldStart("clips");
            ClipOrder order = measured.order();
            ClipRows rows = new ClipRows(measured, frameQuality, handActivity);
            // An offset at or past the total (any long) selects no rows; below it, offset + limit cannot overflow.
            int start = (int) Math.min(offset, selection.total());
            int end = (int) Math.min(selection.total(), (long) start + limit);
            for (int index = start; index < end; index++) {
                rows.write(out, order.clipAt(selection.positionAt(index)));
            }
            out.writeEndArray();
            out.writeEndObject();
        });
    }
}
