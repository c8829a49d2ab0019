package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.sandbox.auth.Caller;
import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Corpus.FrameCount;
import io.dqexplorer.sandbox.corpus.Corpus.HandSeconds;
import io.dqexplorer.sandbox.corpus.Metric;
import io.dqexplorer.sandbox.corpus.Section;
import io.dqexplorer.sandbox.http.Endpoint;
import io.dqexplorer.sandbox.http.Json;
import io.dqexplorer.sandbox.http.Reply;
import io.dqexplorer.sandbox.http.Request;
import io.dqexplorer.sandbox.measure.ClipOrder;
import io.dqexplorer.sandbox.measure.MeasuredDataset;
import io.dqexplorer.sandbox.measure.MeasurementKind;
import io.dqexplorer.sandbox.measure.SectionVocabularyFigures;
import io.dqexplorer.sandbox.measure.ServedDataset;

import java.util.Optional;

/**
 * {@code GET /api/quality/clips}: one page of clip rows in served order, optionally filtered by a
 * published term (or a spelling merged into it) in every section that publishes it.
 */
final class ClipsEndpoint implements Endpoint {

    static final int DEFAULT_LIMIT = 100;
    static final int MAX_LIMIT = 1000;

    private final Guard guard;
    private final DatasetResolver datasets;

    ClipsEndpoint(Guard guard, DatasetResolver datasets) {
        this.guard = guard;
        this.datasets = datasets;
    }

    @Override
    public Reply handle(Request request) {
        Caller caller = guard.viewer(request);
        String dataset = Parameters.datasetId(request);
        Optional<String> term = Parameters.term(request);
        boolean frameQuality = Parameters.flag(request, "frame_quality");
        boolean handActivity = Parameters.flag(request, "hand_activity");
        long offset = Parameters.nonNegativeLong(request, "offset", 0, Long.MAX_VALUE);
        int limit = Parameters.nonNegativeInteger(request, "limit", DEFAULT_LIMIT, MAX_LIMIT);
        DatasetResolver.checkPinShape(request, MeasurementKind.VOCABULARY);
        ServedDataset served = datasets.measured(caller, dataset, Metric.VOCABULARY);
        if (frameQuality) {
            DatasetResolver.requireMetric(served, Metric.FRAME_QUALITY);
        }
        if (handActivity) {
            DatasetResolver.requireMetric(served, Metric.HAND_ACTIVITY);
        }
        String token = DatasetResolver.token(request, served, MeasurementKind.VOCABULARY);
        MeasuredDataset measured = served.measured();

        ClipSelection selection = term.map(text -> ClipSelection.byTerm(measured, text))
                .orElseGet(() -> ClipSelection.all(measured));
        ObjectNode body = Json.object()
                .put("dataset", dataset)
                .put("vocabulary", token)
                .put("total", selection.total())
                .put("offset", offset)
                .put("limit", limit);
        ArrayNode filteredTo = body.putArray("filtered_to");
        for (ClipSelection.Match match : selection.matches()) {
            filteredTo.addObject()
                    .put("term", match.term())
                    .put("section", match.section().wireName())
                    .put("clip_count", match.clipCount());
        }
        ArrayNode rows = body.putArray("clips");
        ClipOrder order = measured.order();
        // An offset at or past the total (any long) selects no rows; below it, offset + limit cannot overflow.
        int start = (int) Math.min(offset, selection.total());
        int end = (int) Math.min(selection.total(), (long) start + limit);
        for (int index = start; index < end; index++) {
            rows.add(row(measured, order.clipAt(selection.positionAt(index)), frameQuality, handActivity));
        }
        return Reply.ok(body);
    }

    private static ObjectNode row(MeasuredDataset measured, int clip, boolean frameQuality, boolean handActivity) {
        Corpus corpus = measured.corpus();
        ObjectNode row = Json.object().put("clip", corpus.clipId(clip));
        if (corpus.episodeIndex(clip) != Corpus.NO_EPISODE_INDEX) {
            row.put("episode_index", corpus.episodeIndex(clip));
        }
        row.put("analyzed_seconds", corpus.analyzedSeconds(clip));
        for (Section section : Section.values()) {
            SectionVocabularyFigures figures = measured.vocabulary().section(section);
            figures.publishedTermsOf(clip).forEach(row.putArray(section.wireName())::add);
        }
        if (frameQuality) {
            row.putObject("frame_quality")
                    .put("frames", corpus.frameCount(FrameCount.FRAMES, clip))
                    .put("usable", corpus.frameCount(FrameCount.USABLE, clip))
                    .put("distorted", corpus.frameCount(FrameCount.DISTORTED, clip))
                    .put("jerky", corpus.frameCount(FrameCount.JERKY, clip));
        }
        if (handActivity) {
            row.putObject("hand_activity")
                    .put("measured_seconds", corpus.handSeconds(HandSeconds.MEASURED, clip))
                    .put("hands_visible_seconds", corpus.handSeconds(HandSeconds.HANDS_VISIBLE, clip))
                    .put("two_hands_visible_seconds", corpus.handSeconds(HandSeconds.TWO_HANDS_VISIBLE, clip))
                    .put("active_manipulation_seconds", corpus.handSeconds(HandSeconds.ACTIVE_MANIPULATION, clip));
        }
        return row;
    }
}
