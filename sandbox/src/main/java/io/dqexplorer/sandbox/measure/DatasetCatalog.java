package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.DatasetSeed;
import io.dqexplorer.sandbox.corpus.OrganizationSeed;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every organization's datasets. A dataset id means something only within its organization. */
public final class DatasetCatalog {

    private final Map<String, Map<String, ServedDataset>> byOrganization = new HashMap<>();

    public DatasetCatalog(List<OrganizationSeed> seeds) {
        for (OrganizationSeed organization : seeds) {
            Map<String, ServedDataset> datasets = new HashMap<>();
            for (DatasetSeed seed : organization.datasets()) {
                if (datasets.put(seed.dataset(), new ServedDataset(organization.organizationId(), seed)) != null) {
                    throw new IllegalArgumentException("dataset " + seed.dataset() + " seeded twice in "
                            + organization.organizationId());
                }
            }
            byOrganization.put(organization.organizationId(), datasets);
        }
    }

    public Optional<ServedDataset> find(String organizationId, String dataset) {
        return Optional.ofNullable(byOrganization.getOrDefault(organizationId, Map.of()).get(dataset));
    }

    /** The organization's datasets by id. */
    public List<ServedDataset> datasetsOf(String organizationId) {
        List<ServedDataset> datasets = new ArrayList<>(byOrganization.getOrDefault(organizationId, Map.of()).values());
        datasets.sort(Comparator.comparing(ServedDataset::dataset));
        return datasets;
    }
}
