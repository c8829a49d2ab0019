package io.dqexplorer.sdk.model;

import java.util.OptionalDouble;

/**
 * The hand-activity result. Shares are fractions in 0..1 whatever scale the service used
 * (see {@code ShareScale}); an empty share means nothing was measured.
 */
public record HandActivity(String dataset, String analysis, long clips, double measuredSeconds,
                           long segmentsUnassessed, long segmentsUnusable,
                           OptionalDouble activeManipulationShare, OptionalDouble handsVisibleShare,
                           OptionalDouble twoHandsVisibleShare) {
}
