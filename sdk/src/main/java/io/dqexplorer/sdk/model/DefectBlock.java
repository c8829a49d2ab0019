package io.dqexplorer.sdk.model;

import java.util.Optional;

/** One defect's measurement: its share of footage over its own assessed hours. */
public record DefectBlock(double assessedHours, double percent, Optional<Distribution> distribution) {
}
