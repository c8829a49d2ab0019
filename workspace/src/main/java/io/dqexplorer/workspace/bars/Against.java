package io.dqexplorer.workspace.bars;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a relative bar compares the figure with, from the measurement history: the measurement kept just
 * before the current one ({@code previous}), or the mean of the figure over the {@code N} kept before it
 * ({@code mean of last N}). The bar's condition is then on the change, current minus that.
 *
 * @param last how many earlier measurements: 1 for {@code previous}
 */
public record Against(int last, String text) {

    public static final int MOST = 100;
    private static final Pattern MEAN = Pattern.compile("mean of last (\\d{1,3})");

    /**
     * @throws IllegalArgumentException naming the two forms, when {@code text} is neither
     */
    public static Against parse(String text) {
        String given = text.strip().replaceAll("\\s+", " ");
        if (given.equals("previous")) {
            return new Against(1, given);
        }
        Matcher mean = MEAN.matcher(given);
        if (mean.matches()) {
            int last = Integer.parseInt(mean.group(1));
            if (last < 1 || last > MOST) {
                throw new IllegalArgumentException("\"mean of last N\" takes N from 1 to " + MOST);
            }
            return new Against(last, given);
        }
        throw new IllegalArgumentException("against is \"previous\" or \"mean of last N\"");
    }
}
