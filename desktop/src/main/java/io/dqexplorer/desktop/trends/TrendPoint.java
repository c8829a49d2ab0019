package io.dqexplorer.desktop.trends;

import java.time.Instant;
import java.util.OptionalDouble;

/**
 * One measurement's figure on a trend line: its token, when this machine first saw it, and the figure;
 * an empty value means the measurement did not assess it, which is a gap in the line, never 0.
 */
public record TrendPoint(String token, Instant firstSeen, OptionalDouble value) {
}
