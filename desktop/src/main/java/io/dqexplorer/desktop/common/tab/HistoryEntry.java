package io.dqexplorer.desktop.common.tab;

import java.time.Instant;

/** One kept measurement in a tab's history list: its token, when this machine first saw it, and its headline figures. */
public record HistoryEntry(String token, Instant firstSeen, String headline) {
}
