package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.corpus.Defect;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Json;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.DefectFigures;
import io.dqexplorer.sandbox.measure.MeasurementKind;
import io.dqexplorer.sandbox.measure.VideoCharacteristicsFigures;

import java.util.List;
import java.util.Optional;

/** {@code GET /api/v1beta/quality/video-characteristics}. */
record VideoCharacteristicsEndpoint(Guard guard, DatasetResolver datasets) implements Endpoint {

    @Override
    public Reply handle(Request request) {
        Caller caller = guard.viewer(request);
        String dataset = Parameters.datasetId(request);
        boolean distribution = Parameters.includeDistribution(request);
        DatasetResolver.Resolved resolved = datasets.resolve(request, caller, dataset,
                List.of(Metric.VIDEO_CHARACTERISTICS), MeasurementKind.ANALYSIS, MeasurementKind.VIDEO_CHARACTERISTICS);
        VideoCharacteristicsFigures figures = resolved.measured().videoCharacteristics();

        ObjectNode body = resolved.body()
                .put("analyzed_clip_count", figures.analyzedClipCount())
                .put("assessed_hours", figures.assessedSeconds() / 3600);
        body.put("coverage_percent", figures.coveragePercent());
        for (Defect defect : Defect.values()) {
            Optional<DefectFigures> block = figures.defect(defect);
            if (block.isPresent()) {
                body.set(defect.wireName(), defectBlock(block.get(), distribution));
            } else {
                body.putNull(defect.wireName());
            }
        }
        if (figures.analyzedClipCount() == 0) {
            body.putNull("unreadable");
        } else {
            body.putObject("unreadable")
                    .put("assessed_clips", figures.analyzedClipCount())
                    .put("percent", 100.0 * figures.unreadableClipCount() / figures.analyzedClipCount());
        }
        return Reply.ok(body);
    }

    private static ObjectNode defectBlock(DefectFigures figures, boolean withDistribution) {
        ObjectNode block = Json.object()
                .put("assessed_hours", figures.assessedSeconds() / 3600)
                .put("percent", figures.percent());
        if (withDistribution) {
            ObjectNode distribution = block.putObject("distribution")
                    .put("observation_unit", "clip")
                    .put("weighted_by", "assessed_duration");
            ObjectNode histogram = distribution.putObject("histogram")
                    .put("affected_percent_bin_width", DefectFigures.BIN_WIDTH);
            ArrayNode bins = histogram.putArray("bins");
            for (DefectFigures.Bin bin : figures.bins()) {
                bins.addObject()
                        .put("clip_count", bin.clipCount())
                        .put("footage_percent", bin.footagePercent())
                        .put("minimum_affected_percent", bin.minimumAffectedPercent());
            }
            ArrayNode percentiles = distribution.putArray("percentiles");
            for (DefectFigures.Percentile percentile : figures.percentiles()) {
                percentiles.addObject()
                        .put("affected_percent", percentile.affectedPercent())
                        .put("percentile", percentile.percentile());
            }
        }
        return block;
    }
}
