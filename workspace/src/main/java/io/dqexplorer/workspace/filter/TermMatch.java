package io.dqexplorer.workspace.filter;

import java.util.Locale;
import java.util.Optional;

/** How a term clause's terms combine: a row carries at least one of them, each of them, or none. */
public enum TermMatch {
    ANY, ALL, NONE;

    /** Its word in the filter text and in JSON. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The match named so, ignoring case. */
    public static Optional<TermMatch> named(String word) {
        for (TermMatch match : values()) {
            if (match.word().equalsIgnoreCase(word)) {
                return Optional.of(match);
            }
        }
        return Optional.empty();
    }
}
