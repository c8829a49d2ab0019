package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.HandActivityFigures;
import io.dqexplorer.sandbox.measure.MeasurementKind;

/** {@code GET /api/quality/hand-activity}: shares are fractions (0..1) of the measured seconds. */
record HandActivityEndpoint(Guard guard, DatasetResolver datasets) implements Endpoint {

    @Override
    public Reply handle(Request request) {
        DatasetResolver.Resolved resolved = datasets.resolve(guard, request, Metric.HAND_ACTIVITY, MeasurementKind.ANALYSIS);
        HandActivityFigures figures = resolved.measured().handActivity();

        ObjectNode body = resolved.body()
                .put("clips", figures.clips())
                .put("measured_seconds", figures.measuredSeconds())
                .put("segments_unassessed", figures.segmentsUnassessed())
                .put("segments_unusable", figures.segmentsUnusable());
        body.put("active_manipulation_share", figures.activeManipulationShare());
        body.put("hands_visible_share", figures.handsVisibleShare());
        body.put("two_hands_visible_share", figures.twoHandsVisibleShare());
        return Reply.ok(body);
    }
}
