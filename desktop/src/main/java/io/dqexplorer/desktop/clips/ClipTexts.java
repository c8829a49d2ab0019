package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipPage.FilteredTo;
import io.dqexplorer.sdk.model.ClipRow;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/** The clip table's sentences, kept apart from its state so that each can be read and tested alone. */
final class ClipTexts {

    /** Why the hours of the clip table, the video defects and hand activity differ: told under every total. */
    static final String HOURS_EXPLAINED = "Why the tabs' hours differ: analyzed hours are all the clips' footage; "
            + "Video defects counts only the hours it could decode, Hand activity only the hours it measured.";

    private ClipTexts() {
    }

    /** "rows 1–100 of 2,734"; "rows 0 of 0" when nothing matches. */
    static String range(long offset, int shown, long total) {
        if (shown == 0) {
            return "rows 0 of " + Formats.count(total);
        }
        return "rows " + Formats.count(offset + 1) + "–" + Formats.count(offset + shown) + " of " + Formats.count(total);
    }

    /**
     * "cutting board: objects 120 clips, environments 3 clips — union": the sections the term is
     * published in, whose clips together are the selection. Empty without a term.
     */
    static String filteredTo(String term, List<FilteredTo> sections) {
        if (term == null) {
            return "";
        }
        if (sections.isEmpty()) {
            return "“" + term + "” is not a published term or spelling of this measurement";
        }
        String published = sections.get(0).term();
        String sectionCounts = sections.stream()
                .map(s -> s.section() + " " + clips(s.clipCount()))
                .collect(Collectors.joining(", "));
        String name = published.equals(term) ? published : term + " → " + published;
        return name + ": " + sectionCounts + (sections.size() > 1 ? " — union" : "");
    }

    /** "Duplicate group 1: 3 clips", and how many asked-for clips the dataset does not hold. */
    static String selection(String label, int found, int requested) {
        String text = label + ": " + clips(found);
        return found == requested ? text : text + " (" + Formats.count(requested - found) + " not found)";
    }

    /**
     * "totals of the 120 filtered clips: 12.50 h analyzed · …"; {@code kind} says which clips
     * ("filtered", "selected"), null for all the dataset's clips.
     */
    static String totals(String kind, ClipTotals totals, boolean frameQuality, boolean handActivity) {
        List<String> parts = new ArrayList<>();
        parts.add(Formats.secondsAsHours(totals.analyzedSeconds()) + " analyzed");
        if (frameQuality) {
            parts.add(totals.frames()
                    .map(f -> Formats.count(f.frames()) + " frames, " + Formats.count(f.usable()) + " usable, "
                            + Formats.count(f.distorted()) + " distorted, " + Formats.count(f.jerky()) + " jerky")
                    .orElse("frame quality: nothing measured"));
        }
        if (handActivity) {
            parts.add(totals.hands()
                    .map(h -> Formats.secondsAsHours(h.measuredSeconds()) + " hands measured: visible "
                            + share(h.handsVisibleShare()) + ", two hands " + share(h.twoHandsVisibleShare())
                            + ", active manipulation " + share(h.activeManipulationShare()))
                    .orElse("hand activity: nothing measured"));
        }
        if (totals.unreadable() > 0) {
            parts.add(Formats.count(totals.unreadable()) + " unreadable");
        }
        String whose = kind == null
                ? "all " + clips(totals.clips())
                : "the " + Formats.count(totals.clips()) + " " + kind + (totals.clips() == 1 ? " clip" : " clips");
        return "totals of " + whose + ": " + String.join(" · ", parts) + "\n" + HOURS_EXPLAINED;
    }

    /** Tab-separated rows with a header line of the columns' names, for pasting into a spreadsheet. */
    static String tabSeparated(List<ClipColumn> columns, List<ClipRow> rows) {
        StringBuilder text = new StringBuilder();
        text.append(columns.stream().map(ClipColumn::header).collect(Collectors.joining("\t"))).append('\n');
        for (ClipRow row : rows) {
            text.append(columns.stream().map(c -> ClipCells.plain(c, row)).collect(Collectors.joining("\t")))
                    .append('\n');
        }
        return text.toString();
    }

    private static String share(OptionalDouble share) {
        return Formats.fractionAsPercent(share, "nothing measured");
    }

    private static String clips(long count) {
        return Formats.count(count) + (count == 1 ? " clip" : " clips");
    }
}
