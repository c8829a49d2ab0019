package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.model.Duplicates;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Two duplicates answers side by side: the compared clips, the redundant count and percent, and the exact
 * groups that appeared, disappeared or changed size. A group on one side is the same group on the other
 * when they share a clip (the first such group, in the service's largest-first order). {@code exact}
 * missing on a side is "not compared yet" there: no group is said to have appeared or gone.
 */
public final class DuplicateComparison {

    public static final String PART = "duplicates";
    public static final String GROUP = "group";
    public static final String COMPARED_CLIPS = "compared_clips";
    public static final String REDUNDANT_CLIPS = "redundant_clips";
    public static final String REDUNDANT_PERCENT = "redundant_percent";
    public static final String GROUP_SIZE = "group_size";
    public static final String APPEARED = "appeared";
    public static final String DISAPPEARED = "disappeared";
    public static final String CHANGED_SIZE = "changed size";
    /** The state of a group with the same size on both sides but not the same clips. */
    public static final String CHANGED_CLIPS = "changed clips";

    private DuplicateComparison() {
    }

    public static DifferenceTable compare(Duplicates left, Duplicates right) {
        DifferenceTable.Builder table = DifferenceTable.builder();
        table.counts(PART, "", COMPARED_CLIPS, left.comparedClipCount(), right.comparedClipCount());
        Optional<Duplicates.Exact> l = left.exact();
        Optional<Duplicates.Exact> r = right.exact();
        if (l.isEmpty() || r.isEmpty()) {
            String state = Sides.missing(Sides.NOT_COMPARED, l.isEmpty(), r.isEmpty());
            table.row(PART, "", REDUNDANT_CLIPS, l.map(Duplicates.Exact::redundantClipCount).orElse(null),
                    r.map(Duplicates.Exact::redundantClipCount).orElse(null), null, state);
            table.row(PART, "", REDUNDANT_PERCENT, l.map(Duplicates.Exact::redundantPercent).orElse(null),
                    r.map(Duplicates.Exact::redundantPercent).orElse(null), null, state);
            return table.build();
        }
        table.counts(PART, "", REDUNDANT_CLIPS, l.get().redundantClipCount(), r.get().redundantClipCount());
        table.numbers(PART, "", REDUNDANT_PERCENT, l.get().redundantPercent(), r.get().redundantPercent());
        groups(table, l.get().groups(), r.get().groups());
        return table.build();
    }

    /** Groups matched by a shared clip; each row's item is the group's clips (the right side's when it has one), joined by "|". */
    private static void groups(DifferenceTable.Builder table, List<Duplicates.Group> left, List<Duplicates.Group> right) {
        List<Duplicates.Group> unmatched = new ArrayList<>(right);
        for (Duplicates.Group before : left) {
            Set<String> clips = new HashSet<>(before.clips());
            Optional<Duplicates.Group> after = unmatched.stream()
                    .filter(group -> group.clips().stream().anyMatch(clips::contains)).findFirst();
            if (after.isEmpty()) {
                table.row(GROUP, label(before), GROUP_SIZE, (long) before.clips().size(), null, null, DISAPPEARED);
                continue;
            }
            unmatched.remove(after.get());
            long was = before.clips().size();
            long is = after.get().clips().size();
            String state = was != is ? CHANGED_SIZE
                    : clips.equals(Set.copyOf(after.get().clips()))
                    ? DifferenceTable.SAME : CHANGED_CLIPS;
            table.row(GROUP, label(after.get()), GROUP_SIZE, was, is, is - was, state);
        }
        for (Duplicates.Group appeared : unmatched) {
            table.row(GROUP, label(appeared), GROUP_SIZE, null, (long) appeared.clips().size(), null, APPEARED);
        }
    }

    private static String label(Duplicates.Group group) {
        return String.join("|", group.clips());
    }
}
