package io.dqexplorer.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;

import java.util.List;
import java.util.Optional;

/**
 * The clips list. Rows are read in both known forms: {@code analyzed_seconds} or the older
 * {@code analysed_secs}; {@code frame_quality.usable} or the older {@code frame_quality.active}.
 * The client reads the usual page with {@link ClipPageStream} (no tree) and comes here for any
 * other body, so that this class alone decides what a clips body means and what is wrong with it.
 */
public final class ClipReader {

    private ClipReader() {
    }

    public static ClipPage page(JsonNode body) {
        Fields root = Fields.root(body);
        List<ClipRow> rows = root.objects("clips", true).stream().map(ClipReader::row).toList();
        List<ClipPage.FilteredTo> filteredTo = root.objects("filtered_to", false).stream()
                .map(f -> new ClipPage.FilteredTo(f.text("term"), f.text("section"), f.integer("clip_count")))
                .toList();
        return new ClipPage(root.text("dataset"), root.text("vocabulary"), filteredTo, root.integer("total"),
                root.integer("offset"), root.integer("limit"), rows);
    }

    static ClipRow row(Fields row) {
        double seconds = row.has("analyzed_seconds") || !row.has("analysed_secs")
                ? row.number("analyzed_seconds")
                : row.number("analysed_secs");
        Optional<ClipRow.FrameQuality> frameQuality = row.optObject("frame_quality").map(f -> new ClipRow.FrameQuality(
                f.integer("frames"),
                f.has("usable") || !f.has("active") ? f.integer("usable") : f.integer("active"),
                f.integer("distorted"), f.integer("jerky")));
        Optional<ClipRow.HandSeconds> hands = row.optObject("hand_activity").map(h -> new ClipRow.HandSeconds(
                h.number("measured_seconds"), h.number("hands_visible_seconds"),
                h.number("two_hands_visible_seconds"), h.number("active_manipulation_seconds")));
        return new ClipRow(row.text("clip"), row.optInteger("episode_index"), seconds, row.strings("environments"),
                row.strings("objects"), row.strings("actions"), frameQuality, hands);
    }
}
