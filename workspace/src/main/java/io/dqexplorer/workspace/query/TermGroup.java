package io.dqexplorer.workspace.query;

import java.util.Optional;

/**
 * The clips of a subset that carry one term of a section, totalled. A clip carrying several terms
 * counts in each of their groups.
 *
 * @param hands empty when none of the group's clips has a hand-activity block
 */
public record TermGroup(String term, long clips, double analyzedSeconds, Optional<HandTotals> hands) {

    public double analyzedHours() {
        return analyzedSeconds / 3600;
    }
}
