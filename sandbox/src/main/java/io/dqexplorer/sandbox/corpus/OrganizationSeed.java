package io.dqexplorer.sandbox.corpus;

import java.util.List;

/** One seed file: an organization and the datasets it owns. */
public record OrganizationSeed(String organizationId, List<DatasetSeed> datasets) {
}
