package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.export.ClipCell;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipPage.FilteredTo;
import io.dqexplorer.sdk.model.ClipRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
            text.append(columns.stream().map(c -> copied(c, row)).collect(Collectors.joining("\t")))
                    .append('\n');
        }
        return text.toString();
    }

    /** The table header of a column. */
    static String title(ClipColumn column) {
        return switch (column) {
            case CLIP -> "Clip";
            case EPISODE_INDEX -> "Episode";
            case ANALYZED_SECONDS -> "Analyzed";
            case ENVIRONMENTS -> "Environments";
            case OBJECTS -> "Objects";
            case ACTIONS -> "Actions";
            case FRAMES -> "Frames";
            case USABLE -> "Usable";
            case DISTORTED -> "Distorted";
            case JERKY -> "Jerky";
            case MEASURED_SECONDS -> "Measured";
            case HANDS_VISIBLE_SECONDS -> "Hands visible";
            case TWO_HANDS_VISIBLE_SECONDS -> "Two hands";
            case ACTIVE_MANIPULATION_SECONDS -> "Active manipulation";
        };
    }

    /** The cell as shown in the table: counts grouped (not the episode index), seconds with a unit, terms by commas. */
    static String shown(ClipColumn column, ClipRow row) {
        ClipCell cell = column.cell(row);
        if (cell instanceof ClipCell.Terms terms) {
            return String.join(", ", terms.terms());
        }
        if (cell instanceof ClipCell.Count count) {
            return column == ClipColumn.EPISODE_INDEX ? Long.toString(count.count()) : Formats.count(count.count());
        }
        if (cell instanceof ClipCell.Seconds seconds) {
            return Formats.seconds(seconds.seconds());
        }
        return cell instanceof ClipCell.Text text ? text.text() : "";
    }

    /**
     * The cell as copied for a spreadsheet: the CSV's cell text (numbers plain, terms joined by
     * {@code |}, text a spreadsheet would run as a formula prefixed with {@code '}), with tabs and
     * line breaks flattened to spaces, since they would split the cell.
     */
    static String copied(ClipColumn column, ClipRow row) {
        return column.cell(row).csv().replaceAll("[\\t\\r\\n]", " ");
    }

    /**
     * Why the row's clip has no measurement, when the row shows it; empty otherwise. The contract
     * gives a clip row no state of its own, but an unreadable clip is one with no usable deterministic
     * measurement, and the row says so: no analyzed footage at all, or a frame-quality block that counts
     * no frame, or (without one) a hand-activity block that measured no second. Otherwise a row cannot
     * tell: its blank terms may also mean that none of its terms is published.
     */
    static Optional<String> unreadable(ClipRow row) {
        if (row.analyzedSeconds() == 0) {
            return Optional.of("Unreadable: no footage of it could be analyzed, so it has no frame counts, no hand "
                    + "seconds and no published terms. It counts in the clips, not in any hours.");
        }
        String counted = "Its " + Formats.seconds(row.analyzedSeconds()) + " count in the analyzed hours";
        if (row.frameQuality().filter(frames -> frames.frames() == 0).isPresent()) {
            return Optional.of("Unreadable: none of its frames could be decoded, so it has no frame counts and no "
                    + "published terms. " + counted + ", not in the decoded hours of Video defects.");
        }
        if (row.frameQuality().isEmpty()
                && row.handActivity().filter(hands -> hands.measuredSeconds() == 0).isPresent()) {
            return Optional.of("Not measured: no second of it was measured for hand activity, as for an unreadable "
                    + "clip. " + counted + ", not in the measured hours of hand activity.");
        }
        return Optional.empty();
    }

    private static String share(OptionalDouble share) {
        return Formats.fractionAsPercent(share, "nothing measured");
    }

    private static String clips(long count) {
        return Formats.count(count) + (count == 1 ? " clip" : " clips");
    }
}
