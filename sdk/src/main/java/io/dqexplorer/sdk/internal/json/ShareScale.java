package io.dqexplorer.sdk.internal.json;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The one rule that turns shares on an unstated scale (the contract does not say whether the
 * hand-activity shares and the unversioned tier {@code share} are fractions or percents) into
 * fractions in 0..1:
 * <blockquote>Within one response, the shares of one group (the three hand-activity shares; all
 * tier shares of an unversioned vocabulary) are on one scale. If any of them exceeds 1.0 the group
 * is in percent and every share of it is divided by 100; otherwise the group is already in
 * fractions.</blockquote>
 * A known limit: a percent group whose every value is at most 1 (all shares ≤ 1 %) reads as
 * fractions. Absent (null) shares stay absent and do not vote.
 */
public final class ShareScale {

    private ShareScale() {
    }

    public static List<OptionalDouble> toFractions(List<OptionalDouble> group) {
        boolean percent = group.stream().anyMatch(share -> share.isPresent() && share.getAsDouble() > 1.0);
        if (!percent) {
            return group;
        }
        List<OptionalDouble> result = new ArrayList<>(group.size());
        for (OptionalDouble share : group) {
            result.add(share.isPresent() ? OptionalDouble.of(share.getAsDouble() / 100.0) : share);
        }
        return result;
    }
}
