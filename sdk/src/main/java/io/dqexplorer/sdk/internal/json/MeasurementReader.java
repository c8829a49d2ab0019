package io.dqexplorer.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.Unreadable;
import io.dqexplorer.sdk.model.VideoCharacteristics;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/** Video characteristics, duplicates and hand activity. */
public final class MeasurementReader {

    private MeasurementReader() {
    }

    /** A null or absent defect block is "not assessed" and is left out of {@code defects}; never 0 %. */
    public static VideoCharacteristics videoCharacteristics(JsonNode body) {
        Fields root = Fields.root(body);
        Map<Defect, DefectBlock> defects = new EnumMap<>(Defect.class);
        for (Defect defect : Defect.values()) {
            root.optObject(defect.wireName()).ifPresent(block -> defects.put(defect, defectBlock(block)));
        }
        Optional<Unreadable> unreadable = root.optObject("unreadable")
                .map(u -> new Unreadable(u.integer("assessed_clips"), u.number("percent")));
        return new VideoCharacteristics(root.text("dataset"), root.text("analysis"), root.text("video_characteristics"),
                root.integer("analyzed_clip_count"), root.number("assessed_hours"), root.optNumber("coverage_percent"),
                defects, unreadable);
    }

    private static DefectBlock defectBlock(Fields block) {
        return new DefectBlock(block.number("assessed_hours"), block.number("percent"),
                block.optObject("distribution").map(MeasurementReader::distribution));
    }

    private static Distribution distribution(Fields d) {
        Fields histogram = d.object("histogram");
        List<Distribution.HistogramBin> bins = histogram.objects("bins", true).stream()
                .map(b -> new Distribution.HistogramBin(b.integer("clip_count"), b.number("footage_percent"),
                        b.number("minimum_affected_percent")))
                .toList();
        List<Distribution.Percentile> percentiles = d.objects("percentiles", false).stream()
                .map(p -> new Distribution.Percentile(p.number("percentile"), p.number("affected_percent")))
                .toList();
        return new Distribution(d.optText("observation_unit").orElse("clip"),
                d.optText("weighted_by").orElse("assessed_duration"),
                histogram.number("affected_percent_bin_width"), bins, percentiles);
    }

    /** A null or absent {@code exact} is "not compared yet", never "no duplicates". */
    public static Duplicates duplicates(JsonNode body) {
        Fields root = Fields.root(body);
        Optional<Duplicates.Exact> exact = root.optObject("exact").map(e -> new Duplicates.Exact(
                e.objects("groups", true).stream().map(g -> new Duplicates.Group(g.requiredStrings("clips"))).toList(),
                e.integer("redundant_clip_count"), e.number("redundant_percent")));
        return new Duplicates(root.text("dataset"), root.text("media_digest"), root.integer("compared_clip_count"), exact);
    }

    /** Shares are normalised to fractions by {@link ShareScale}; a null share stays empty (nothing measured). */
    public static HandActivity handActivity(JsonNode body) {
        Fields root = Fields.root(body);
        List<OptionalDouble> shares = ShareScale.toFractions(List.of(
                root.optNumber("active_manipulation_share"),
                root.optNumber("hands_visible_share"),
                root.optNumber("two_hands_visible_share")));
        return new HandActivity(root.text("dataset"), root.text("analysis"), root.integer("clips"),
                root.number("measured_seconds"), root.integer("segments_unassessed"), root.integer("segments_unusable"),
                shares.get(0), shares.get(1), shares.get(2));
    }
}
