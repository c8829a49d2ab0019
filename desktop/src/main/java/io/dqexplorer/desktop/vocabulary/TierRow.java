package io.dqexplorer.desktop.vocabulary;

/** One tier of a section as the tiers table shows it. */
public record TierRow(String tier, String label, String distinctTerms, String representationShare, String examples) {
}
